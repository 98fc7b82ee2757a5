import { expect, test, type Page } from '@playwright/test';
import { freshCode } from '../otp';
import { openAs, openAsColleague, pageToken } from '../session';
import { KEY_DELAY_MS, newGermanIban } from '../journeys/person';

/**
 * Issue 43 on a phone (the phone project: 390 × 844, touch): the everyday journeys of the second walk
 * as a person with a phone does them. A manager of a company with a portal service it has not signed
 * up to reaches the IBAN form through the /menu page and types an amount over the suggested one; a payment
 * the bank rejects stays in the phone's list of pending payments with its status and the reason.
 */

type Account = { id: number; currency: string };
type Tx = { id: number; name: string; status: string };

const openUserMenu = async (page: Page) => {
  await page.getByRole('button', { name: /User menu$/ }).tap();
  await expect(page.getByRole('menu')).toBeVisible();
};

test('on a phone, Nordlicht\'s manager reaches the IBAN form from the menu page, and a tap on the amount takes it whole', async ({ page }) => {
  await openAsColleague(page, 'nordlicht@kontor.test');
  await page.goto('/manager');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'All menus' }).tap();
  await expect(page).toHaveURL(/\/menu$/);
  await page.getByRole('link', { name: 'IBAN', exact: true }).first().tap();

  // The spec's redirect to the first portal service does not apply: Nordlicht has not signed up there.
  await expect(page).toHaveURL(/\/manager\/payments\/withdrawal\/create$/);
  const form = page.getByRole('form', { name: 'Withdrawal' });
  await expect(form).toBeVisible();
  const iban = page.getByRole('textbox', { name: 'IBAN or account number', exact: true });
  await expect(iban).toBeEditable();
  await expect(page).toHaveURL(/\/manager\/payments\/withdrawal\/create$/);

  // The spec's suggested amount is taken whole on a tap: what the person then types is the amount
  // (not "10012.34").
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(amount).toHaveValue('100');
  await amount.tap();
  await expect(amount).toBeFocused();
  await page.keyboard.type('12.34', { delay: KEY_DELAY_MS });
  await expect(amount).toHaveValue('12.34');
  await expect(page.getByTestId('total-amount')).toContainText('12.34');

  // Nothing of the form lies off the screen's sides.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('on a phone, a payment the bank rejects stays in the pending list with its status and the reason', async ({ page, browser }) => {
  const me = await openAsColleague(page, 'brightwave@kontor.test');
  const payee = `Phone return ${Date.now().toString(36)}`;
  const reason = 'The beneficiary bank does not know the account';

  // A payment of 10,000 EUR and more waits for the bank (the form has journeys of its own).
  const auth = { Authorization: `Bearer ${await pageToken(page)}` };
  const accounts = (await (await page.request.get('/api/v1/manager/bank-accounts?per_page=100', { headers: auth })).json()) as { data: Account[] };
  const eur = accounts.data.find((a) => a.currency === 'EUR');
  expect(eur, 'a EUR account').toBeDefined();
  const sent = await page.request.post('/api/v1/manager/transactions/iban', {
    headers: { ...auth, 'one-time-code': await freshCode(me) },
    data: { bank_account_id: eur?.id, amount: '10300.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: payee, customer_iban: newGermanIban(), customer_country: 'DE' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const tx = ((await sent.json()) as { data: Tx }).data;
  expect(tx.status).toBe('admin_action_require');

  // The bank rejects it with a reason (the admin's screen has a journey of its own).
  const bankContext = await browser.newContext();
  const bank = await bankContext.newPage();
  await openAs(bank, 'admin@kontor.test');
  const decided = await bank.request.post('/api/v1/a/transactions/approve-api-payments', {
    headers: { Authorization: `Bearer ${await pageToken(bank)}` },
    data: { id: [tx.id], action: 'reject', reason },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await bankContext.close();

  // On the phone: the pending list (a simple list at this width) keeps it, rejected, with the reason.
  await page.goto('/manager/transactions/pending_transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Transactions' })).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: payee });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Rejected');
  await expect(listed).toContainText(reason);

  // Its page says the same.
  await listed.getByRole('button').tap();
  await expect(page).toHaveURL(new RegExp(`/manager/transactions/${tx.id}$`));
  const reasonFact = page.locator('dt', { hasText: 'Reason' }).locator('xpath=following-sibling::dd');
  await expect(reasonFact.first()).toHaveText(reason);
});

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, freshCode } from '../otp';
import { colleagueOf } from '../people';
import { openAs, openAsColleague, pageToken } from '../session';
import { expectInsideViewport, newGermanIban, scrollsSideways, typeAsPerson } from './person';

// Journey 7 (issue 21): an admin approves a payment awaiting approval at 1280 × 800, typing the
// search at a person's pace: amount, fee, payee (name, IBAN), status and actions without sideways
// scrolling, a confirmation naming what was approved, the search kept after opening a transaction;
// the customer sees the payee's IBAN on the transaction's page.
test.use({ viewport: { width: 1280, height: 800 } });

type Account = { id: number; currency: string };
type Tx = { id: number; name: string; status: string; amount: string; fee_amount: string };
type Payment = Tx & { payee: string; iban: string };

/** An IBAN as the portal prints it, in groups of four. */
const grouped = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');
/** A euro amount as the English portal shows it. */
const euros = (amount: string): string => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(Number(amount));

/** A session of a new colleague of `email` (../people.ts) through the API: its token and e-mail (for codes). */
const colleagueSession = async (request: APIRequestContext, email: string): Promise<{ token: string; me: string }> => {
  const me = colleagueOf(email);
  const res = await request.post('/api/v1/auth/login', { data: { email: me, password: DEMO_PASSWORD }, headers: { 'one-time-code': await freshCode(me) } });
  expect(res.status(), `sign-in of ${me}`).toBe(200);
  return { token: ((await res.json()) as { data: { token: { access_token: string } } }).data.token.access_token, me };
};

/**
 * A SEPA withdrawal of `amount` EUR to a new payee, sent through the API by a manager (`token`, `me`
 * for the code); 10,000 EUR and more wait for an admin.
 */
const sendWithdrawal = async (request: APIRequestContext, { token, me }: { token: string; me: string }, payee: string, amount: string): Promise<Payment> => {
  const auth = { Authorization: `Bearer ${token}` };
  const accounts = (await (await request.get('/api/v1/manager/bank-accounts?per_page=100', { headers: auth })).json()) as { data: Account[] };
  const eur = accounts.data.find((a) => a.currency === 'EUR');
  expect(eur, 'a EUR account').toBeDefined();
  const iban = newGermanIban();
  const res = await request.post('/api/v1/manager/transactions/iban', {
    headers: { ...auth, 'one-time-code': await freshCode(me) },
    data: { bank_account_id: eur?.id, amount, transfer_service: 'sepa', customer_legal_type: 'company', customer_name: payee, customer_iban: iban, customer_country: 'DE' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const tx = ((await res.json()) as { data: Tx }).data;
  expect(tx.status).toBe('admin_action_require');
  return { ...tx, payee, iban };
};

const rows = (page: Page): Locator => page.getByTestId('transaction-row');
const rowOf = (page: Page, p: Payment): Locator => rows(page).filter({ hasText: p.payee });

/** What the admin must see of a payment in its row, all of it inside the window. */
const expectRowInView = async (page: Page, p: Payment): Promise<void> => {
  const row = rowOf(page, p);
  await expect(row).toContainText(p.payee);
  await expect(row).toContainText(grouped(p.iban));
  await expect(row).toContainText(euros(p.amount));
  await expect(row).toContainText(euros(p.fee_amount));
  await expect(row.getByText('Awaiting Approval', { exact: true })).toBeVisible();
  for (const cell of [row.getByText(euros(p.amount), { exact: true }), row.getByText(euros(p.fee_amount), { exact: true }), row.getByText('Awaiting Approval'), row.getByText(grouped(p.iban))]) {
    await expectInsideViewport(page, cell);
  }
  // The row's last action is in view: nothing of the row is off to the right.
  await expectInsideViewport(page, row.getByRole('link', { name: 'History' }));
};

test('Journey 7: an admin approves a payment awaiting approval and keeps the search; the customer sees the payee IBAN', async ({ page, browser, request }) => {
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  // Two managers of Brightwave each send one (each with codes of their own: no wait for a time step).
  const me = await openAsColleague(customer, 'brightwave@kontor.test');
  const stamp = Date.now().toString(36);
  const north = await sendWithdrawal(customer.request, { token: await pageToken(customer), me }, `Falkenrath ${stamp} Nord`, '12345.67');
  const south = await sendWithdrawal(request, await colleagueSession(request, 'brightwave@kontor.test'), `Falkenrath ${stamp} Süd`, '10500.00');

  // The list of payments awaiting approval, searched by typing.
  await openAs(page, 'admin@kontor.test');
  await page.goto('/admin/transactions/admin_action_require_transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'External Payment Approval' })).toBeVisible();
  const search = page.getByPlaceholder('Search', { exact: true });
  await typeAsPerson(page, search, `Falkenrath ${stamp}`);
  await expect(rows(page)).toHaveCount(2);
  await expectRowInView(page, north);
  await expectRowInView(page, south);
  expect(await scrollsSideways(page), 'the page does not scroll sideways').toBe(false);

  // Approve one: the confirmation names it (reference, amount, fee, payee); it leaves the list.
  await rowOf(page, north).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve (1)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve transactions' });
  await expect(confirm).toContainText('Approve the selected transaction?');
  await confirm.getByRole('button', { name: 'Approve (1)' }).click();
  const notice = page.getByTestId('decision-notice');
  await expect(notice).toBeInViewport();
  await expect(notice).toContainText('One transaction approved.');
  await expect(notice).toContainText(`${north.name}: ${euros(north.amount)} (fee ${euros(north.fee_amount)}) to ${north.payee} (${grouped(north.iban)})`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, south)).toBeVisible();
  await expect(search).toHaveValue(`Falkenrath ${stamp}`);

  // The other one's page: its payee with the IBAN, and a decision there too; Back keeps the search.
  await rowOf(page, south).getByText(south.payee).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  await expect(page.getByRole('heading', { name: south.name, exact: true })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: grouped(south.iban) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  await page.goBack();
  await expect(search).toHaveValue(`Falkenrath ${stamp}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, south)).toBeVisible();
  // The same through the page's own way back: the breadcrumb names the list it came from.
  await rowOf(page, south).getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'External Payment Approval' }).click();
  await expect(page).toHaveURL(/\/admin\/transactions\/admin_action_require_transactions/);
  await expect(search).toHaveValue(`Falkenrath ${stamp}`);
  await expect(rows(page)).toHaveCount(1);

  // The customer's page of the approved payment: completed, with the payee's IBAN.
  await customer.goto(`/manager/transactions/${north.id}`);
  await expect(customer.getByRole('heading', { name: north.name, exact: true })).toBeVisible();
  await expect(customer.getByText('Completed', { exact: true })).toBeVisible();
  const ibanFact = customer.locator('dt', { hasText: 'Beneficiary IBAN' }).locator('xpath=following-sibling::dd');
  await expect(ibanFact).toHaveText(grouped(north.iban));
  await customerContext.close();
});

import { expect, test } from '@playwright/test';
import de from '../../../src/portal/i18n/de';
import { freshCode } from '../otp';
import { openAs, openAsColleague, pageToken } from '../session';
import { newGermanIban } from './person';
import { translator, typeInto } from './steps';

// Issue 43: a payment the bank rejects with a reason stays in the customer's sight. An admin rejects
// it, typing the reason at a person's pace; the customer, in German, is notified at once (the bell),
// finds it in the pending list with its status and the reason, and on its page.
const t = translator(de);

type Account = { id: number; currency: string };
type Tx = { id: number; name: string; status: string };

test('a payment the bank rejects stays in the customer\'s list with its status and reason, and the customer is notified (Deutsch)', async ({ page, browser }) => {
  const customerContext = await browser.newContext({ locale: 'de-DE' });
  const customer = await customerContext.newPage();
  const me = await openAsColleague(customer, 'brightwave@kontor.test');
  const payee = `Rückläufer ${Date.now().toString(36)}`;
  const reason = 'Die Empfängerbank kennt das Konto nicht';

  // A payment of 10,000 EUR and more waits for the bank: sent through the API (the form has its own journeys).
  const auth = { Authorization: `Bearer ${await pageToken(customer)}` };
  const accounts = (await (await customer.request.get('/api/v1/manager/bank-accounts?per_page=100', { headers: auth })).json()) as { data: Account[] };
  const eur = accounts.data.find((a) => a.currency === 'EUR');
  expect(eur, 'a EUR account').toBeDefined();
  const sent = await customer.request.post('/api/v1/manager/transactions/iban', {
    headers: { ...auth, 'one-time-code': await freshCode(me) },
    data: { bank_account_id: eur?.id, amount: '10250.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: payee, customer_iban: newGermanIban(), customer_country: 'DE' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const tx = ((await sent.json()) as { data: Tx }).data;
  expect(tx.status).toBe('admin_action_require');

  // The customer waits on the dashboard, in German.
  await customer.goto('/manager');
  await expect(customer.getByRole('heading', { level: 1, name: t('app.dashboard.manager_title') })).toBeVisible();

  // The bank (an admin) rejects it, saying why.
  await openAs(page, 'admin@kontor.test');
  await page.goto('/admin/transactions/admin_action_require_transactions');
  await typeInto(page.getByPlaceholder('Search', { exact: true }), payee);
  const row = page.getByTestId('transaction-row').filter({ hasText: payee });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Reject (1)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reject transactions' });
  await typeInto(confirm.getByRole('textbox', { name: 'Reason (optional)' }), reason);
  await confirm.getByRole('button', { name: 'Reject (1)' }).click();
  await expect(page.getByTestId('decision-notice')).toContainText('One transaction rejected.');

  // The customer's bell says so at once, in German, with the reason and the way to the payment.
  const bell = customer.getByTestId('notification-bell');
  await expect(customer.getByTestId('notification-badge')).toBeVisible();
  await bell.click();
  const popup = customer.getByRole('region', { name: t('app.reporting.notifications.bell') });
  const notice = popup.getByTestId('notification-item').filter({ hasText: t('app.reporting.notifications.types.transaction_rejected') });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`Die Zahlung ${tx.name} wurde zurückgewiesen: ${reason}`);
  await notice.getByRole('link', { name: t('app.payments.view_transaction') }).click();

  // Its page: rejected, and why.
  await expect(customer).toHaveURL(new RegExp(`/manager/transactions/${tx.id}$`));
  await expect(customer.getByRole('heading', { name: tx.name, exact: true })).toBeVisible();
  await expect(customer.getByText(t('app.money.statuses.rejected'), { exact: true }).first()).toBeVisible();
  const reasonFact = customer.locator('dt', { hasText: t('app.money.detail.fields.status_reason') }).locator('xpath=following-sibling::dd');
  await expect(reasonFact).toHaveText(reason);

  // The pending list keeps it, with its status and the reason in its row.
  await customer.getByRole('menuitem', { name: t('app.routes.transaction_modes.pending_transactions') }).click();
  await expect(customer.getByRole('heading', { level: 1, name: t('app.routes.transaction_modes.pending_transactions') })).toBeVisible();
  const listed = customer.getByTestId('transaction-row').filter({ hasText: payee });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByText(t('app.money.statuses.rejected'), { exact: true })).toBeVisible();
  await expect(listed.getByTestId('status-reason')).toHaveText(reason);
  await customerContext.close();
});

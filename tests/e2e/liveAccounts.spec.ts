import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../src/portal/money/formatMoney';
import { apiData, confirmCode, openAsColleague } from './session';

type Account = { id: number; name: string; currency: string; balance: string; available_balance: string };
type Agent = { id: number; name: string; iban: string | null };

/** The card of one account on the accounts page. */
const card = (page: Page, name: string) => page.getByTestId('account-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

// Issue 18: account.updated on the company channel moves every open page of the company, without reload.
test('a payment made in one browser moves the available balance shown in a second browser of the same company within 2 seconds', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const payer = await openAsColleague(page, 'brightwave@kontor.test');
  const accounts = await apiData<Account[]>(page, 'manager/bank-accounts?per_page=100');
  const eur = accounts.find((a) => a.currency === 'EUR' && Number(a.available_balance) > 100);
  const agent = (await apiData<Agent[]>(page, 'dictionaries/transaction/agents')).find((a) => /^(DE|FR)/.test(a.iban ?? ''));
  expect(eur && agent, 'a funded EUR account and a SEPA beneficiary in the demo').toBeTruthy();
  if (!eur || !agent) return;

  // The second browser: another manager of the company, on the accounts page and on the dashboard.
  const other = await browser.newContext();
  const watcher = await other.newPage();
  await openAsColleague(watcher, 'brightwave@kontor.test');
  await watcher.goto('/manager/accounts/fiat');
  const available = card(watcher, eur.name).getByTestId('account-available');
  const before = formatMoney(eur.available_balance, 'EUR', 'en');
  await expect(available).toHaveText(before);
  const dashboard = await other.newPage();
  await dashboard.goto('/manager');
  const dashboardRow = dashboard.getByTestId('dashboard-accounts').getByRole('row').filter({ hasText: eur.name });
  await expect(dashboardRow).toContainText(before);

  // The payment, in the first browser: a SEPA withdrawal (held until approved, so the available balance drops).
  await page.goto(`/manager/payments/withdrawal/create?aid=${eur.id}&amt=3.21`);
  await page.getByRole('combobox', { name: 'Beneficiary' }).click();
  await page.getByRole('option', { name: agent.name }).first().click();
  await expect(page.locator('input[name="customer_iban"]')).toHaveValue(agent.iban ?? '');
  await expect(page.getByTestId('total-amount')).toHaveText('€3.21');
  await page.getByRole('button', { name: 'Send payment' }).click();
  await confirmCode(page, payer);
  await expect(page.getByTestId('created-transaction')).toBeVisible({ timeout: 60_000 });
  const createdAt = Date.now();

  // The second browser follows within 2 seconds of the commit (no reload, no navigation).
  await expect(available).not.toHaveText(before, { timeout: 2_000 });
  expect(Date.now() - createdAt).toBeLessThan(2_000);
  const after = await apiData<Account>(page, `manager/bank-accounts/${eur.id}`);
  expect(Number(after.available_balance)).toBeLessThan(Number(eur.available_balance));
  await expect(available).toHaveText(formatMoney(after.available_balance, 'EUR', 'en'));
  await expect(dashboardRow).toContainText(formatMoney(after.available_balance, 'EUR', 'en'));
  await other.close();
});

import { expect, test, type Page } from '@playwright/test';
import { apiData, openAs } from './session';

type Child = { id: number; name: string };
type Account = { id: number; name: string; currency: string };
type Tx = { company_id: number; bank_account_id: number; to_account_id: number | null };

const rows = (page: Page) => page.getByTestId('transaction-row');
const listAnswer = (page: Page, part: string) =>
  page.waitForResponse((r) => r.url().includes('/api/v1/manager/affiliates/transactions?') && r.url().includes(part));

test("the manager opens the affiliates with their balances, then an affiliate's transactions and one of its accounts", async ({ page }) => {
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  await page.goto('/manager');

  await page.locator('[data-menu-entry="manager.affiliates.transactions"]').click();
  await expect(page).toHaveURL(/\/manager\/affiliates\/transactions\/approved_transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliates Transactions' })).toBeVisible();

  // Acme's only affiliate is Nordlicht; Brightwave is white-labeled, not an affiliate.
  const companies = page.getByRole('table', { name: 'Affiliated companies' });
  const nordlicht = companies.getByRole('row', { name: /Nordlicht Logistics AG/ });
  await expect(nordlicht).toBeVisible();
  await expect(nordlicht).toContainText(/€[\d,]+\.\d{2} \(1 account\)/);
  await expect(companies.getByText('Brightwave Media Ltd')).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();

  const [child] = await apiData<Child[]>(page, 'manager/affiliates');
  expect(child?.name).toBe('Nordlicht Logistics AG');
  const companyAnswer = listAnswer(page, `company_id=${child?.id}`);
  await nordlicht.click();
  const companyRows = ((await (await companyAnswer).json()) as { data: Tx[] }).data;
  expect(companyRows.length).toBeGreaterThan(0);
  for (const t of companyRows) expect(t.company_id).toBe(child?.id);
  await expect(page).toHaveURL(new RegExp(`\\?cid=${child?.id}$`));

  // The drill-down lists the affiliate's accounts; one of them narrows the list to it.
  const accounts = await apiData<Account[]>(page, `manager/affiliates/${child?.id}/accounts`);
  const usd = accounts.find((a) => a.currency === 'USD');
  expect(usd).toBeDefined();
  const accountList = page.getByRole('list', { name: 'Accounts' });
  const accountAnswer = listAnswer(page, `bank_account_id=${usd?.id}`);
  await accountList.getByRole('button', { name: new RegExp(`${usd?.name} · USD`) }).click();
  const accountRows = ((await (await accountAnswer).json()) as { data: Tx[] }).data;
  expect(accountRows.length).toBeGreaterThan(0);
  for (const t of accountRows) expect([t.bank_account_id, t.to_account_id]).toContain(usd?.id);
  await expect(rows(page)).toHaveCount(Math.min(accountRows.length, 100));
});

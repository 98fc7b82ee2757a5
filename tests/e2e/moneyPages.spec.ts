import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openAs, openAsColleague } from './session';

const rows = (page: Page) => page.getByTestId('transaction-row');

type Tx = { id: number; type_id: string; status: string; bank_account_id: number; to_account_id: number | null };

test('the manager sees balances, pages and filters transactions, downloads a wire confirmation', async ({ page }) => {
  await openAsColleague(page, 'manager@kontor.test');

  await page.goto('/manager/accounts/fiat');
  const cards = page.getByTestId('account-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByTestId('account-balance')).toHaveText(/\d/);
  await expect(cards.first().getByTestId('account-available')).toHaveText(/[€£$]|CHF|PLN|₪/);

  await page.goto('/manager/transactions/approved_transactions');
  await expect(rows(page)).toHaveCount(100);
  await expect(page.getByText(/^1-100 of \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^101-200 of \d+/)).toBeVisible();
  await expect(rows(page)).toHaveCount(100);

  // Filtering by an account asks the server for that account only; every row it answers involves it.
  await page.getByRole('combobox', { name: 'Account' }).click();
  const option = page.getByRole('option').nth(1);
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/manager/transactions?') && r.url().includes('bank_account_id'));
  await option.click();
  const listed = (await (await answer).json()) as { data: Tx[] };
  const accountId = new URL((await answer).url()).searchParams.get('bank_account_id');
  expect(listed.data.length).toBeGreaterThan(0);
  for (const t of listed.data) expect([t.bank_account_id, t.to_account_id]).toContain(Number(accountId));
  await expect(page.getByText(/^1-\d+ of \d+/)).toBeVisible();

  await page.goto('/manager/transactions/pending_transactions');
  await expect(rows(page).first()).toBeVisible();

  // An approved withdrawal: its detail offers the wire confirmation.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('kontor_banking_token') ?? '{}').access_token as string);
  const found = await page.request.get('/api/v1/manager/transactions?mode=approved_transactions&type[]=withdrawal&per_page=1', { headers: { Authorization: `Bearer ${token}` } });
  const withdrawal = ((await found.json()) as { data: Tx[] }).data[0];
  expect(withdrawal).toBeDefined();
  await page.goto(`/manager/transactions/${withdrawal?.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Wire confirmation', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByRole('link', { name: 'Repeat' })).toHaveAttribute('href', `/manager/payments/withdrawal/repeat?tx=${withdrawal?.id}`);

  // A pending withdrawal: set its source of funds, then deny it.
  const pendingAnswer = await page.request.get('/api/v1/manager/transactions?mode=pending_transactions&status[]=pending&type[]=withdrawal&per_page=1', { headers: { Authorization: `Bearer ${token}` } });
  const pending = ((await pendingAnswer.json()) as { data: (Tx & { name: string })[] }).data[0];
  expect(pending).toBeDefined();
  await page.goto(`/manager/transactions/${pending?.id}`);
  await page.getByRole('combobox', { name: 'Source of funds' }).click();
  await page.getByRole('option', { name: 'Customer' }).click();
  await page.getByRole('button', { name: 'Save source of funds' }).click();
  await expect(page.getByText(`Transaction ${pending?.name} updated successfully!`)).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText('Denied', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deny' })).toHaveCount(0);

  await page.goto('/manager');
  await expect(page.getByRole('heading', { name: 'Completed volume' })).toBeVisible();
  await expect(page.getByTestId('volume-total')).toHaveText(/ in \d+ transactions/);
  await expect(page.locator('svg .MuiBarElement-root, svg rect').first()).toBeVisible();
  // Adding a beneficiary (the IBAN fills the bank) is journey 2: journeys/manageBeneficiaries.spec.ts.
});

test('a manager-reader sees the lists but no create, show or deny actions', async ({ page }) => {
  await openAs(page, 'reader@kontor.test', { twoFactor: true });
  await page.goto('/manager/transactions/pending_transactions');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deny' })).toHaveCount(0);
  await page.goto('/manager/transaction-agents');
  await expect(page.locator('.RaDataTable-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New beneficiary' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

// Approving from the pending list is journey 7 (journeys/adminApproval.spec.ts).
test('an admin exports this month\'s approved transactions as CSV and as xlsx', async ({ page }) => {
  await openAs(page, 'admin@kontor.test');
  // The approved list of this month exports as CSV and as xlsx (exceljs loads on demand). Every company's
  // month, with what the other specs approved meanwhile: its first page may take longer on a loaded machine.
  await page.goto('/admin/transactions/approved_transactions?period=current_month');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe('transactions-approved_transactions.csv');
  const text = fs.readFileSync((await csvFile.path()) ?? '', 'utf8');
  expect(text.split('\r\n')[0]).toContain('Date,ID,Type,External service');
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const xlsxFile = await xlsx;
  expect(xlsxFile.suggestedFilename()).toBe('transactions-approved_transactions.xlsx');
  expect(fs.readFileSync((await xlsxFile.path()) ?? '').subarray(0, 2).toString()).toBe('PK');
});

test('an admin checks an account, tops it up and finds the top-up in the check history', async ({ page }) => {
  await openAs(page, 'admin@kontor.test');
  await page.goto('/admin/bank-accounts');
  const firstAccount = page.getByRole('row').nth(1);
  await expect(firstAccount).toBeVisible();
  await firstAccount.getByRole('button', { name: 'Check integrity' }).click();
  await expect(page.getByText(/passed the integrity check\./)).toBeVisible();

  await page.goto('/admin/transactions/credit');
  await page.getByLabel('Account').fill('EUR');
  await page.getByRole('option').first().click();
  await page.getByLabel('Amount').fill('12.34');
  await page.getByRole('button', { name: 'Top up' }).click();
  const posted = page.getByText(/^Top-up KTR-\d{4}-\d{6} posted\.$/);
  await expect(posted).toBeVisible();
  const reference = /KTR-\d{4}-\d{6}/.exec(await posted.innerText())?.[0] ?? '';

  await page.goto('/admin/transactions/check-history');
  // The check history filters as the reference is typed (react-admin filter input, no Check button).
  await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('€12.34');
  await rows(page).first().getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
});

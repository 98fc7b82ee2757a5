import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './otp';
import { confirmCode, openAs, openAsColleague } from './session';

type Account = { id: number; name: string; currency: string; balance: string; available_balance: string; selected: boolean };
type Agent = { id: number; name: string; legal_type: string; iban: string | null; country: string | null };
type Tx = { id: number; status: string; amount: string; fee_amount: string; bank_account_id: number; type_id: string };

const api = (request: APIRequestContext, token: string) => ({
  get: async <T>(path: string): Promise<T> => {
    const r = await request.get(`/api/v1/${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(r.status(), path).toBe(200);
    return ((await r.json()) as { data: T }).data;
  },
});

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('kontor_banking_token') ?? '{}').access_token as string);

/** Picks an option of one of the form's selects by its label. */
const choose = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
};

const createdId = async (page: Page): Promise<number> => {
  const created = page.getByTestId('created-transaction');
  await expect(created).toBeVisible({ timeout: 60_000 });
  const href = await created.getByRole('link').getAttribute('href');
  return Number(href?.split('/').pop());
};

/** Minor units of a decimal string (two decimals for the fiat currencies used here). */
const cents = (v: string) => BigInt(v.replace('.', '').replace(/^-?0+(?=\d)/, ''));

test('a manager pays a saved beneficiary by SEPA, repeats it as a confirmed duplicate, an admin approves; transfer, exchange and convert', async ({ page: brightwavePage, browser }) => {
  let page = brightwavePage;
  test.setTimeout(420_000);
  // Acme (first theme, portals on) creates withdrawals through its portal service (document 1
  // section 2.4); Brightwave, without portals, reaches the withdrawal form.
  // Each part confirms with codes of a colleague of its own (./people.ts): no wait for a time step.
  let me = await openAsColleague(page, 'brightwave@kontor.test');
  const manager = api(page.request, await tokenOf(page));
  const accounts = await manager.get<Account[]>('manager/bank-accounts?per_page=100');
  const eur = accounts.find((a) => a.currency === 'EUR');
  const agents = await manager.get<Agent[]>('dictionaries/transaction/agents');
  const agent = agents.find((a) => /^(DE|FR)/.test(a.iban ?? ''));
  expect(eur && agent).toBeTruthy();

  // An IBAN with wrong check digits: the server's check shows on the field once it is left, and
  // sending answers the field error at once, without asking for a code (issue 21 item 3).
  await page.goto(`/manager/payments/withdrawal/create?aid=${eur?.id}&amt=12.34`);
  await choose(page, 'Beneficiary', agent?.name ?? '');
  const ibanField = page.locator('input[name="customer_iban"]');
  await expect(ibanField).toHaveValue(agent?.iban ?? '');
  const broken = `${agent?.iban?.slice(0, 2)}${agent?.iban?.slice(2, 4) === '00' ? '01' : '00'}${agent?.iban?.slice(4)}`;
  await ibanField.fill(broken);
  await ibanField.press('Tab');
  await expect(ibanField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#payment-customer_iban-helper-text')).toContainText(/IBAN/);
  await page.getByRole('button', { name: 'Send payment' }).click();
  await expect(page.locator('#payment-customer_iban-helper-text')).toContainText(/IBAN/);
  await expect(page.getByRole('dialog', { name: 'Verify your action' })).toHaveCount(0);
  await expect(page.locator('input[name="amount"]')).toHaveAttribute('aria-invalid', 'false');
  await ibanField.fill(agent?.iban ?? '');
  await ibanField.press('Tab');
  await expect(ibanField).toHaveAttribute('aria-invalid', 'false');

  // The SEPA withdrawal, confirmed with a real code; the prompt names amount and payee.
  await expect(page.getByTestId('total-amount')).toHaveText('€12.34');
  await expect(page.getByRole('combobox', { name: /^Transfer service/ })).toHaveText('Sepa (EU , EEA)');
  await page.getByRole('button', { name: 'Send payment' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your action' })).toContainText('€12.34');
  await confirmCode(page, me);
  const firstId = await createdId(page);
  const first = await manager.get<Tx>(`manager/transactions/${firstId}`);
  expect(first).toMatchObject({ status: 'pending', amount: '12.34', type_id: 'withdrawal' });
  const pending = await manager.get<Tx[]>('manager/transactions?mode=pending_transactions&per_page=100');
  expect(pending.map((t) => t.id)).toContain(firstId);

  // Repeat (by another manager of the company): prefilled from the transaction, payee included; the same payee again is a duplicate to confirm.
  me = await openAsColleague(page, 'brightwave@kontor.test');
  await page.goto(`/manager/payments/withdrawal/repeat?tx=${firstId}`);
  await expect(page.locator('input[name="amount"]')).toHaveValue('12.34');
  await expect(page.locator('input[name="customer_iban"]')).toHaveValue(agent?.iban ?? '');
  await expect(page.getByRole('combobox', { name: /^Transfer service/ })).toHaveText('Sepa (EU , EEA)');
  await expect(page.getByTestId('total-amount')).toHaveText('€12.34');
  // The suspected duplicate is asked about before the code (everything is checked first).
  await page.getByRole('button', { name: 'Send payment' }).click();
  const duplicate = page.getByRole('dialog').filter({ hasText: /duplicate/i });
  await expect(duplicate).toBeVisible({ timeout: 30_000 });
  await duplicate.getByRole('button', { name: 'Yes, submit' }).click();
  await confirmCode(page, me);
  const repeatId = await createdId(page);
  expect(repeatId).not.toBe(firstId);

  // An admin approves the first one: the balance drops by amount + fee.
  const before = await manager.get<Account>(`manager/bank-accounts/${eur?.id}`);
  const login = await page.request.post('/api/v1/auth/login', { data: { email: 'admin@kontor.test', password: DEMO_PASSWORD } });
  const adminToken = ((await login.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
  const approve = await page.request.post('/api/v1/a/transactions/approve-api-payments', { headers: { Authorization: `Bearer ${adminToken}` }, data: { id: [firstId], action: 'approve' } });
  expect(approve.status()).toBeLessThan(300);
  const after = await manager.get<Account>(`manager/bank-accounts/${eur?.id}`);
  expect(cents(before.balance) - cents(after.balance)).toBe(cents(first.amount) + cents(first.fee_amount));

  // Transfer and exchange between own accounts of Acme: the destination comes from the transfer map.
  const acmeContext = await browser.newContext();
  page = await acmeContext.newPage();
  me = await openAsColleague(page, 'manager@kontor.test');
  const acmeToken = await tokenOf(page);
  const acme = api(page.request, acmeToken);
  // Acme's seed has one account per currency: a second EUR account gives the transfer map a pair.
  const opened = await page.request.post('/api/v1/manager/bank-accounts', { headers: { Authorization: `Bearer ${acmeToken}` }, data: { currency: 'EUR', name: 'E2E second EUR' } });
  expect(opened.status()).toBeLessThan(300);
  for (const form of ['transfer', 'exchange'] as const) {
    await page.goto(`/manager/payments/${form}/create?amt=5`);
    await expect(page.getByTestId('total-amount')).toHaveText(/5\.00/);
    await page.getByRole('button', { name: 'Send payment' }).click();
    await confirmCode(page, me);
    const id = await createdId(page);
    expect((await acme.get<Tx>(`manager/transactions/${id}`)).type_id).toBe(form);
  }

  // Convert (another manager of Acme): a rate is shown and the received amount computed from it.
  me = await openAsColleague(page, 'manager@kontor.test');
  await page.goto('/manager/payments/convert/create');
  await expect(page.getByTestId('exchange-rate')).toContainText('=');
  await expect(page.locator('input[name="crypto_amount"]')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Send payment' }).click();
  await confirmCode(page, me);
  const convertId = await createdId(page);
  expect((await acme.get<Tx>(`manager/transactions/${convertId}`)).type_id).toBe('convert');
  await acmeContext.close();

  // A manager-reader never reaches a payment form.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await openAs(reader, 'reader@kontor.test', { twoFactor: true });
  await reader.goto('/manager/payments/withdrawal/create');
  await expect(reader).not.toHaveURL(/\/manager\/payments\//);
  await readerContext.close();
});

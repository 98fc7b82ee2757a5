import { expect, request, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { DEMO_PASSWORD } from './otp';
import { E2E_BASE_URL } from './paths';
import { apiData, confirmCode, openAs, openAsColleague, pageToken } from './session';

/** One call with the admin's API session (sign-in without two-factor). */
const asAdmin = async (method: 'PUT', path: string, data: unknown) => {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const login = await api.post('/api/v1/auth/login', { data: { email: 'admin@kontor.test', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const token = ((await login.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
    const res = await api.fetch(`/api/v1/${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  } finally {
    await api.dispose();
  }
};

/** The sandbox PSP's failure switch (PUT psp-sandbox/state, administrators). */
const sandboxState = (mode: 'up' | 'down') => asAdmin('PUT', 'psp-sandbox/state', { mode });

/** What the company's own website does with its PSP token: asks the PSP for a payment to fund. */
const pspPayment = async (token: string, amount: string, reference: string, currency = 'EUR'): Promise<string> => {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const res = await api.post('/api/v1/psp-sandbox/payments', { data: { amount, currency, reference }, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  } finally {
    await api.dispose();
  }
};

test.afterAll(async () => sandboxState('up'));

test('the Acme manager signs up to the PSP portal, attaches an account, looks a payment up and is told when the PSP is down', async ({ page }) => {
  // Acme Trading GmbH has the PSP portal feature in the seed.
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  await page.goto('/manager/psp-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'PSP Portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up at the PSP' }).click();
  await expect(page).toHaveURL(/\/manager\/psp-portal\/sign-up$/);
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Website (optional)' }).click();
  await page.keyboard.type('https://shop.acme.example', { delay: 50 });
  await page.getByLabel('I accept the PSP terms and conditions').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Your company is signed up at the PSP.')).toBeVisible();
  const token = (await page.getByTestId('psp-token-value').textContent()) ?? '';
  expect(token).toMatch(/^fxsk_test_/);

  await page.getByRole('link', { name: 'PSP accounts' }).click();
  await expect(page).toHaveURL(/\/manager\/psp-portal\/accounts$/);
  await expect(page.getByText('No accounts are attached to the PSP yet.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Account', exact: true }).click();
  await page.getByRole('option', { name: /· EUR/ }).first().click();
  await page.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option', { name: 'Funding (pays PSP deposits)' }).click();
  await page.getByRole('button', { name: 'Attach' }).click();
  const row = page.getByTestId('psp-account-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Funding (pays PSP deposits)');
  await expect(row).toContainText('Active');
  expect(await axeViolations(page)).toEqual([]);

  // The company's website asks the PSP for a payout; the manager looks it up on the integration page.
  const paymentId = await pspPayment(token, '250.00', 'Payout 2041');
  await page.goto('/manager/psp-portal/integration');
  await expect(page.getByTestId('psp-merchant')).toContainText('shop.acme.example');
  await page.getByRole('textbox', { name: 'Payment ID' }).click();
  await page.keyboard.type(paymentId, { delay: 50 });
  await page.getByRole('button', { name: 'Find' }).click();
  const payment = page.getByTestId('psp-payment');
  await expect(payment).toContainText(`PSP payment ${paymentId}`);
  await expect(payment).toContainText('€250.00');
  await expect(payment).toContainText('Payout 2041');
  await expect(payment.getByRole('link', { name: 'Create PSP deposit' })).toHaveAttribute('href', `/manager/payments/withdrawal/create?fx=${paymentId}`);
  expect(await axeViolations(page)).toEqual([]);

  // The PSP goes down: the same lookup shows the portal's warning with the server's message.
  await sandboxState('down');
  await page.getByRole('button', { name: 'Find' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('The PSP is unavailable. Please try again later.');
  await alert.getByRole('button', { name: 'Ok, got it!' }).click();
  await expect(alert).toHaveCount(0);
  await sandboxState('up');
});

test('a PSP deposit opened with fx is prefilled from the PSP payment and paid once', async ({ page }) => {
  // Brightwave (first theme, no portals: its withdrawal form is not redirected) gets the PSP feature from an admin.
  const me = await openAsColleague(page, 'brightwave@kontor.test');
  const company = (await apiData<{ company: { id: number } }>(page, 'auth/me')).company;
  await asAdmin('PUT', `a/companies/${company.id}`, { enabled_features: { psp_portal: true } });
  const headers = { Authorization: `Bearer ${await pageToken(page)}` };
  const signUp = await page.request.post('/api/v1/manager/flexpsp/sign-up', { data: { accept_terms: true }, headers });
  expect(signUp.status()).toBe(201);
  const token = ((await signUp.json()) as { data: { token: string } }).data.token;
  const accounts = await apiData<{ id: number; currency: string; available_balance: string }[]>(page, 'manager/bank-accounts');
  const source = accounts.find((a) => ['EUR', 'GBP', 'USD'].includes(a.currency) && Number(a.available_balance) > 50);
  expect(source, 'a funded EUR, GBP or USD account').toBeDefined();
  const paymentId = await pspPayment(token, '12.34', 'Refund 88', source?.currency);

  await page.goto(`/manager/payments/withdrawal/create?fx=${paymentId}&aid=${source?.id}`);
  await expect(page.getByTestId('psp-deposit-notice')).toContainText(`PSP deposit for payment ${paymentId}`);
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('12.34');
  await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toHaveValue('FlexPSP Sandbox Collections');
  await page.getByRole('button', { name: 'Send payment' }).click();
  await confirmCode(page, me);
  await expect(page.getByTestId('created-transaction')).toBeVisible();

  const looked = await apiData<{ deposit: { transaction_id: number } | null }>(page, `manager/flexpsp/payments/${paymentId}`);
  expect(looked.deposit?.transaction_id).toBeGreaterThan(0);
});

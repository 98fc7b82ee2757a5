import { expect, test } from '@playwright/test';
import { apiData, confirmCode, openAsColleague } from './session';

type Tx = { id: number; type_id: string; status: string; amount: string; currency: string; to_amount: string | null };

// Buying crypto is journey 8 (journeys/buyCrypto.spec.ts, in Japanese).

test('a manager gets the deposit address of a crypto deposit with its payment URI', async ({ page }) => {
  const me = await openAsColleague(page, 'manager@kontor.test');
  await page.goto('/manager/crypto/deposit?amt=0.0025');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Crypto' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('switch', { name: 'Sell automatically on arrival' }).uncheck();
  await expect(page.locator('input[name="network"]')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Get deposit address' }).click();
  await confirmCode(page, me);
  const address = await page.getByTestId('deposit-address').textContent({ timeout: 60_000 });
  expect(address).toMatch(/^(bc1q[a-z0-9]{38}|0x[0-9a-f]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$/);
  await expect(page.getByTestId('deposit-uri')).toHaveText(new RegExp(`^(bitcoin|ethereum|tron):${address}\\?amount=0\\.0025`));
  await expect(page.getByTestId('deposit-qr')).toBeVisible();
});

test('a manager saves a wallet in the withdrawal page, withdraws to it, and sells on the sell page without a code', async ({ page }) => {
  test.setTimeout(240_000);
  const me = await openAsColleague(page, 'manager@kontor.test');
  await page.goto('/manager/crypto/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Crypto' })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Withdraw Crypto' });
  await expect(form.locator('input[name="network"]')).toHaveValue('bitcoin', { timeout: 30_000 });
  const add = page.getByRole('form', { name: 'Add wallet' });
  await add.getByTestId('wallet-name').fill('E2E cold storage');
  await add.getByTestId('wallet-wallet').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await add.getByRole('button', { name: 'Add wallet' }).click();
  await confirmCode(page, me);
  const row = page.getByTestId('wallet-row').filter({ hasText: 'E2E cold storage' });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.getByRole('button', { name: 'Use' }).click();
  await expect(form.locator('input[name="wallet_id"]')).not.toHaveValue('');
  await expect(page.getByTestId('total-amount')).toHaveText(/^0\.001 BTC$/);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await confirmCode(page, me);
  const created = page.getByTestId('created-transaction');
  await expect(created).toBeVisible({ timeout: 60_000 });
  const id = Number((await created.getByRole('link').getAttribute('href'))?.split('/').pop());
  expect(await apiData<Tx>(page, `manager/transactions/${id}`)).toMatchObject({ type_id: 'withdraw_crypto', amount: '0.00100000', currency: 'BTC' });

  // Sell: the received fiat follows the typed crypto amount at the shown rate, and the other way round.
  await page.goto('/manager/crypto/sell');
  await expect(page.getByTestId('exchange-rate')).toContainText('=', { timeout: 30_000 });
  await page.locator('input[name="amount"]').fill('0.002');
  await expect(page.locator('input[name="crypto_amount"]')).toHaveValue(/^\d+\.\d{2}$/);
  await page.locator('input[name="crypto_amount"]').fill('100');
  await expect(page.locator('input[name="amount"]')).toHaveValue(/^\d+\.\d{8}$/);
});

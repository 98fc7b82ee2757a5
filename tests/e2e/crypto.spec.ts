import { expect, test } from '@playwright/test';
import { apiData, confirmCode, signIn } from './session';

type Tx = { id: number; type_id: string; status: string; amount: string; currency: string; to_amount: string | null };

test('a manager buys crypto from a fiat account, then gets the deposit address with its payment URI', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'manager@kontor.test', { twoFactor: true });

  await page.goto('/manager/crypto/buy?amt=20');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Crypto' })).toBeVisible();
  await expect(page.getByTestId('exchange-rate')).toContainText('=');
  await expect(page.locator('input[name="crypto_amount"]')).not.toHaveValue('');
  await expect(page.locator('input[name="network"]')).toHaveValue(/^(bitcoin|ethereum|tron)$/);
  await expect(page.getByTestId('total-amount')).toHaveText(/^20\.00 /);
  const shown = await page.locator('input[name="crypto_amount"]').inputValue();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await confirmCode(page, 'manager@kontor.test');
  const created = page.getByTestId('created-transaction');
  await expect(created).toBeVisible({ timeout: 60_000 });
  const id = Number((await created.getByRole('link').getAttribute('href'))?.split('/').pop());
  const tx = await apiData<Tx>(page, `manager/transactions/${id}`);
  expect(tx).toMatchObject({ type_id: 'buy_crypto', amount: '20.00', currency: 'EUR' });
  // The rate may tick between the shown amount and the answer only within the quote's validity: the server honours what was shown.
  expect(tx.to_amount).toBe(shown);

  await page.goto('/manager/crypto/deposit?amt=0.0025');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Crypto' })).toBeVisible();
  await page.getByRole('switch', { name: 'Sell automatically on arrival' }).uncheck();
  await expect(page.locator('input[name="network"]')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Get deposit address' }).click();
  await confirmCode(page, 'manager@kontor.test');
  const address = await page.getByTestId('deposit-address').textContent({ timeout: 60_000 });
  expect(address).toMatch(/^(bc1q[a-z0-9]{38}|0x[0-9a-f]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$/);
  await expect(page.getByTestId('deposit-uri')).toHaveText(new RegExp(`^(bitcoin|ethereum|tron):${address}\\?amount=0\\.0025`));
  await expect(page.getByTestId('deposit-qr')).toBeVisible();
});

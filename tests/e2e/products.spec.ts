import { expect, test } from '@playwright/test';
import { apiData, openAs } from './session';

type Account = { id: number; name: string; currency: string; balance: string; currency_unit: { currency_type: string } };

test('a manager creates a product, a visitor buys it on its public link, and the merchant account is credited', async ({ page, browser }) => {
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  const accounts = await apiData<Account[]>(page, 'manager/bank-accounts?per_page=100');
  const credited = accounts.filter((a) => a.currency_unit.currency_type === 'fiat').sort((a, b) => a.id - b.id)[0];
  if (!credited) throw new Error('the demo manager has no fiat account');

  // The balance as the accounts page shows it before the purchase.
  await page.goto('/manager/accounts');
  const euros = (v: number) => `€${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByRole('heading', { level: 2, name: credited.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 5, name: euros(Number(credited.balance)) })).toBeVisible();

  await page.goto('/manager/products/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByLabel('Name').click();
  await page.keyboard.type('Espresso machine', { delay: 50 });
  await page.getByLabel('Description').click();
  await page.keyboard.type('Brewed fresh', { delay: 50 });
  await page.getByLabel('Price').click();
  await page.keyboard.type('12.50', { delay: 50 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/manager\/products\/\d+$/);
  const link = page.locator('a[href^="/purchase/"]').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/purchase\/[0-9a-f]{32}$/);

  // A visitor: a fresh browser, nobody signed in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(href ?? '');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Buy Espresso machine' })).toBeVisible();
  await expect(visitor.getByText('Price: 12.50 EUR')).toBeVisible();
  await visitor.getByRole('button', { name: 'Get payment address' }).click();
  await expect(visitor.getByTestId('payment-address')).toBeVisible();
  await expect(visitor.getByText('Waiting for the payment…')).toBeVisible();
  await visitor.getByRole('button', { name: 'Pay with the sandbox wallet' }).click();
  await expect(visitor.getByText('Payment received. Thank you!')).toBeVisible();
  await visitorContext.close();

  // The merchant sees the account's balance moved by the price.
  await page.goto('/manager/accounts');
  await expect(page.getByRole('heading', { level: 2, name: credited.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 5, name: euros(Number(credited.balance) + 12.5) })).toBeVisible();
});

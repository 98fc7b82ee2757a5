import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './otp';
import { colleagueOf } from './people';

/** Demo users without two-factor only, so no test waits for a code. */
const signIn = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const menu = (page: Page, name: string) => page.locator(`[data-menu="main"] [data-menu-entry="${name}"]`);

const findUser = async (page: Page, email: string) => {
  await menu(page, 'admin.users').click();
  await expect(page).toHaveURL(/\/admin\/users(\?.*)?$/);
  await page.getByLabel('Search by name or e-mail').fill(email);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  return page.getByTestId('user-row');
};

const meStatus = (page: Page, token: string) => page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });

test('an admin acts as a customer from the users list and comes back with Back To Admin', async ({ page }) => {
  await signIn(page, 'admin@kontor.test');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('user-menu-name')).toBeVisible();
  const adminName = (await page.getByTestId('user-menu-name').innerText()).trim();
  const row = await findUser(page, 'individual@kontor.test');
  const customerName = (await row.locator('td.column-name').innerText()).trim();

  await row.getByRole('button', { name: 'Login as user' }).click();
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(menu(page, 'admin.users')).toHaveCount(0);
  await expect(page.locator('[data-menu="main"] [data-menu-entry]').filter({ hasText: 'Fiat Accounts' })).toBeVisible();
  await expect(page.getByTestId('user-menu-name')).toHaveText(customerName);
  // Every page says whose portal this is while it lasts.
  await expect(page.getByTestId('acting-as-banner')).toHaveText(new RegExp(`You are acting as ${customerName}`));
  await page.goto('/manager/profile');
  await expect(page.getByTestId('acting-as-banner')).toContainText(customerName);
  const userToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('kontor_banking_token') ?? '{}') as { access_token: string }).access_token);
  expect((await (await meStatus(page, userToken)).json()).data.email).toBe('individual@kontor.test');

  await page.getByRole('button', { name: /User menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Back To Admin' }).click();
  // The users list may bring back its search from before (react-admin keeps a list's state).
  await expect(page).toHaveURL(/\/admin\/users(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(menu(page, 'admin.users')).toBeVisible();
  await expect(page.getByTestId('user-menu-name')).toHaveText(adminName);
  await expect(page.getByTestId('acting-as-banner')).toHaveCount(0);
  const adminToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('kontor_banking_token') ?? '{}') as { access_token: string }).access_token);
  expect((await (await meStatus(page, adminToken)).json()).data.email).toBe('admin@kontor.test');
  // Leaving ended the acting session on the server.
  expect((await meStatus(page, userToken)).status()).toBe(401);
});

test('the admin dashboard shows user statistics and the recent users', async ({ page }) => {
  await signIn(page, 'admin@kontor.test');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('user-stat-total')).toHaveText(/^\d+$/);
  expect(Number(await page.getByTestId('user-stat-total').innerText())).toBeGreaterThanOrEqual(8);
  await expect(page.getByTestId('recent-user').first()).toBeVisible();
  expect(await page.getByTestId('recent-user').count()).toBeLessThanOrEqual(10);
});

test('an admin disables a user and that user\'s open session gets 401', async ({ page, browser }) => {
  // A customer of this test alone (./people.ts): the demo individual stays enabled whatever happens here.
  const email = colleagueOf('individual@kontor.test');
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await signIn(customerPage, email);
  await expect(customerPage).toHaveURL(/\/manager$/);
  const token = await customerPage.evaluate(() => (JSON.parse(localStorage.getItem('kontor_banking_token') ?? '{}') as { access_token: string }).access_token);
  expect((await meStatus(customerPage, token)).status()).toBe(200);

  await signIn(page, 'admin@kontor.test');
  await expect(page).toHaveURL(/\/admin$/);
  const row = await findUser(page, email);
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/);
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();

  expect((await meStatus(customerPage, token)).status()).toBe(401);
  // The customer's browser finds itself signed out at its next step.
  await customerPage.reload();
  await expect(customerPage).toHaveURL(/\/login$/);
  await customer.close();

  // And enabled again.
  await page.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
});

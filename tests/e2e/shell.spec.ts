import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './otp';
import { colleagueOf } from './people';
import { confirmCode } from './session';

/** Signs in through the login page; users with two-factor confirm with a fresh code. Does not wait for the landing page. */
const signIn = async (page: Page, email: string, twoFactor = false) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (twoFactor) await confirmCode(page, email);
};

/** The labels of the main side menu, without the timeline entries (they come from the server's entity classes). */
const mainMenu = async (page: Page): Promise<string[]> => {
  const entries = page.locator('[data-menu="main"] [data-menu-entry]:not([data-menu-entry^="admin.timelines."])');
  await expect(entries.first()).toBeVisible();
  return (await entries.allInnerTexts()).map((text) => text.trim());
};

const ADMIN_MENU = [
  'Dashboard', 'White Label', 'White Label Documents', 'Users', 'Company List', 'Settings', 'Auth Checkpoints', 'KYC File Archives',
  'Announcements', 'Activity Logs', 'Bank Accounts', 'Top-up balance', 'Agent blacklist', 'Integrity Checks', 'Pending Transactions', 'Approved Transactions',
  'External Payment Approval', 'Check History', 'RabbitMQ', 'CPU', 'HDD', 'CRM Queue Upsert', 'CRM Queue Tags', 'Profile',
];

const MANAGER_MENU = [
  'Dashboard', 'Fiat Accounts', 'Crypto Accounts', 'White Label', 'White-Labeled KYC', 'White-Labeled Transactions',
  'Sell Crypto', 'Buy Crypto', 'Withdraw Crypto', 'Deposit Crypto', 'Beneficiaries', 'Payment templates', 'Approvals', 'Standing orders', 'Approval rules', 'Approved Transactions', 'Pending Transactions',
  'IBAN', 'Transfer', 'Exchange', 'Import', 'Products', 'Portal Services', 'API keys', 'Webhooks', 'Statement schedules', 'API payments', 'Reports', 'KYC', 'Imports', 'Notifications', 'Support Tickets', 'Profile',
  'PSP Portal Accounts', 'Affiliates KYC', 'Affiliates Transactions',
];

/**
 * manager-reader: what the manager sees but the payment forms and the import; White Label (document 1
 * section 2.3) and the integrations' pages, Portal Services and PSP Portal Accounts (issue 38,
 * docs/decisions.md), open read-only.
 */
const READER_MENU = MANAGER_MENU.filter((label) => !['IBAN', 'Transfer', 'Exchange', 'Import'].includes(label));

/** Individual without two-factor, crypto feature only: no imports (two-factor for everyone), no company features. */
const INDIVIDUAL_MENU = [
  'Dashboard', 'Fiat Accounts', 'Crypto Accounts', 'Sell Crypto', 'Buy Crypto', 'Withdraw Crypto', 'Deposit Crypto', 'Beneficiaries',
  'Payment templates', 'Standing orders', 'Approved Transactions', 'Pending Transactions', 'IBAN', 'Transfer', 'Exchange', 'Products', 'Reports', 'KYC', 'Notifications', 'Support Tickets', 'Profile',
];

for (const email of ['superadmin@kontor.test', 'admin@kontor.test']) {
  test(`${email} lands on the admin dashboard with the admin menu`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Kontor | Admin dashboard');
    expect(await mainMenu(page)).toEqual(ADMIN_MENU);
  });
}

test('the manager lands on the manager dashboard with the full manager menu', async ({ page }) => {
  // A manager of Acme with a two-factor replay state of its own (./people.ts): no wait for a code.
  await signIn(page, colleagueOf('manager@kontor.test'), true);
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await mainMenu(page)).toEqual(MANAGER_MENU);

  // A menu entry opens its page: real title, breadcrumbs and document title.
  await page.locator('[data-menu-entry="manager.transactions.pending"]').click();
  await expect(page).toHaveURL(/\/manager\/transactions\/pending_transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Transactions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Kontor | Pending Transactions');
});

test('the manager-reader sees the read-only menu and is sent from a payment form to the dashboard', async ({ page }) => {
  await signIn(page, colleagueOf('reader@kontor.test'), true);
  await expect(page).toHaveURL(/\/manager$/);
  expect(await mainMenu(page)).toEqual(READER_MENU);

  await page.goto('/manager/payments/withdrawal/create');
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the individual customer without two-factor sees the individual menu', async ({ page }) => {
  await signIn(page, 'individual@kontor.test');
  await expect(page).toHaveURL(/\/manager$/);
  expect(await mainMenu(page)).toEqual(INDIVIDUAL_MENU);
});

test('a manager whose compliance tracking is required is forced to the verification page', async ({ page }) => {
  await signIn(page, 'pending@kontor.test');
  await expect(page).toHaveURL(/\/profile\/compliance-trackings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  expect(await mainMenu(page)).toEqual(['Verification']);

  await page.goto('/manager/reports');
  await expect(page).toHaveURL(/\/profile\/compliance-trackings$/);
});

test('unknown paths and invalid route parameters show /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await signIn(page, 'admin@kontor.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/transactions/not_a_mode');
  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('an unauthenticated visit goes to the login page and returns to the page after signing in', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: /e-mail/i }).fill('admin@kontor.test');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('logout from the user menu returns to the login page', async ({ page }) => {
  await signIn(page, 'individual@kontor.test');
  await expect(page).toHaveURL(/\/manager$/);
  await page.getByRole('button', { name: /User menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kontor_banking_token'))).toBeNull();
});

test('a session close to its end asks to stay logged in, and staying refreshes the token', async ({ page }) => {
  await signIn(page, 'admin@kontor.test');
  await expect(page).toHaveURL(/\/admin$/);
  // The dashboard rendered: the navigation to /admin is over (a navigation refreshes a short token itself).
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  const expiresAt = () => page.evaluate(() => (JSON.parse(localStorage.getItem('kontor_banking_token') ?? '{}') as { expires_at?: number }).expires_at ?? 0);

  const soon = await page.evaluate(() => {
    const token = JSON.parse(localStorage.getItem('kontor_banking_token') ?? '{}') as { expires_at: number };
    token.expires_at = Math.floor(Date.now() / 1000) + 100;
    localStorage.setItem('kontor_banking_token', JSON.stringify(token));
    return token.expires_at;
  });

  const reminder = page.getByRole('dialog', { name: 'Your Session is About to Expire' });
  // The reminder checks every five seconds.
  await expect(reminder).toBeVisible({ timeout: 10_000 });
  await reminder.getByRole('button', { name: 'Stay Logged In' }).click();
  await expect(reminder).toBeHidden();
  await expect.poll(expiresAt).toBeGreaterThan(soon + 600);
});

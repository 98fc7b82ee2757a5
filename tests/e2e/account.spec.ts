import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, freshCode } from './otp';
import { linkOf } from './mail';
import { colleagueOf } from './people';

const NEW_PASSWORD = 'Fresh-Passw0rd!';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto(`/login?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('textbox', { name: /e-mail/i })).toHaveValue(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const expectSignedIn = async (page: Page) => {
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kontor_banking_token'))).not.toBeNull();
};

/** An approved individual user, registered through the API: the starting point of the recovery test. */
const registeredUser = async (request: APIRequestContext): Promise<string> => {
  const email = uniqueEmail('recover');
  const body = { first_name: 'Rita', last_name: 'Recover', email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, legal_type: 'individual' };
  expect((await request.post('/api/v1/auth/registration', { data: body })).status()).toBe(201);
  const approval = await linkOf(email, 'Approve your e-mail address');
  const [, key, code] = /^\/u\/email\/([^/]+)\/([^/?]+)/.exec(approval) ?? [];
  expect((await request.post(`/api/v1/auth/approve-email/${key}/${code}`)).ok()).toBe(true);
  return email;
};

test('a new company registers, approves its e-mail address from the mailed link and signs in', async ({ page }) => {
  const email = uniqueEmail('company');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByRole('radio', { name: 'A company' }).check();
  await page.getByRole('textbox', { name: /^Company name/ }).fill('E2E Trading Ltd');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Erika');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Muster');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);

  const meter = page.getByRole('meter', { name: 'Password strength' });
  await page.locator('input[name="password"]').fill('abcdefgh');
  await expect(meter).toHaveAttribute('aria-valuenow', '33');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await expect(meter).toHaveAttribute('aria-valuenow', '100');
  await page.locator('input[name="password_confirmation"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Your account has been created/)).toBeVisible();

  // Signing in waits for the approval.
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText('Please approve your e-mail address first. We have sent you a link.')).toBeVisible();

  await page.goto(await linkOf(email, 'Approve your e-mail address'));
  await expect(page.getByText('Your e-mail address has been approved. You can sign in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, DEMO_PASSWORD);
  await expectSignedIn(page);
});

test('a forgotten password is replaced through the mailed reset link', async ({ page, request }) => {
  const email = await registeredUser(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The link changes the address at once; the page itself may still be loading (the sign-in page,
  // with its own E-mail field, stays until it has): type only into the page that asks for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent a password reset link/)).toBeVisible();

  await page.goto(await linkOf(email, 'Reset your password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.locator('input[name="password_confirmation"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. You can sign in with it now.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('textbox', { name: /e-mail/i })).toHaveValue(email);
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedIn(page);
  // The old password is gone.
  expect((await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } })).status()).toBe(422);
});

test('a user turns two-factor on from the profile page by the secret, then off with a code', async ({ page }) => {
  // A customer of its own (./people.ts): the demo individual keeps two-factor off for the other tests.
  const me = colleagueOf('individual@kontor.test');
  await signIn(page, me, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/manager$/);
  await page.goto('/manager/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(panel.getByText('Off', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Enable' }).click();
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await panel.getByRole('textbox', { name: 'Secret key' }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await panel.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await freshCode(me, secret));
  // Ten recovery codes, shown this once (issue 42).
  const codes = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(codes.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codes).toBeHidden();

  await expect(panel.getByRole('button', { name: 'Disable' })).toBeVisible();
  await expect(panel.getByTestId('recovery-codes-left')).toHaveText('10 of 10 recovery codes left.');
  await expect(panel.getByText('On', { exact: true })).toBeVisible();
  // The stored user follows, so guards and menus see two-factor on.
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('kontor_banking_user') ?? '{}') as { two_factor_auth?: { google?: boolean } }).two_factor_auth?.google))
    .toBe(true);

  await panel.getByRole('button', { name: 'Disable' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify your action' });
  await expect(modal.getByRole('textbox', { name: /^Digit/ }).first()).toBeFocused();
  // The server refuses a code of a step already spent: the next step's code.
  await page.keyboard.type(await freshCode(me, secret));
  await expect(modal).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Enable' })).toBeVisible();
  await expect(panel.getByText('Off', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('kontor_banking_user') ?? '{}') as { two_factor_auth?: { google?: boolean } }).two_factor_auth?.google))
    .toBe(false);
});

import { expect, test, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { DEMO_PASSWORD, DEMO_SECRET, freshCode } from './otp';

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Six digits that are none of the codes the server accepts right now (one step of drift either way). */
const wrongCode = (): string => {
  const step = Math.floor(Date.now() / 30_000);
  const valid = new Set([-1, 0, 1, 2].map((offset) => authenticator.clone({ epoch: (step + offset) * 30_000 }).generate(DEMO_SECRET)));
  for (let n = 0; ; n += 1) {
    const candidate = String((123_456 + n * 111_111) % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
};

test('an admin signs in and lands on /admin', async ({ page }) => {
  await signIn(page, 'admin@kontor.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
});

test('a manager confirms the sign-in with the two-factor code and lands on /manager', async ({ page }) => {
  await signIn(page, 'manager@kontor.test', DEMO_PASSWORD);
  const modal = page.getByRole('dialog', { name: 'Verify your action' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Enter code from your Two-Factor Auth application')).toBeVisible();
  const digits = modal.getByRole('textbox', { name: /^Digit/ });
  await expect(digits).toHaveCount(6);
  // The first input takes the focus after one second.
  await expect(digits.first()).toBeFocused();

  await page.keyboard.type(wrongCode());
  await expect(modal.getByText('The two-factor code is invalid.')).toBeVisible();
  for (const digit of await digits.all()) await expect(digit).toHaveValue('');
  await expect(digits.first()).toBeFocused();

  // A code of a time step no earlier test spent (the server accepts each step once): see ./otp.
  await page.keyboard.type(await freshCode('manager@kontor.test'));
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(modal).toBeHidden();
});

test('unknown credentials show the error message and stay on the login page', async ({ page }) => {
  await signIn(page, 'nobody@kontor.test', 'Wrong-Passw0rd!');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

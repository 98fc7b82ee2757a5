import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_SECRET, freshCode } from './otp';

/** Types an unused code of `email`'s secret into the open two-factor dialog. */
export const confirmCode = async (page: Page, email: string, secret: string = DEMO_SECRET): Promise<void> => {
  await expect(page.getByRole('dialog', { name: 'Verify your action' })).toBeVisible();
  // The first input takes the focus after a moment.
  await expect(page.getByRole('textbox', { name: /^Digit 1/ })).toBeFocused();
  await page.keyboard.type(await freshCode(email, secret));
};

type SignInOptions = { twoFactor?: boolean; password?: string };

/** Signs in through the login page; users with two-factor confirm with a fresh code. Ends once the portal left /login. */
export const signIn = async (page: Page, email: string, options: SignInOptions = {}): Promise<void> => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.locator('input[name="password"]').fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (options.twoFactor) await confirmCode(page, email);
  await expect(page).not.toHaveURL(/\/login/);
};

/** The access token the portal stored for the signed-in page. */
export const pageToken = (page: Page): Promise<string> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('kontor_banking_token') ?? '{}') as { access_token: string }).access_token);

/** A GET of the API with the page's own session; the whole answer body (data and meta). */
export const apiBody = async <T>(page: Page, apiPath: string): Promise<T> => {
  const res = await page.request.get(`/api/v1/${apiPath}`, { headers: { Authorization: `Bearer ${await pageToken(page)}` } });
  expect(res.ok(), `${apiPath}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
};

/** The `data` of a GET with the page's own session. */
export const apiData = async <T>(page: Page, apiPath: string): Promise<T> => (await apiBody<{ data: T }>(page, apiPath)).data;

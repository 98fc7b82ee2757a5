import { expect, request, type Page } from '@playwright/test';
import { RELEASE_ID, STORAGE_KEYS } from '../../src/contract/constants';
import { DEMO_PASSWORD, DEMO_SECRET, freshCode } from './otp';
import { E2E_BASE_URL } from './paths';
import { colleagueOf } from './people';

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

type Cookie = { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: 'Strict' | 'Lax' | 'None' };
type StoredSession = { token: { access_token: string; expires_at: number }; user: unknown; cookies: Cookie[] };

/** This worker's sessions by e-mail: each user signs in once per worker (see openAs). */
const stored = new Map<string, StoredSession>();

/** A session that has this long left is signed in again (the portal refreshes below ten minutes). */
const MIN_LEFT_SECONDS = 15 * 60;

const signInByApi = async (email: string, twoFactor: boolean): Promise<StoredSession> => {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const res = await api.post('/api/v1/auth/login', {
      data: { email, password: DEMO_PASSWORD },
      headers: twoFactor ? { 'one-time-code': await freshCode(email) } : {},
    });
    expect(res.status(), `sign-in of ${email}`).toBe(200);
    const body = (await res.json()) as { data: { token: StoredSession['token']; user: unknown } };
    return { token: body.data.token, user: body.data.user, cookies: (await api.storageState()).cookies };
  } finally {
    await api.dispose();
  }
};

type OpenOptions = {
  /** The user has two-factor on: the sign-in takes a code. */
  twoFactor?: boolean;
  /** A session of this test alone (for a test that logs out, refreshes or ends the session). */
  own?: boolean;
};

/**
 * Puts `page` in a signed-in state of `email` without the sign-in page, as a browser that signed in
 * earlier: the stored token and user, and the refresh cookie. Tests about signing in use signIn;
 * every other test starts from here. The session is made once per worker and user and shared by
 * the tests of that worker (they run one after another), unless `own` asks for a new one.
 */
export const openAs = async (page: Page, email: string, { twoFactor = false, own = false }: OpenOptions = {}): Promise<void> => {
  let session = own ? undefined : stored.get(email);
  if (!session || session.token.expires_at - Date.now() / 1000 < MIN_LEFT_SECONDS) {
    session = await signInByApi(email, twoFactor);
    if (!own) stored.set(email, session);
  }
  await page.context().addCookies(session.cookies);
  // Any page of the portal's origin gives access to its storage; the health answer is the lightest.
  await page.goto('/api/v1/health');
  await page.evaluate(
    ({ keys, token, user, release }) => {
      localStorage.setItem(keys.token, JSON.stringify(token));
      localStorage.setItem('kontor_banking_user', JSON.stringify(user));
      localStorage.setItem(keys.releaseId, release);
    },
    { keys: STORAGE_KEYS, token: session.token, user: session.user, release: RELEASE_ID },
  );
};

/**
 * Opens the portal as a new colleague of `email` (./people.ts): same company, role and secret, its
 * own two-factor replay state, signed in with a code of its own. A test that confirms with codes
 * uses one, so it never waits for a time step another test spent. Returns the colleague's e-mail
 * (for confirmCode).
 */
export const openAsColleague = async (page: Page, email: string): Promise<string> => {
  const colleague = colleagueOf(email);
  await openAs(page, colleague, { twoFactor: true, own: true });
  return colleague;
};

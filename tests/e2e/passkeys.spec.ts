import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { DEMO_PASSWORD, freshCode } from './otp';
import { E2E_PORT } from './paths';
import { colleagueOf } from './people';
import { confirmCode, signIn } from './session';

/**
 * Issue 42 end to end, with Chromium's virtual authenticator (CDP WebAuthn): a manager registers a
 * passkey from the profile, makes new recovery codes confirming with it, signs in with it, confirms a
 * transfer with it (a payment changed on the way is refused with the old assertion), and signs in with a
 * recovery code. WebAuthn needs a real host name for its relying party: the portal is opened on
 * http://localhost:<port> (KONTOR_PUBLIC_URL's default), not 127.0.0.1.
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;

type Tx = { id: number; amount: string; type_id: string };

/** The credentials of the sign-in form, typed as a person types them. */
const typeCredentials = async (page: Page, email: string) => {
  await page.goto(`${ORIGIN}/login`);
  await page.getByRole('textbox', { name: /e-mail/i }).click();
  await page.keyboard.type(email, { delay: 5 });
  await page.locator('input[name="password"]').click();
  await page.keyboard.type(DEMO_PASSWORD, { delay: 5 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your action' })).toBeVisible();
};

const signedIn = async (page: Page) => {
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
};

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('kontor_banking_token') ?? '{}') as { access_token: string }).access_token);

test('passkeys: register from the profile, sign in, confirm a payment (a changed one refused), recovery codes', async ({ page }) => {
  test.setTimeout(300_000);
  // A colleague of Acme's manager: its own codes, passkeys and recovery codes.
  const me = colleagueOf('manager@kontor.test');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  // Sign in with the app's code: no passkey yet, so the dialog offers none.
  await typeCredentials(page, me);
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
  await confirmCode(page, me);
  await signedIn(page);

  // Register a passkey under a name; adding a factor asks for the current code.
  await page.goto(`${ORIGIN}/manager/profile`);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await passkeys.getByRole('textbox', { name: 'Name of the new passkey' }).click();
  await page.keyboard.type('Work laptop', { delay: 5 });
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await confirmCode(page, me);
  await expect(page.getByText('The passkey has been added.')).toBeVisible();
  await expect(passkeys.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  // New recovery codes, confirmed with the passkey instead of a code; shown once, downloadable.
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await twoFactor.getByRole('button', { name: 'Generate new codes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Generate new codes' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your action' });
  await expect(verify.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await verify.getByRole('button', { name: 'Use a passkey' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(codesDialog).toBeVisible();
  const codes = (await codesDialog.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  expect(await axeViolations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), codesDialog.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('kontor-recovery-codes.txt');
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByTestId('recovery-codes-left')).toHaveText('10 of 10 recovery codes left.');

  // Sign in again with the passkey as the second factor (opening /login signs out).
  await typeCredentials(page, me);
  await page.getByRole('dialog', { name: 'Verify your action' }).getByRole('button', { name: 'Use a passkey' }).click();
  await signedIn(page);

  // A payment confirmed with the passkey. First the payment is changed on its way with the signed
  // answer (another amount, as a tampered browser would send): the server refuses the old assertion.
  // Acme's seed has one account per currency: a second EUR account gives the transfer a destination.
  const token = await tokenOf(page);
  const opened = await page.request.post(`${ORIGIN}/api/v1/manager/bank-accounts`, { headers: { Authorization: `Bearer ${token}` }, data: { currency: 'EUR', name: 'Passkey second EUR' } });
  expect(opened.status()).toBeLessThan(300);
  await page.goto(`${ORIGIN}/manager/payments/transfer/create?amt=5`);
  await expect(page.getByTestId('total-amount')).toHaveText(/5\.00/);
  let tampered = 0;
  await page.route('**/api/v1/manager/transactions/*', async (route) => {
    const request = route.request();
    const assertion = request.headers()['passkey-assertion'];
    if (request.method() !== 'POST' || !assertion || assertion === 'request') return route.continue();
    tampered += 1;
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    // A new Idempotency-Key: the server takes it for a new payment, of 6 instead of 5.
    return route.continue({ postData: JSON.stringify({ ...body, amount: '6' }), headers: { ...request.headers(), 'idempotency-key': crypto.randomUUID() } });
  });
  await page.getByRole('button', { name: 'Send payment' }).click();
  await verify.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(verify).toContainText('This passkey confirmation was given for another request. Please confirm again.');
  expect(tampered).toBe(1);
  await page.unroute('**/api/v1/manager/transactions/*');
  // The untouched payment, with a new passkey confirmation, goes through.
  await verify.getByRole('button', { name: 'Use a passkey' }).click();
  const created = page.getByTestId('created-transaction');
  await expect(created).toBeVisible({ timeout: 60_000 });
  const id = Number((await created.getByRole('link').getAttribute('href'))?.split('/').pop());
  const tx = ((await (await page.request.get(`${ORIGIN}/api/v1/manager/transactions/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: Tx }).data;
  expect(tx).toMatchObject({ type_id: 'transfer' });
  expect(tx.amount).toMatch(/^5\.0+$/);

  // The profile lists the sign-ins with their factors.
  await page.goto(`${ORIGIN}/manager/profile`);
  const history = page.getByRole('region', { name: 'Recent sign-ins' });
  await expect(history.getByText('Second factor: Passkey').first()).toBeVisible();

  // Without the phone: a recovery code signs in once and says how many are left.
  await typeCredentials(page, me);
  const dialog = page.getByRole('dialog', { name: 'Verify your action' });
  await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await dialog.getByRole('textbox', { name: 'Recovery code' }).click();
  await page.keyboard.type(codes[0] ?? '', { delay: 5 });
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await signedIn(page);
  await expect(page.getByText('You have 9 recovery codes left.', { exact: false })).toBeVisible();

  // The passkey is removed (confirmed with itself); the authenticator keeps its copy, the server does not.
  await page.goto(`${ORIGIN}/manager/profile`);
  await passkeys.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await verify.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('The passkey has been removed.')).toBeVisible();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
});

test('two-factor policy: a company that requires it leads its user without one to the set-up first', async ({ page }) => {
  // A colleague of the demo individual (same company, two-factor off); the company's switch goes back off at the end.
  const me = colleagueOf('individual@kontor.test');
  const adminLogin = await page.request.post('/api/v1/auth/login', { data: { email: 'admin@kontor.test', password: DEMO_PASSWORD } });
  const admin = { Authorization: `Bearer ${((await adminLogin.json()) as { data: { token: { access_token: string } } }).data.token.access_token}` };
  const own = await page.request.post('/api/v1/auth/login', { data: { email: me, password: DEMO_PASSWORD } });
  const companyId = ((await own.json()) as { data: { user: { company: { id: number } } } }).data.user.company.id;
  const requireTwoFactor = async (on: boolean) => {
    const res = await page.request.put(`/api/v1/a/companies/${companyId}`, { headers: admin, data: { two_factor_required: on } });
    expect(res.status()).toBe(200);
  };
  await requireTwoFactor(true);
  try {
    await signIn(page, me);
    // Straight to the profile, which says why; any other page leads back there.
    await expect(page).toHaveURL(/\/manager\/profile$/);
    await expect(page.getByTestId('two-factor-policy')).toContainText('Two-factor authentication is required for your account.');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/manager/reports');
    await expect(page).toHaveURL(/\/manager\/profile$/);

    const panel = page.getByRole('region', { name: 'Two-factor authentication' });
    await panel.getByRole('button', { name: 'Enable' }).click();
    const secret = await panel.getByRole('textbox', { name: 'Secret key' }).inputValue();
    await panel.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await freshCode(me, secret), { delay: 20 });
    const codes = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect(codes.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByTestId('two-factor-policy')).toHaveCount(0);
    await page.goto('/manager/reports');
    await expect(page).toHaveURL(/\/manager\/reports/);
  } finally {
    await requireTwoFactor(false);
  }
});

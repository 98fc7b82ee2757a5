import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, freshCode } from './otp';
import { apiBody, pageToken, signIn } from './session';

const NORDLICHT = 'nordlicht@kontor.test';

test('an admin blocks a device at Auth Checkpoints: its sign-in is refused until it is allowed again', async ({ page, request }) => {
  const signInNordlicht = async () =>
    request.post('/api/v1/auth/login', { data: { email: NORDLICHT, password: DEMO_PASSWORD }, headers: { 'one-time-code': await freshCode(NORDLICHT) } });
  // A sign-in of Nordlicht's manager from another client creates its checkpoint.
  expect((await signInNordlicht()).status()).toBe(200);

  await signIn(page, 'admin@kontor.test');
  await page.goto('/admin/auth-checkpoints');
  await expect(page.getByRole('heading', { name: 'Auth Checkpoints', level: 1 })).toBeVisible();
  // This browser's checkpoint (earlier tests signed the admin in from other browsers too).
  const browserId = await page.evaluate(() => localStorage.getItem('kontor_browser_id') ?? '');
  expect(browserId).toMatch(/^[A-Za-z0-9]{30}$/);
  const own = page.getByTestId('checkpoint-row').filter({ hasText: 'admin@kontor.test' }).filter({ hasText: browserId });
  await expect(own).toContainText('Allowed');
  // The admin's own device cannot be blocked from here.
  await expect(own.getByRole('button', { name: 'Block' })).toBeDisabled();
  const meta = (await apiBody<{ meta: { per_page: number } }>(page, 'a/auth-checkpoints')).meta;
  expect(meta.per_page).toBe(50);

  await page.getByLabel('Search by user, IP address, browser or device').fill('nordlicht');
  const row = page.getByTestId('checkpoint-row').filter({ hasText: NORDLICHT });
  await expect(row).toHaveCount(1);
  const id = (await apiBody<{ data: { id: number }[] }>(page, 'a/auth-checkpoints?search=nordlicht')).data[0]?.id;
  try {
    await row.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Block this device?');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(row).toContainText('Blocked');
    const refused = await signInNordlicht();
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('Sign-in from this device has been blocked. Please contact support.');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Blocked' }).click();
    await expect(page.getByTestId('checkpoint-row')).toHaveCount(1);
    await row.getByRole('button', { name: 'Allow' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByText('No checkpoints match.')).toBeVisible();
    expect((await signInNordlicht()).status()).toBe(200);
  } finally {
    // Other specs sign in from this address: never leave a demo user blocked.
    await page.request.put(`/api/v1/a/auth-checkpoints/${id ?? 0}/status`, { data: { status: 'allowed' }, headers: { Authorization: `Bearer ${await pageToken(page)}` } });
  }
});

test('the CPU subpage shows the load against the cores and reloads every 20 seconds; the job queue is the built-in one', async ({ page }) => {
  // The page's clock is the test's: the 20 seconds pass at once, without waiting for them.
  await page.clock.install();
  await signIn(page, 'admin@kontor.test');
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/a/system/cpu')) loads.push(r.url());
  });
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/a/system/cpu')) answers.push(r.status());
  });
  /** Every request the page has made by now has been seen: one more request's answer comes after them. */
  const settled = async () => {
    await page.evaluate(() => fetch('/api/v1/health').then((r) => r.status));
  };
  await page.goto('/admin/system/cpu');
  await expect(page.getByRole('heading', { name: 'CPU', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Load averages' })).toBeVisible();
  await expect(page.getByText('Refreshed every 20 seconds')).toBeVisible();
  await expect(page.getByText('Cores', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('system-updated')).toContainText('Reading of');
  await settled();
  const first = loads.length;
  expect(first).toBeGreaterThanOrEqual(1);
  await page.clock.fastForward(20_000);
  await expect.poll(() => loads.length).toBeGreaterThan(first);
  await expect.poll(() => answers.length).toBe(loads.length);
  expect(answers.every((s) => s === 200)).toBe(true);

  await page.goto('/admin/system/rabbitmq');
  await expect(page.getByText('Broker: the built-in job queue of the server (no RabbitMQ is connected).')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'default', exact: true })).toBeVisible();
  // Leaving the CPU page stopped its polling.
  await settled();
  const before = loads.length;
  await page.clock.fastForward(21_000);
  await settled();
  expect(loads.length).toBe(before);
});

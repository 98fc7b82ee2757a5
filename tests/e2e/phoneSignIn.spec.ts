import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { expectNoSidewaysScroll } from './journeys/steps';
import { confirmCode, openAsColleague } from './session';

// Issue 18: "Sign in with your phone". One browser waits on /login with a QR code and a link; a user
// signed in on another device (a second browser context) opens the link, sees the browser and approves
// with their two-factor code; the waiting browser signs in by itself from the announce channel's auth_code.
test('phone sign-in: approved in one browser context, the other signs in by itself; a refusal leaves it waiting with a message', async ({ browser }) => {
  test.setTimeout(240_000);
  const waitingContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const waiting = await waitingContext.newPage();
  // Frames the waiting page's realtime socket receives: the approval's code must arrive there.
  const frames: string[] = [];
  waiting.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await phoneContext.newPage();
  const approver = await openAsColleague(phone, 'manager@kontor.test');

  // The waiting browser: a link to the phone sign-in, then its QR code and link.
  await waiting.goto('/login');
  await waiting.getByRole('link', { name: 'Sign in with your phone' }).click();
  await expect(waiting).toHaveURL(/\/login\?phone=1$/);
  const link = waiting.getByTestId('device-sign-in-link');
  await expect(link).toHaveText(/\/approve-sign-in\/[A-Za-z0-9_-]+$/);
  await expect(waiting.getByRole('img', { name: 'QR code of the sign-in link' })).toBeVisible();
  expect(await axeViolations(waiting)).toEqual([]);
  await expectNoSidewaysScroll(waiting);

  // First request: refused on the phone. The waiting page says so and offers to ask again.
  await phone.goto(new URL((await link.textContent()) ?? '').pathname);
  await expect(phone.getByRole('heading', { name: 'Approve a sign-in' })).toBeVisible();
  await expect(phone.getByTestId('device-browser')).toContainText('Chrome');
  // Issue 38: said plainly, first, and the asking browser's place against the approver's own.
  await expect(phone.getByTestId('device-not-you')).toHaveText('If you did not start this sign-in yourself, on another screen, just now: refuse it. Someone who sent you this link would be signed in as you.');
  await expect(phone.getByTestId('device-place')).toContainText('On the same network as you.');
  await expect(phone.getByTestId('device-place')).toContainText('Your account has signed in from this address before.');
  await expect(phone.getByTestId('device-your-place')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  expect(await axeViolations(phone)).toEqual([]);
  await expectNoSidewaysScroll(phone);
  await phone.getByRole('button', { name: 'Refuse' }).click();
  await expect(phone.getByTestId('device-denied')).toBeVisible();
  await expect(waiting.getByTestId('device-sign-in-ended')).toHaveText('The sign-in was refused on the other device. You can ask again.', { timeout: 10_000 });
  await expect(waiting).toHaveURL(/\/login/);

  // Second request: approved with the approver's two-factor code; the waiting browser signs in as the approver.
  await waiting.getByRole('button', { name: 'Ask again' }).click();
  await expect(link).toHaveText(/\/approve-sign-in\/[A-Za-z0-9_-]+$/);
  await phone.goto(new URL((await link.textContent()) ?? '').pathname);
  await phone.getByRole('button', { name: 'Approve' }).click();
  await confirmCode(phone, approver);
  await expect(phone.getByTestId('device-approved')).toBeVisible();
  await expect(waiting).toHaveURL(/\/manager/, { timeout: 15_000 });
  const stored = await waiting.evaluate(() => JSON.parse(localStorage.getItem('kontor_banking_user') ?? '{}') as { email?: string });
  expect(stored.email).toBe(approver);
  // The code came over the announce channel, not by polling.
  expect(frames.some((f) => f.includes('auth_code'))).toBe(true);

  // The same link again: the request is no longer waiting.
  await phone.reload();
  await expect(phone.getByText('This request is no longer waiting for an approval.')).toBeVisible();
  await waitingContext.close();
  await phoneContext.close();
});

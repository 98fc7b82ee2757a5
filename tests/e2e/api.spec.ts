import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, freshCode } from './otp';

test('the API signs in the demo manager with a real two-factor code and answers me', async ({ request }) => {
  const first = await request.post('/api/v1/auth/login', { data: { email: 'manager@kontor.test', password: DEMO_PASSWORD } });
  expect(first.status()).toBe(403);
  expect(first.headers()['otp-required']).toBe('true');

  const second = await request.post('/api/v1/auth/login', {
    data: { email: 'manager@kontor.test', password: DEMO_PASSWORD },
    headers: { 'one-time-code': await freshCode('manager@kontor.test') },
  });
  expect(second.status()).toBe(200);
  const token = (await second.json()).data.token.access_token as string;

  const me = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const user = (await me.json()).data;
  expect(user.roles).toEqual([{ slug: 'manager' }]);
  expect(user.company.name).toBe('Acme Trading GmbH');
  expect(user.two_factor_auth.google).toBe(true);
});

test('the API documentation opens in the browser: Swagger UI lists the calls, the changelog names the release', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/docs/v1/swagger');
  const authTag = page.getByRole('heading', { name: /^auth Expand operation/ });
  await expect(authTag).toBeVisible({ timeout: 20_000 });
  await authTag.getByRole('link', { name: 'auth', exact: true }).click();
  await expect(page.getByText('/auth/login', { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
  await page.goto('/docs/v1/changelog');
  await expect(page.getByText('20250911095302').first()).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { openAs, pageToken } from './session';

// Issue 38: "Roles are manager and manager-reader unless noted" (document 1 section 2.3), and the
// portal-services and PSP-portal routes are not noted: a manager-reader views them read-only. Signing
// up, signing in at the remote portal, attaching accounts and revoking the token stay the manager's.

const company = { company_name: 'Acme Trading GmbH', registration_number: 'HRB 99123', country: 'DE', city: 'Berlin', address: 'Friedrichstr. 10', post_code: '10117', email: 'finance@acme.test' };

/** The manager links free_market and signs the company up at the PSP (another spec on this server may have done either). */
const managerSetsUp = async (page: Page) => {
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  const headers = { Authorization: `Bearer ${await pageToken(page)}` };
  const portal = await page.request.post('/api/v1/manager/portals/free_market/sign-up/company', { data: company, headers });
  expect(portal.status()).toBe(200);
  const psp = await page.request.post('/api/v1/manager/flexpsp/sign-up', { data: { website: '', accept_terms: true }, headers });
  expect([200, 201, 422]).toContain(psp.status());
};

test('a manager-reader views the portal services and the PSP portal read-only', async ({ page }) => {
  await managerSetsUp(page);
  await openAs(page, 'reader@kontor.test', { twoFactor: true });

  await page.goto('/manager');
  await page.getByRole('button', { name: /User menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Portal Services' }).click();
  await expect(page).toHaveURL(/\/manager\/portal-services\/free_market$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Free Market' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Remote accounts' });
  await expect(table.getByRole('row', { name: /FM-EUR-/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to Free Market' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send withdrawal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Sign .* up/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/manager/psp-portal');
  await expect(page.getByRole('heading', { name: 'PSP Portal' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up at the PSP' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'PSP accounts' }).click();
  await expect(page).toHaveURL(/\/manager\/psp-portal\/accounts$/);
  await expect(page.getByRole('table', { name: 'Accounts attached to the PSP' }).or(page.getByTestId('list-empty'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attach' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/manager/psp-portal/integration');
  await expect(page.getByRole('heading', { name: 'Look up a PSP payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revoke token' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Signing up stays the manager's: the reader is sent away from the sign-up page.
  await page.goto('/manager/psp-portal/sign-up');
  await expect(page).not.toHaveURL(/\/sign-up$/);
});

import path from 'node:path';
import { expect, test } from '@playwright/test';
import { resolveAppKey } from '../../src/server/auth/secrets';
import { loadConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { openDb } from '../../src/server/db/connection';
import { openTracking } from '../../src/server/modules/compliance/open';
import { sandboxIssuer } from '../../src/server/modules/signIns/adapters';
import { E2E_DATA_DIR } from './paths';
import { openAs } from './session';

const PERSON = 'individual@kontor.test';

/**
 * This worker's server as the built-in sandboxes see it (its database, configuration and key), so
 * that the test mints keys through the legacy sandbox and opens a tracking as the server would.
 */
const withServer = async <T>(fn: (ctx: AppContext) => Promise<T>): Promise<T> => {
  const config = loadConfig({ KONTOR_DATA_DIR: E2E_DATA_DIR });
  const db = openDb({ sqliteFile: path.join(E2E_DATA_DIR, 'kontor.sqlite') });
  try {
    return await fn({ config, db: db.db, engine: db.engine, appKey: resolveAppKey(E2E_DATA_DIR, undefined), now: () => new Date() });
  } finally {
    await db.close();
  }
};

test('a legacy key signs the person in once and lands on the dashboard; the same link again is refused', async ({ page }) => {
  const { key } = await withServer((ctx) => sandboxIssuer('legacy').mint(ctx, { subject: PERSON }));
  await page.goto(`/legacy/${key}`);
  await expect(page).toHaveURL(/\/manager$/);
  // The dashboard draws its data first (slower on a loaded machine: the greeting comes with it).
  await expect(page.getByRole('heading', { name: 'Welcome, Jane Doe' })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/legacy/${key}`);
  await expect(page.getByTestId('sign-in-refused')).toHaveText('This sign-in link is invalid, has expired or has already been used. Please sign in with your e-mail address and password.');
  await expect(page.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();
});

test('a manager completes the sandbox KYC form and sees the step done', async ({ page }) => {
  const { trackingId, companyId } = await withServer(async (ctx) => {
    const user = await ctx.db.selectFrom('users').select(['company_id']).where('email', '=', PERSON).executeTakeFirstOrThrow();
    const company = user.company_id ?? 0;
    const opened = await openTracking(ctx.db, ctx.now(), { companyId: company, subjectType: 'company', subjectId: company, category: 'UNCATEGORIZED', legalType: 'individual', verifications: ['form'] });
    return { trackingId: opened.tracking.id, companyId: company };
  });
  await openAs(page, PERSON);
  await page.goto(`/manager/compliance-trackings/company/${companyId}/${trackingId}`);
  const step = page.locator(`[data-verification="form"]`).first();
  await expect(step).toContainText('To do');
  await step.getByRole('button', { name: 'Open the verification form' }).click();
  await expect(page.getByRole('heading', { name: 'Verification form' })).toBeVisible();
  await page.getByLabel('Full name').click();
  await page.keyboard.type('Jane Doe', { delay: 50 });
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('Country of residence').click();
  await page.keyboard.type('Germany', { delay: 50 });
  await page.getByRole('button', { name: 'Finish verification' }).click();
  await expect(page.getByRole('heading', { name: 'Verification completed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the portal' }).click();
  await expect(page.locator(`[data-verification="form"]`).first()).toContainText('Done');
});

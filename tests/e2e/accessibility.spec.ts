import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/contract/constants';
import { axeViolations } from './axe';
import { apiData, openAs } from './session';

/**
 * WCAG 2.2 AA with axe-core on the pages people open (issue 12): every page of each role, as the
 * portal draws it once its data has arrived: every page in the dark scheme (the default), the main
 * ones in the light scheme.
 */
const MANAGER_PAGES = [
  '/manager',
  '/manager/accounts',
  '/manager/transactions/pending_transactions',
  '/manager/transactions/approved_transactions',
  '/manager/transaction-agents',
  '/manager/transaction-agents/create',
  '/manager/payments/withdrawal/create',
  '/manager/payments/transfer/create',
  '/manager/payments/import',
  '/manager/imports',
  '/manager/reports',
  '/manager/support/tickets/list',
  '/manager/notifications',
  '/manager/activities',
  '/manager/compliance-trackings',
  '/manager/profile',
  '/manager/accounts/crypto',
  '/manager/payments/convert/create',
  '/manager/white-label',
  '/manager/white-label/documents',
  // Record pages: the first record of the signed-in manager's company (see RECORD_OF).
  '/manager/support/tickets/{ticket}',
  '/manager/imports/{import}',
  '/manager/transactions/{transaction}',
  '/manager/transaction-agents/{agent}',
  '/manager/portal-services/free_market',
  '/manager/products',
  '/manager/products/create',
  '/manager/psp-portal/accounts',
  '/manager/crypto/buy',
  '/manager/crypto/sell',
  '/manager/crypto/withdraw',
  '/manager/crypto/deposit',
  '/manager/affiliates/transactions/approved_transactions',
  '/manager/affiliates/compliance-trackings',
  '/manager/white-labeled/transactions/approved_transactions',
  '/manager/white-labeled/compliance-trackings',
];

const ADMIN_PAGES = [
  '/admin',
  '/admin/users',
  '/admin/company-list',
  '/admin/transactions/admin_action_require_transactions',
  '/admin/transactions/check-history',
  '/admin/transactions/credit',
  '/admin/bank-accounts',
  '/admin/bank-accounts/integrity',
  '/admin/transaction-agents',
  '/admin/announcements',
  '/admin/auth-checkpoints',
  '/admin/activity-logs',
  '/admin/kyc-file-archives',
  '/admin/settings',
  '/admin/profile',
  '/admin/transactions/approved_transactions',
  '/admin/announcements/create',
  '/admin/white-label',
  '/admin/white-label/documents',
  '/admin/system/cpu',
  '/admin/company-profile/{company}',
  '/admin/users/{user}',
  '/admin/users/{user}/edit',
  '/admin/transactions/{admin_transaction}/history',
];

/** The API list whose first record a `{name}` in a page's path stands for. */
const RECORD_OF: Record<string, string> = {
  ticket: 'manager/tickets?per_page=1',
  import: 'manager/imports?per_page=1',
  transaction: 'manager/transactions?per_page=1',
  agent: 'manager/transactions/agents?per_page=1',
  company: 'a/companies?per_page=1',
  user: 'a/users?per_page=1',
  admin_transaction: 'a/transactions?per_page=1',
};

/** A page's path with its `{name}` parts replaced by the id of the first record (the seed has one of each). */
const resolvePath = async (page: Page, path: string): Promise<string> => {
  const name = /\{(\w+)\}/.exec(path)?.[1];
  if (!name) return path;
  const records = await apiData<Array<{ id: number }>>(page, RECORD_OF[name] as string);
  expect(records.length, `the seed has a record for ${path}`).toBeGreaterThan(0);
  return path.replaceAll(`{${name}}`, String(records[0]?.id));
};

/** The page once drawn: its heading shown and no progress bar left. */
const settled = async (page: Page) => {
  await expect(page.locator('main h1, main h2, [role="main"] h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0, { timeout: 30_000 });
};

/**
 * Opens each page inside the running portal, as a click on a link does (the router follows the
 * address on popstate): one load of the portal per test, not one per page.
 */
const visit = async (page: Page, path: string) => {
  const main = page.locator('main').first();
  const before = await main.innerText();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The next page (or the one its route sends this user to) has replaced the last one, then drawn its data.
  await expect(main).not.toHaveText(before);
  await settled(page);
};

/** Pages of a role in groups of four: the groups run in parallel on the workers. */
const groupsOf = (pages: readonly string[], size = 4): string[][] =>
  Array.from({ length: Math.ceil(pages.length / size) }, (_, i) => pages.slice(i * size, i * size + size));

test.describe.configure({ mode: 'parallel' });

for (const [email, pages, twoFactor] of [['manager@kontor.test', MANAGER_PAGES, true], ['admin@kontor.test', ADMIN_PAGES, false]] as const) {
  for (const group of groupsOf(pages)) {
    test(`${email}: ${group.join(', ')} pass axe-core WCAG 2.2 AA`, async ({ page }) => {
      await openAs(page, email, { twoFactor });
      const paths: string[] = [];
      for (const path of group) paths.push(await resolvePath(page, path));
      await page.goto(paths[0] as string);
      await settled(page);
      const found: string[] = [];
      for (const [i, path] of paths.entries()) {
        if (i > 0) await visit(page, path);
        for (const v of await axeViolations(page)) found.push(`${path}: ${v}`);
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

test('the light scheme passes axe-core WCAG 2.2 AA too (the portal starts dark)', async ({ page }) => {
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  await page.evaluate((key) => localStorage.setItem(key, 'light'), STORAGE_KEYS.colorScheme);
  const found: string[] = [];
  await page.goto('/manager');
  await settled(page);
  for (const path of ['/manager', '/manager/transactions/approved_transactions', '/manager/payments/withdrawal/create', '/manager/transaction-agents']) {
    if (path !== '/manager') await visit(page, path);
    for (const v of await axeViolations(page)) found.push(`${path}: ${v}`);
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('the sign-in page passes axe-core WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

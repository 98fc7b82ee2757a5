import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/contract/constants';
import { ADMIN_PAGES, LIGHT_SCHEME_PAGES, MANAGER_PAGES, VERIFICATION_PAGES, VISITOR_PAGES } from './axePages';
import { checkPages, groupsOf } from './pageVisits';
import { openAs } from './session';

/**
 * WCAG 2.2 AA with axe-core on every page of the portal (issue 12), as the portal draws it once its
 * data has arrived: every page in the dark scheme (the default), the main ones in the light scheme.
 * The pages and the routes left out are listed in ./axePages.ts; a unit test
 * (tests/unit/portal/shell/axeCoverage.test.ts) fails when a route of the portal is in neither list.
 */

test.describe.configure({ mode: 'parallel' });

const SIGNED_IN = [
  ['manager@kontor.test', MANAGER_PAGES, true],
  ['pending@kontor.test', VERIFICATION_PAGES, false],
  ['admin@kontor.test', ADMIN_PAGES, false],
] as const;

for (const [email, pages, twoFactor] of SIGNED_IN) {
  for (const group of groupsOf(pages)) {
    test(`${email}: ${group.join(', ')} pass axe-core WCAG 2.2 AA`, async ({ page }) => {
      await openAs(page, email, { twoFactor });
      const found = await checkPages(page, group);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

// Visitor pages draw no data: all in one group.
test(`a visitor: ${VISITOR_PAGES.join(', ')} pass axe-core WCAG 2.2 AA`, async ({ page }) => {
  const found = await checkPages(page, VISITOR_PAGES);
  expect(found, found.join('\n')).toEqual([]);
});

test('the light scheme passes axe-core WCAG 2.2 AA too (the portal starts dark)', async ({ page }) => {
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  await page.evaluate((key) => localStorage.setItem(key, 'light'), STORAGE_KEYS.colorScheme);
  const found = await checkPages(page, LIGHT_SCHEME_PAGES);
  expect(found, found.join('\n')).toEqual([]);
});

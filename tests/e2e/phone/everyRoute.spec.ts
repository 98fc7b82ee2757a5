import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { ADMIN_PAGES, INDIVIDUAL_PAGES, MANAGER_PAGES, READER_PAGES, VERIFICATION_PAGES, VISITOR_PAGES } from '../axePages';
import { checkPages, groupsOf } from '../pageVisits';
import { openAs } from '../session';
import { unreachableControls } from './reach';

/**
 * Every page of the route table (tests/e2e/axePages.ts: every route with its parameters, as the
 * user who may open it) on a 390 × 844 touch screen (the phone project): no control a person cannot
 * reach (./reach.ts) and 0 axe-core WCAG 2.2 AA violations. The session of each user is made once per
 * worker and reused (openAs); the pages of a group open inside one running portal.
 */

test.describe.configure({ mode: 'parallel' });

/** Both checks of one page: the controls out of reach first (one evaluate), then axe. */
const phoneChecks = async (page: Page): Promise<string[]> => [...(await unreachableControls(page)), ...(await axeViolations(page))];

const SIGNED_IN = [
  ['manager@kontor.test', MANAGER_PAGES, true],
  ['reader@kontor.test', READER_PAGES, true],
  ['individual@kontor.test', INDIVIDUAL_PAGES, false],
  ['pending@kontor.test', VERIFICATION_PAGES, false],
  ['admin@kontor.test', ADMIN_PAGES, false],
] as const;

for (const [email, pages, twoFactor] of SIGNED_IN) {
  for (const group of groupsOf(pages, 12)) {
    test(`at 390 px, ${email}: ${group.join(', ')} keep every control on screen and pass axe`, async ({ page }) => {
      await openAs(page, email, { twoFactor });
      const found = await checkPages(page, group, phoneChecks);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

test(`at 390 px, a visitor: ${VISITOR_PAGES.join(', ')} keep every control on screen and pass axe`, async ({ page }) => {
  const found = await checkPages(page, VISITOR_PAGES, phoneChecks);
  expect(found, found.join('\n')).toEqual([]);
});

/** The smallest and the largest phone of issue 19: the pages a person uses most, every control in reach (axe runs at 390 above). */
const MOST_USED = ['/manager', '/manager/transactions/approved_transactions', '/manager/payments/transfer/create', '/manager/transaction-agents/create', '/manager/transactions/{transaction}', '/manager/approvals', '/menu'];
for (const size of [{ width: 360, height: 740 }, { width: 430, height: 932 }]) {
  test(`at ${size.width} × ${size.height}, manager@kontor.test: ${MOST_USED.join(', ')} keep every control on screen`, async ({ page }) => {
    await page.setViewportSize(size);
    await openAs(page, 'manager@kontor.test', { twoFactor: true });
    const found = await checkPages(page, MOST_USED, unreachableControls);
    expect(found, found.join('\n')).toEqual([]);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expectNoSidewaysScroll } from './journeys/steps';
import { apiData, openAs } from './session';

/**
 * On the narrowest phone the issue names (360 px): the page never scrolls sideways, even where a
 * table or a long IBAN is wider than the screen (it wraps or scrolls inside its card), and every
 * control of the app bar is on screen, the user menu included.
 */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

const appBarOnScreen = async (page: Page) => {
  const boxes = await page.locator('header button:visible, header a:visible').evaluateAll((elements) =>
    elements.map((e) => ({ name: e.getAttribute('aria-label') ?? e.textContent ?? '', right: e.getBoundingClientRect().right })),
  );
  // The menu button and the user menu at least (the bell where the user's notifications load).
  expect(boxes.length).toBeGreaterThanOrEqual(2);
  for (const box of boxes) expect(box.right, `${box.name} ends at ${box.right} px`).toBeLessThanOrEqual(360);
};

test('on a 360 px phone the manager dashboard and the admin bank accounts fit the screen, app bar and user menu included', async ({ page }) => {
  await openAs(page, 'individual@kontor.test');
  await page.goto('/manager');
  await expect(page.getByRole('heading', { level: 2, name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await appBarOnScreen(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /User menu$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');

  await openAs(page, 'admin@kontor.test');
  await page.goto('/admin/bank-accounts');
  await expect(page.getByText(/DE\d{2}/).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await appBarOnScreen(page);
  // On a phone the language is in the user menu, not in the app bar (issue 19).
  await expect(page.locator('header').getByRole('button', { name: 'English' })).toHaveCount(0);
  await page.getByRole('button', { name: /User menu$/ }).click();
  await page.getByRole('menuitem', { name: /Language/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await axeViolations(page)).toEqual([]);
});

test('on a 360 px phone the agent blacklist, the top-up form and a company profile fit the screen', async ({ page }) => {
  await openAs(page, 'admin@kontor.test');
  const [company] = await apiData<Array<{ id: number }>>(page, 'a/companies?per_page=1');
  for (const [path, heading] of [
    ['/admin/transaction-agents', 'Agent blacklist'],
    ['/admin/transactions/credit', 'Top-up balance'],
    [`/admin/company-profile/${company?.id ?? 0}`, 'Company Profile'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await appBarOnScreen(page);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

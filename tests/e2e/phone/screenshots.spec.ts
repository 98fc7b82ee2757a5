import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openAs } from '../session';
import { unreachableControls } from './reach';

/**
 * The pictures of docs/phone.md: the dashboard, a list, a payment form and the menu on a phone
 * (the phone project, 390 × 844), each once it is drawn and every control on it reachable.
 * `PHONE_DOCS=1 npx playwright test --project=phone phone/screenshots` writes them into docs/phone/;
 * otherwise they go to the test's output folder, so that a run of the suite leaves docs/ alone.
 */
const SHOTS = [
  ['dashboard', '/manager', 'Dashboard'],
  ['transactions', '/manager/transactions/approved_transactions', 'Approved Transactions'],
  ['transfer', '/manager/payments/transfer/create', 'Transfer'],
  ['menu', '/menu', 'Menu'],
] as const;

test('phone screenshots of the dashboard, a list, a payment form and the menu', async ({ page }, testInfo) => {
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  for (const [name, url, heading] of SHOTS) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 30_000 });
    expect(await unreachableControls(page), url).toEqual([]);
    const file = process.env.PHONE_DOCS === '1' ? path.resolve('docs/phone', `${name}.png`) : testInfo.outputPath(`${name}.png`);
    // Charts animate in: the picture waits until they stand still.
    await page.waitForTimeout(name === 'dashboard' ? 1_000 : 0);
    await page.screenshot({ path: file, animations: 'disabled' });
  }
});

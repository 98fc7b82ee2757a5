import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { openAsColleague, pageToken } from '../session';
import { typeInto } from './steps';

// Issue 41, scheduled statements: a manager schedules a daily MT940 statement of the EUR account,
// typing the time zone at a person's pace. The test moves the clock of due work a day ahead (the
// test-only hook PUT /api/v1/test/clock, as the job worker sees time), so today has ended: the
// server makes the statement, it appears among the statements made and downloads as an MT940 file.
// Last the schedule is stopped (with a confirmation) and the clock put back.

test('a daily statement schedule makes yesterday\'s statement, listed and downloaded', async ({ page }) => {
  await openAsColleague(page, 'manager@kontor.test');
  const auth = { Authorization: `Bearer ${await pageToken(page)}` };
  try {
    // The clock of due work starts where it really is (another journey may have moved it and put it back).
    expect((await page.request.put('/api/v1/test/clock', { headers: auth, data: { offset_days: 0 } })).status()).toBe(200);
    await page.goto('/manager/statement-schedules');
    await expect(page.getByRole('heading', { level: 1, name: 'Statement schedules' })).toBeVisible();
    await page.getByRole('link', { name: 'New statement schedule' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New statement schedule' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Account' }).click();
    const eur = page.getByRole('option').filter({ hasText: '(EUR)' }).first();
    const accountName = ((await eur.textContent()) ?? '').replace(/\s*\(EUR\)\s*$/, '');
    await eur.click();
    await expect(page.getByRole('combobox', { name: 'Frequency' })).toContainText('Daily');
    await page.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'MT940 (SWIFT)' }).click();
    await typeInto(page.getByRole('textbox', { name: 'Time zone' }), 'UTC');
    await page.getByRole('button', { name: 'Create schedule' }).click();
    await expect(page.getByText('Statement schedule created.')).toBeVisible();
    await expect(page).toHaveURL(/\/manager\/statement-schedules$/);
    const schedule = page.getByTestId('statement-schedule-row').filter({ hasText: accountName }).filter({ hasText: 'MT940 (SWIFT)' });
    await expect(schedule).toHaveCount(1);

    // A day later (the worker's clock): today has ended, its statement is made.
    const moved = await page.request.put('/api/v1/test/clock', { headers: auth, data: { offset_days: 1 } });
    expect(moved.status(), await moved.text()).toBe(200);
    const made = page.getByTestId('scheduled-statement-row').filter({ hasText: accountName }).filter({ hasText: 'MT940 (SWIFT)' }).first();
    await expect(async () => {
      await page.reload();
      await expect(made).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    const [download] = await Promise.all([page.waitForEvent('download'), made.getByRole('button', { name: /^Download the statement of / }).click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.sta$/);
    const text = fs.readFileSync(await download.path(), 'latin1');
    expect(text).toMatch(/^:20:/);
    expect(text).toContain(':60F:');
    expect(text).toContain(':62F:');

    // The schedule is stopped; what it made stays.
    await schedule.getByRole('button', { name: `Stop the schedule of ${accountName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop the statement schedule' });
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText('Statement schedule stopped.')).toBeVisible();
    await expect(schedule).toHaveCount(0);
    await expect(made).toBeVisible();
  } finally {
    await page.request.put('/api/v1/test/clock', { headers: auth, data: { offset_days: 0 } });
  }
});

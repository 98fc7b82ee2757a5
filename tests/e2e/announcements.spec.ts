import { expect, test } from '@playwright/test';
import { apiData, signIn } from './session';

test('an admin publishes an announcement; an individual manager sees it on the dashboard and can dismiss it', async ({ page }) => {
  const title = `Service window ${Date.now()}`;
  await signIn(page, 'admin@kontor.test');
  await page.goto('/admin/announcements');
  await page.getByRole('link', { name: 'New announcement' }).click();
  await expect(page).toHaveURL(/\/admin\/announcements\/create$/);
  // The form is drawn (the list, with its own Published filter, is gone); typed as a person types.
  const form = page.locator('form');
  await expect(page.getByRole('heading', { level: 1, name: 'New Announcement' })).toBeVisible();
  await form.getByLabel('Title').click();
  await page.keyboard.type(title, { delay: 20 });
  await form.getByLabel('Text').click();
  await page.keyboard.type('Card payments pause on Sunday.', { delay: 20 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('<b>Not bold</b>', { delay: 20 });
  await form.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/announcements$/);
  const row = page.getByTestId('announcement-row').filter({ hasText: title });
  await expect(row).toContainText('Shown now');
  // The write is in the admin activity log.
  const log = await apiData<{ type: string }[]>(page, 'a/activities?type=admin.announcement_created');
  expect(log.length).toBeGreaterThan(0);

  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signIn(page, 'individual@kontor.test');
  await page.goto('/manager');
  const banner = page.getByTestId('announcement').filter({ hasText: title });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText('<b>Not bold</b>');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expect(page.getByTestId('announcement').filter({ hasText: title })).toBeHidden();
});

import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { openAs } from '../session';
import { unreachableControls } from './reach';

// Issue 38: at 390 px the admin settings page cut its long setting names off at the edge of their
// inputs ("Fiat currencies that may not be exch…"). Every name of the form must be read whole.
test('at 390 px the admin settings page shows every setting name whole, every control in reach, and passes axe', async ({ page }) => {
  await openAs(page, 'admin@kontor.test');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Currencies' })).toBeVisible();
  await expect(page.getByText('Fiat currencies that may not be exchanged from', { exact: true })).toBeVisible();
  const cut = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const label of document.querySelectorAll('form label, form legend')) {
      const text = (label.textContent ?? '').trim();
      const box = label.getBoundingClientRect();
      if (!text || box.width === 0) continue;
      if (box.left < -1 || box.right > width + 1) found.push(`"${text}" lies at ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`);
      else if (label.scrollWidth > label.clientWidth + 1) found.push(`"${text}" is cut off (${label.scrollWidth} px of text in ${label.clientWidth} px)`);
    }
    return found;
  });
  expect(cut, cut.join('\n')).toEqual([]);
  expect(await unreachableControls(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

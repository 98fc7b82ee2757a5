import { expect, test } from '@playwright/test';
import { openAs } from './session';

// Issue 21 item 9: Japanese has no spaces, so a narrow column used to break its header anywhere
// (二/要/素/認/証) and short values too (マネー/ジャー). Every header and cell keeps its words whole.

/** Header and cell texts of the page's first table that are drawn on more lines than their words need. */
const brokenWords = (page: import('@playwright/test').Page) =>
  page.locator('table').first().locator('th, td').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const text = (cell.textContent ?? '').trim();
      // Short Japanese words without a space or punctuation to break at must stay on one line.
      if (!text || text.length > 8 || /[\s、。（）()]/.test(text) || !/[\u3040-\u30ff\u4e00-\u9fff]/.test(text)) return [];
      // The lines of the text itself (not of a sort arrow or checkbox beside it).
      const lines = new Set<number>();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) lines.add(Math.round(r.top));
      }
      return lines.size > 1 ? [`${text} (${lines.size} lines)`] : [];
    }),
  );

test('in Japanese, table headers and short values keep their words whole at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, 'admin@kontor.test');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  // The choice is kept once the page shows it (its texts loaded); then the person moves on.
  await expect(page.getByRole('button', { name: '日本語' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('columnheader', { name: /二要素認証/ })).toBeVisible();
  await expect(page.locator('table').first().locator('tbody tr').first()).toBeVisible();
  expect(await brokenWords(page)).toEqual([]);
  await page.goto('/admin/company-list');
  await expect(page.locator('table').first().locator('tbody tr').first()).toBeVisible();
  expect(await brokenWords(page)).toEqual([]);
});

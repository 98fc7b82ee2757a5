import { test } from '@playwright/test';
import { checkSandboxPages } from './sandboxPages';

test('a sandbox installation says so on every page: the sign-in page and the manager\'s pages, each axe-clean', async ({ page }) => {
  await checkSandboxPages(page);
});

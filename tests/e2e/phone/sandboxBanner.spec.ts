import { test } from '@playwright/test';
import { checkSandboxPages } from '../sandboxPages';
import { unreachableControls } from './reach';

test('at 390 px a sandbox installation says so on every page, on the screen, every control still in reach, axe-clean', async ({ page }) => {
  await checkSandboxPages(page, unreachableControls);
});

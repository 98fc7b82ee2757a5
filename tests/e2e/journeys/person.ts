import { expect, type Locator, type Page } from '@playwright/test';
import { freshCode } from '../otp';

/** A person's typing pace: 100 ms between keys (issue 21, "Must show"). */
export const KEY_DELAY_MS = 100;

/** Clicks into `field`, selects what it holds (typing replaces it) and types `text` key by key, at a person's pace. */
export const typeAsPerson = async (page: Page, field: Locator, text: string): Promise<void> => {
  await field.click();
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
};

/**
 * Types a fresh one-time code of `account` into the open two-factor dialog named `title` (in the
 * page's language), key by key, once its first digit has the focus (`firstDigit`, its accessible name).
 */
export const typeCode = async (page: Page, account: string, { title, firstDigit }: { title: string; firstDigit: RegExp }): Promise<void> => {
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: firstDigit })).toBeFocused();
  await page.keyboard.type(await freshCode(account), { delay: KEY_DELAY_MS });
};

/** Whether the page scrolls sideways (the person would have to scroll to see a column). */
export const scrollsSideways = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Asserts that `element` lies entirely inside the viewport (the person sees it without scrolling sideways). */
export const expectInsideViewport = async (page: Page, element: Locator): Promise<void> => {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the element is rendered').not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, 'left edge in view').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge in view').toBeLessThanOrEqual(viewport.width);
};

/** A message of the portal's i18n files with its %{placeholders} filled, as polyglot shows it. */
export const phrase = (message: string, values: Readonly<Record<string, string | number>> = {}): string =>
  message.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A valid German IBAN of Deutsche Bank Berlin (Bankleitzahl 10070000) with a random account number: a new payee each run. */
export const newGermanIban = (): string => {
  const account = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  const bban = `10070000${account}`;
  const digits = `${bban}DE00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
  return `DE${check}${bban}`;
};

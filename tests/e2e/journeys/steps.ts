import { expect, type Locator, type Page } from '@playwright/test';
import { freshCode } from '../otp';

/**
 * Steps of the journey tests (issue 21): what a person does, at a person's pace. Typing goes key by
 * key with a person's delay, never by filling a field at once, so a field that reacts to each key
 * (formatting, lookups, moving the focus) is met as a person meets it.
 */

/** A person's pace: 100 ms between two keys. */
export const PERSON_DELAY_MS = 100;

/** Types `text` at a person's pace where the focus is. */
export const typeKeys = (page: Page, text: string): Promise<void> => page.keyboard.type(text, { delay: PERSON_DELAY_MS });

/**
 * Clicks into `field`, removes what it holds (select all, delete: as a person replaces a value) and
 * types `text` key by key.
 */
export const typeInto = async (field: Locator, text: string): Promise<void> => {
  await field.click();
  if ((await field.inputValue()) !== '') {
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
  }
  await expect(field).toHaveValue('');
  await typeKeys(field.page(), text);
};

/**
 * Types a date into a date field as a person does with the keyboard: focus on the field (the first
 * part of the date takes it) and the digits in the browser's order (en-US: month, day, year).
 */
export const typeDate = async (field: Locator, isoDate: string): Promise<void> => {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  await field.focus();
  await typeKeys(field.page(), `${month}${day}${year}`);
  await expect(field).toHaveValue(isoDate);
};

/**
 * The text a message key shows in a language (the messages of src/portal/i18n), as the portal's
 * polyglot makes it (`%{name}` replaced by its value): the tests assert the words of the i18n files,
 * never a guess of them.
 */
export const translator = (messages: object) => (key: string, values: Record<string, string | number> = {}): string => {
  let node: unknown = messages;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message ${key}`);
  return node.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
};

type Translate = ReturnType<typeof translator>;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message with parts that change (a reference, a rate, seconds) as a pattern: `t(key, values)`
 * where each value of `holes` stands for its pattern, everything else matched exactly.
 */
export const messagePattern = (t: Translate, key: string, values: Record<string, string | number>, holes: Record<string, string>): RegExp => {
  const markers = Object.fromEntries(Object.keys(holes).map((name, i) => [name, `\u0000${i}\u0000`]));
  let source = escapeRegExp(t(key, { ...values, ...markers }));
  for (const [name, pattern] of Object.entries(holes)) source = source.replace(markers[name] ?? '', pattern);
  return new RegExp(source);
};

/**
 * Confirms the open two-factor dialog in the page's language: the dialog names itself, its first
 * digit takes the focus, and the person types a code `account` has not used yet, key by key; the
 * dialog closes once the code is taken.
 */
export const confirmCodeIn = async (page: Page, t: Translate, account: string): Promise<void> => {
  const dialog = page.getByRole('dialog', { name: t('app.two_factor.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: t('app.two_factor.digit', { position: 1, count: 6 }) })).toBeFocused();
  await typeKeys(page, await freshCode(account));
  await expect(dialog).toBeHidden({ timeout: 20_000 });
};

/** The page is no wider than the window: nothing pushes the layout sideways. */
export const expectNoSidewaysScroll = async (page: Page): Promise<void> => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `page ${widths.page} px wide in a ${widths.window} px window`).toBeLessThanOrEqual(widths.window);
};

/**
 * Resolves once the page's realtime socket has subscribed to a private channel (the server's
 * `pusher_internal:subscription_succeeded` frame). A test that sends something the open page should
 * show live waits for this first: an event sent before the page has subscribed is not the page's to
 * hear (it reads the state when it loads, and hears what comes after). Call before the page opens.
 */
export const realtimeSubscribed = (page: Page): Promise<void> =>
  new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('pusher_internal:subscription_succeeded')) resolve();
      }),
    );
  });

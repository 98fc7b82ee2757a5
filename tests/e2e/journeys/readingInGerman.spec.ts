import { expect, test, type Page } from '@playwright/test';
import de from '../../../src/portal/i18n/de';
import { apiData, openAs } from '../session';
import { typeKeys, translator } from './steps';

// Issue 43, what a manager reads in German, in the browser of an English-speaking colleague (the
// portal's language is German, the browser's is not): counts with German grouping, IBANs in blocks of
// four, date filters typed and shown as German writes dates, activity texts in German, a Delete
// confirmation that does not look like Cancel, and a side menu whose headings never lie over its items.
test.use({ locale: 'en-US', viewport: { width: 1280, height: 560 } });

const t = translator(de);

/** The portal in German, chosen in the app bar as a person does. */
const chooseGerman = async (page: Page): Promise<void> => {
  await page.goto('/manager');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
};

test('a manager reads the portal in German: counts, IBANs, date filters, activity, Delete, side menu', async ({ page }) => {
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  await chooseGerman(page);

  // Counts: "1.523 insgesamt", never "1523 insgesamt" (Acme has some 1,500 payments).
  await expect(page.getByText(/\d+ insgesamt, \d+ in diesem Monat/).first()).toBeVisible();
  await expect(page.getByText(/^\d{1,3}\.\d{3} insgesamt, /)).toBeVisible();

  // The side menu: scrolled, no heading lies over an item.
  const overlaps = await page.evaluate(() => {
    const menu = document.querySelector('[data-menu]');
    for (let el: Element | null = menu; el; el = el.parentElement) if (el.scrollHeight > el.clientHeight + 10) el.scrollTop += 250;
    window.scrollBy(0, 250);
    const boxes = (selector: string) => [...document.querySelectorAll(`[data-menu] ${selector}`)].map((e) => ({ text: e.textContent ?? '', box: e.getBoundingClientRect() }));
    const items = boxes('[data-menu-entry]');
    return boxes('.MuiListSubheader-root').flatMap((h) =>
      items.filter((i) => h.box.top < i.box.bottom - 2 && i.box.top < h.box.bottom - 2 && h.box.left < i.box.right && i.box.left < h.box.right).map((i) => `${h.text} / ${i.text}`),
    );
  });
  expect(overlaps).toEqual([]);

  // The transactions list: its total in German, and a date filter typed as German writes dates.
  await page.goto('/manager/transactions/approved_transactions');
  await expect(page.getByText(/^1–\d+ von \d{1,3}(\.\d{3})*$/)).toBeVisible();
  await expect(page.getByText(/^1–\d+ von \d{4,}$/)).toHaveCount(0);
  const from = page.getByRole('textbox', { name: t('app.money.list.from_date'), exact: true });
  await expect(from).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
  await from.click();
  await typeKeys(page, '01.11.2026');
  await expect(from).toHaveValue('01.11.2026');
  await expect(page).toHaveURL(/from_date%22%3A%222026-11-01/);

  // IBANs in blocks of four.
  const saved = (await apiData<{ iban: string | null }[]>(page, 'manager/transactions/agents?per_page=25')).find((b) => b.iban);
  expect(saved?.iban, 'a saved beneficiary with an IBAN').toBeTruthy();
  const iban = saved?.iban ?? '';
  await page.goto('/manager/transaction-agents');
  await expect(page.getByText(iban.replace(/(.{4})(?=.)/g, '$1 '), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(iban, { exact: true })).toHaveCount(0);

  // Delete asks first, with a button unlike Cancel: filled in the error colour.
  await page.getByRole('button', { name: t('app.money.beneficiaries.delete') }).first().click();
  const dialog = page.getByRole('dialog', { name: t('app.money.beneficiaries.delete_title') });
  const look = async (name: string) => dialog.getByRole('button', { name, exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor);
  const [remove, cancel] = [await look(t('app.money.beneficiaries.delete')), await look(t('app.money.detail.cancel'))];
  expect(remove).not.toBe(cancel);
  expect(remove).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/);
  const [r = 0, g = 0, b = 0] = (remove.match(/\d+/g) ?? []).map(Number);
  expect(r, `${remove} is a red`).toBeGreaterThan(g + 60);
  expect(r).toBeGreaterThan(b + 60);
  await dialog.getByRole('button', { name: t('app.money.detail.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();

  // Activity in German: this sign-in is "Von einem neuen Gerät angemeldet" or "Angemeldet", not English.
  await page.goto('/manager/activities');
  const signIns = page.getByText(/^(Von einem neuen Gerät angemeldet|Angemeldet)$/);
  await expect(signIns.first()).toBeVisible();
  await expect(page.getByText(/^Signed in/)).toHaveCount(0);
});

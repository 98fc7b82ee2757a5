import { expect, test, type Page } from '@playwright/test';
import de from '../../../src/portal/i18n/de';
import { openAs, openAsColleague } from '../session';
import { confirmCodeIn, typeInto, typeKeys, translator } from './steps';

// Issue 43, the payment and payee forms in German at a person's pace: a typed amount survives a change
// of language; the payee's country follows the IBAN, typed or from Express entry, before anything is
// sent; a new payee's lookups leave no error in the browser's console; a small payment is not nagged
// for its source of funds.
test.use({ locale: 'de-DE' });

const t = translator(de);
/** A valid Austrian IBAN of a bank the directory does not know (Bankleitzahl 19043). */
const AUSTRIAN_IBAN = 'AT61 1904 3002 3457 3201';

/** Every console error and every failed API answer (4xx/5xx) of the page. */
const watchErrors = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('console', (m) => m.type() === 'error' && seen.push(`console: ${m.text()}`));
  page.on('response', (r) => r.url().includes('/api/') && r.status() >= 400 && seen.push(`${r.status()} ${r.url()}`));
  return seen;
};

const select = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}(\\s|$)`) }).first();

test('Zahlung (Deutsch): 99,95 stays 99.95 in English; Express entry\'s IBAN gives the country at once; no 404 for a new payee', async ({ page }) => {
  const errors = watchErrors(page);
  await openAs(page, 'brightwave@kontor.test', { twoFactor: true });
  await page.goto('/manager/payments/withdrawal/create');
  await expect(page.getByRole('form', { name: t('app.routes.withdrawal') })).toBeVisible();
  const amount = page.getByRole('textbox', { name: t('app.payments.fields.amount'), exact: true });
  await expect(amount).toHaveValue('100');
  await typeInto(amount, '99,95');

  // The person switches to English: the amount is the same, in English.
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  const english = page.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(english).toHaveValue('99.95');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(amount).toHaveValue('99,95');

  // Express entry of an invoice that names no country: the country is the IBAN's, shown before Send.
  const country = select(page, t('app.payments.fields.customer_country'));
  await expect(country).not.toHaveText(/Österreich/);
  await page.getByRole('button', { name: t('app.express.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('app.express.title') });
  await dialog.getByRole('textbox', { name: t('app.express.text') }).click();
  await typeKeys(page, `Empfänger: Alpenblick Handels GmbH\nIBAN: ${AUSTRIAN_IBAN}\nBetrag: 42,00 EUR`);
  await dialog.getByRole('button', { name: t('app.express.submit') }).click();
  await expect(dialog.getByRole('list', { name: t('app.express.recognised'), exact: true })).toContainText('AT611904300234573201');
  await dialog.getByRole('button', { name: t('app.express.close') }).click();
  await expect(country).toHaveText('Österreich');
  await expect(amount).toHaveValue('42,00');

  // A typed IBAN of another country, of a bank nobody saved: the country follows, nothing fails.
  await typeInto(page.getByRole('textbox', { name: t('app.payments.fields.customer_iban'), exact: true }), 'DE89 3704 0044 0532 0130 00');
  await page.keyboard.press('Tab');
  await expect(country).toHaveText('Deutschland');
  await expect(page.getByRole('textbox', { name: t('app.payments.fields.bank_name'), exact: true })).not.toHaveValue('');
  expect(errors).toEqual([]);
});

test('Begünstigter (Deutsch): the country follows a typed IBAN of a bank the directory does not know, without a 404', async ({ page }) => {
  const errors = watchErrors(page);
  await openAs(page, 'brightwave@kontor.test', { twoFactor: true });
  await page.goto('/manager/transaction-agents/create');
  const iban = page.getByRole('textbox', { name: t('app.money.beneficiaries.fields.iban'), exact: true });
  await typeInto(iban, AUSTRIAN_IBAN);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: t('app.money.beneficiaries.fields.country'), exact: true })).toHaveValue('Österreich');
  // The bank is not in the directory: the page says so, and the bank's fields are the person's.
  await expect(page.getByText(t('server.text.no_bank_was_found_for_this_iban'))).toBeVisible();
  expect(errors).toEqual([]);
});

test('Zahlung (Deutsch): right after paying 30 € nobody is nagged for the source of funds', async ({ page }) => {
  const me = await openAsColleague(page, 'brightwave@kontor.test');
  await page.goto('/manager/payments/withdrawal/create');
  await expect(page.getByRole('form', { name: t('app.routes.withdrawal') })).toBeVisible();
  await select(page, t('app.payments.fields.bank_account_id')).click();
  await page.getByRole('option', { name: /€/ }).first().click();
  await typeInto(page.getByRole('textbox', { name: t('app.payments.fields.customer_iban'), exact: true }), 'DE89 3704 0044 0532 0130 00');
  await page.keyboard.press('Tab');
  await typeInto(page.getByRole('textbox', { name: t('app.payments.fields.customer_name'), exact: true }), `Kleinbetrag ${Date.now().toString(36)}`);
  await typeInto(page.getByRole('textbox', { name: t('app.payments.fields.customer_city'), exact: true }), 'Köln');
  await typeInto(page.getByRole('textbox', { name: t('app.payments.fields.amount'), exact: true }), '30');
  await page.getByRole('button', { name: t('app.payments.submit') }).click();
  await confirmCodeIn(page, t, me);
  await expect(page.getByTestId('created-transaction')).toBeVisible();

  // The dashboard and the notifications: no "Mittelherkunft fehlt" for a payment of 30 €.
  const nag = de.server.text.source_of_funds_missing;
  await page.goto('/manager/notifications');
  await expect(page.getByRole('heading', { level: 1, name: t('app.routes.notifications') })).toBeVisible();
  await expect(page.getByText(nag)).toHaveCount(0);
  await page.goto('/manager');
  await expect(page.getByRole('heading', { level: 1, name: t('app.dashboard.manager_title') })).toBeVisible();
  await expect(page.getByText(/\d+ insgesamt/).first()).toBeVisible();
  await expect(page.getByText(nag)).toHaveCount(0);
});

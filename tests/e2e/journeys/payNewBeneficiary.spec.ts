import { expect, test, type Page } from '@playwright/test';
import de from '../../../src/portal/i18n/de';
import { DEMO_PASSWORD } from '../otp';
import { colleagueOf } from '../people';
import { phrase, typeAsPerson, typeCode } from './person';

// Journey 1, entirely in German (issue 21): a browser set to German opens the portal in German with
// nothing chosen yet; a manager signs in, pays a new beneficiary by SEPA, typing at a person's pace,
// and sees the confirmation. Every text asserted is read from the German messages (src/portal/i18n/de*).
test.use({ locale: 'de-DE' });

const { app } = de;
const TYPED_IBAN = 'DE89 3704 0044 0532 0130 00';
const IBAN = TYPED_IBAN.replaceAll(' ', '');

/** Minor units of a euro amount as German shows it: "1.234,56 €" (a no-break space before the sign). */
const centsOf = (shown: string): number => {
  const match = /^(\d{1,3}(?:\.\d{3})*),(\d{2})\s€$/.exec(shown.trim());
  expect(match, `"${shown}" is a euro amount in German format`).not.toBeNull();
  return Number(`${match?.[1]?.replaceAll('.', '')}${match?.[2]}`);
};
/** Minor units as German shows them. */
const euros = (cents: number): string => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text field by its label. */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
/**
 * A select by its label (its accessible name is the label and the chosen option); the first one when
 * two labels start alike ("Land" of the payee comes before "Land der Bank").
 */
const select = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${escaped(label)}(\\s|$)`) }).first();

test('Journey 1 (Deutsch): eine Managerin meldet sich an und bezahlt einen neuen Begünstigten per SEPA', async ({ page }) => {
  // A manager of a company without portal services (Brightwave) reaches the withdrawal form (Acme's
  // would go to its portal service). A colleague of her own has an unused two-factor state (../people.ts).
  const me = colleagueOf('brightwave@kontor.test');
  const payee = `Musterfirma ${Date.now().toString(36)}`;
  const codePrompt = { title: app.two_factor.title, firstDigit: new RegExp(`^${phrase(app.two_factor.digit, { position: 1, count: 6 })}`) };

  // Sign-in, in German from the first page on.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: app.auth.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
  const email = page.getByRole('textbox', { name: app.auth.email });
  await typeAsPerson(page, email, me);
  await typeAsPerson(page, page.getByRole('textbox', { name: app.auth.password, exact: true }), DEMO_PASSWORD);
  await expect(email).toHaveValue(me);
  await page.getByRole('button', { name: app.auth.sign_in }).click();
  await typeCode(page, me, codePrompt);
  await expect(page).toHaveURL(/\/manager/);
  await expect(page.getByRole('heading', { level: 1, name: app.dashboard.manager_title })).toBeVisible();
  // The German menu labels wrap onto a second line; none is cut off (issue 21 item 9).
  const cut = await page.evaluate(() => [...document.querySelectorAll('.RaMenuItemLink-root')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(cut).toEqual([]);

  // The withdrawal form from the header's "Auszahlen".
  await page.getByRole('link', { name: app.menu.action_withdraw, exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/payments\/withdrawal\/create/);
  await expect(page.getByRole('form', { name: app.routes.withdrawal })).toBeVisible();
  await select(page, app.payments.fields.bank_account_id).click();
  await page.getByRole('option', { name: /€/ }).first().click();
  await expect(select(page, app.payments.fields.bank_account_id)).toHaveText(/€/);
  // No saved beneficiary chosen: the payee is empty.
  await expect(field(page, app.payments.fields.customer_name)).toHaveValue('');

  // The new payee's IBAN, typed key by key: it stays as typed, nothing moves to the account number,
  // the service stays SEPA; leaving the field applies the rules (spaces out) and looks the bank up.
  const iban = field(page, app.payments.fields.customer_iban);
  const service = select(page, app.payments.fields.transfer_service);
  await typeAsPerson(page, iban, TYPED_IBAN);
  await expect(iban).toHaveValue(TYPED_IBAN);
  await expect(iban).toBeFocused();
  await expect(field(page, app.payments.fields.customer_account)).toHaveValue('');
  await expect(service).toHaveText(app.payments.services.sepa);
  await page.keyboard.press('Tab');
  await expect(iban).toHaveValue(IBAN);
  await expect(iban).toHaveAttribute('aria-invalid', 'false');
  await expect(field(page, app.payments.fields.customer_account)).toHaveValue('');
  await expect(service).toHaveText(app.payments.services.sepa);
  await expect(field(page, app.payments.fields.bank_name)).not.toHaveValue('');

  // Who is paid.
  await typeAsPerson(page, field(page, app.payments.fields.customer_name), payee);
  await typeAsPerson(page, field(page, app.payments.fields.customer_city), 'Köln');
  await select(page, app.payments.fields.customer_country).click();
  await page.getByRole('option', { name: 'Deutschland' }).click();
  await expect(select(page, app.payments.fields.customer_country)).toHaveText('Deutschland');

  // The amount with a German decimal comma: the grand total in German format, with the fee.
  const amount = field(page, app.payments.fields.amount);
  await typeAsPerson(page, amount, '99,95');
  await expect(amount).toHaveValue('99,95');
  await expect(amount).toHaveAttribute('aria-invalid', 'false');
  const totals = page.getByRole('table', { name: app.payments.total.title });
  await expect(totals.getByTestId('total-amount')).toHaveText(euros(9995));
  await expect(totals.getByText(app.payments.total.fee, { exact: true })).toBeVisible();
  await expect(totals.getByText(app.payments.total.total, { exact: true })).toBeVisible();
  const fee = centsOf(await totals.getByTestId('total-fee').innerText());
  await expect(totals.getByTestId('total-total')).toHaveText(euros(9995 + fee));

  // Send: the code prompt names the amount with the fee and the payee.
  await page.getByRole('button', { name: app.payments.submit }).click();
  const prompt = page.getByRole('dialog', { name: app.two_factor.title });
  await expect(prompt).toContainText(`${app.two_factor.amount}: ${phrase(app.two_factor.with_fee, { total: euros(9995 + fee), amount: euros(9995), fee: euros(fee) })}`);
  await expect(prompt).toContainText(`${app.two_factor.payee}: ${payee}`);
  await typeCode(page, me, codePrompt);
  await expect(prompt).toBeHidden();

  // The confirmation, in view and in German: reference, amount with the fee, status, two ways on.
  const confirmation = page.getByTestId('created-transaction');
  await expect(confirmation).toBeInViewport();
  const created = phrase(app.payments.created, { reference: '(KTR-\\d{4}-\\d{6})', status: app.money.statuses.pending }).replace(/\.$/, '\\.');
  await expect(confirmation).toContainText(new RegExp(created));
  await expect(confirmation.getByTestId('created-amount')).toHaveText(euros(9995));
  await expect(confirmation.getByText(app.payments.total.fee, { exact: true })).toBeVisible();
  await expect(confirmation.getByTestId('created-total')).toHaveText(euros(9995 + fee));
  await expect(confirmation.getByRole('link', { name: app.payments.view_transaction })).toHaveAttribute('href', /\/manager\/transactions\/\d+$/);
  await expect(confirmation.getByRole('button', { name: app.payments.new_payment })).toBeVisible();
  // The filled form is gone: nothing to send twice.
  await expect(page.getByRole('button', { name: app.payments.submit })).toHaveCount(0);
  await expect(page.getByRole('form', { name: app.routes.withdrawal })).toHaveCount(0);
});

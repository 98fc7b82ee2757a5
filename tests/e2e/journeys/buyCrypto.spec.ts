import { expect, test, type Locator } from '@playwright/test';
import ja from '../../../src/portal/i18n/ja';
import { apiData, openAsColleague } from '../session';
import { confirmCodeIn, messagePattern, translator, typeInto } from './steps';

type Tx = { id: number; type_id: string; status: string; amount: string; currency: string; to_amount: string | null; rate: string | null };

/** Every word the person reads is the Japanese of src/portal/i18n/ja. */
const t = translator(ja);

/** What the person types, and what the page shows for it in Japanese money format. */
const TYPED = '1234.50';
const AMOUNT = '€1,234.50';
/** The demo company's exchange fee on a buy is 0.5 %: 6.1725, rounded to the cent. */
const EXCHANGE_FEE = '€6.17';
const TOTAL = '€1,240.67';
const TOTAL_CENTS = 124067n;

/** Euro text of the Japanese format (€843,820.36) in cents. */
const cents = (text: string): bigint => BigInt(text.replace(/[€,\s]/g, '').replace('.', ''));
const euros = (value: bigint): string => `€${(value / 100n).toLocaleString('en-US')}.${String(value % 100n).padStart(2, '0')}`;

/** The value cell of a row of the grand total, by its Japanese heading. */
const totalRow = (table: Locator, key: string): Locator => table.getByRole('row', { name: new RegExp(`^${t(`app.payments.total.${key}`)} `) }).getByRole('cell');

test('journey 8, in Japanese: a manager chooses 日本語, buys crypto from a fiat account typing the amount, confirms with the code and sees the confirmation and the new balance', async ({ page }) => {
  const me = await openAsColleague(page, 'manager@kontor.test');
  await page.goto('/manager');
  // Japanese, chosen as a person does: the language menu of the top bar.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.getByRole('button', { name: '日本語' })).toBeVisible();
  await page.getByRole('menuitem', { name: t('app.routes.crypto_buy') }).click();
  await expect(page).toHaveURL(/\/manager\/crypto\/buy$/);
  await expect(page.getByRole('heading', { level: 1, name: t('app.routes.crypto_buy') })).toBeVisible();
  await expect(page).toHaveTitle(`Kontor | ${t('app.routes.crypto_buy')}`);

  const form = page.getByRole('form', { name: t('app.routes.crypto_buy') });
  const from = form.getByRole('combobox', { name: new RegExp(`^${t('app.crypto.fields.buy_from')}`) });
  await expect(from).toContainText(/EUR .*· €[\d,]+\.\d{2}$/);
  await expect(form.getByRole('combobox', { name: new RegExp(`^${t('app.crypto.fields.buy_to')}`) })).toContainText(/BTC$/);
  await expect(form.getByRole('combobox', { name: new RegExp(`^${t('app.crypto.fields.network')}`) })).toHaveText(t('app.crypto.networks.bitcoin'));
  await expect(form.getByTestId('exchange-rate')).toHaveText(messagePattern(t, 'app.payments.rate', { sell: 'EUR', buy: 'BTC' }, { rate: '[\\d.]+', seconds: '\\d+' }));
  // Every label, heading and button of the form is Japanese: no English word left.
  const words = await form.locator('label, th, button').allTextContents();
  expect(words.length).toBeGreaterThan(8);
  expect(words.filter((w) => /[A-Za-z]{2,}/.test(w)), `labels of the form: ${words.join(' | ')}`).toEqual([]);

  // The amount, typed key by key over the default.
  const paid = form.getByRole('textbox', { name: t('app.crypto.fields.amount_paid') });
  await typeInto(paid, TYPED);
  await expect(paid).toHaveValue(TYPED);
  const received = form.getByRole('textbox', { name: t('app.crypto.fields.amount_received') });
  await expect(received).toHaveValue(/^0\.\d{8}$/);
  const total = form.getByRole('table', { name: t('app.payments.total.title') });
  await expect(totalRow(total, 'amount')).toHaveText(AMOUNT);
  await expect(totalRow(total, 'fee')).toHaveText('€0.00');
  await expect(totalRow(total, 'exchange_fee')).toHaveText(EXCHANGE_FEE);
  await expect(totalRow(total, 'total')).toHaveText(TOTAL);
  const available = cents((await totalRow(total, 'available').textContent()) ?? '');
  await expect(totalRow(total, 'next_available')).toHaveText(euros(available - TOTAL_CENTS));
  const shown = await received.inputValue();

  // The code dialog says, in Japanese, what is confirmed: what leaves the account, and where it goes.
  await form.getByRole('button', { name: t('app.crypto.submit.buy'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('app.two_factor.title') });
  await expect(dialog).toBeVisible();
  const summary = dialog.getByTestId('two-factor-summary');
  await expect(summary).toContainText(`${t('app.two_factor.amount')}: ${t('app.two_factor.with_fee', { total: TOTAL, amount: AMOUNT, fee: EXCHANGE_FEE })}`);
  await expect(summary).toContainText(new RegExp(`${t('app.two_factor.payee')}: .*\\(BTC\\)`));
  // Issue 38: both sides of the exchange at the quoted rate, the one the payment carries.
  const exchange = dialog.getByTestId('two-factor-exchange');
  await expect(exchange).toContainText(`${t('app.two_factor.exchange')}: ${AMOUNT}`);
  const rateText = /= ([\d.]+) BTC/.exec((await exchange.textContent()) ?? '')?.[1] ?? '';
  expect(rateText).toMatch(/^0\.\d+$/);
  await expect(dialog).toContainText(t('app.two_factor.text'));
  await confirmCodeIn(page, t, me);

  // Bought: the confirmation in Japanese, with reference, status, amount, fee and total.
  const created = page.getByTestId('created-transaction');
  await expect(created).toBeVisible();
  await expect(created.getByRole('status')).toContainText(messagePattern(t, 'app.payments.created', { status: t('app.money.statuses.pending') }, { reference: 'KTR-\\d{4}-\\d+' }));
  await expect(created.getByTestId('created-amount')).toHaveText(AMOUNT);
  await expect(created).toContainText(`${t('app.payments.total.fee')}${EXCHANGE_FEE}`);
  await expect(created.getByTestId('created-total')).toHaveText(TOTAL);
  await expect(form).toBeHidden();
  const link = created.getByRole('link', { name: t('app.payments.view_transaction') });
  const id = Number((await link.getAttribute('href'))?.split('/').pop());
  const tx = await apiData<Tx>(page, `manager/transactions/${id}`);
  expect(tx).toMatchObject({ type_id: 'buy_crypto', amount: TYPED, currency: 'EUR', status: 'pending' });
  // The server credits exactly the crypto amount that was shown: the payment carried the quote the form
  // showed, and it is executed at exactly that rate (issue 38: a quote is an object).
  expect(tx.to_amount, `credited against the shown ${shown}`).toBe(shown);
  expect(tx.rate).toBe(rateText);

  // A new purchase starts from a fresh form, and the account's balance is the new one.
  await created.getByRole('button', { name: t('app.payments.new_payment') }).click();
  await expect(form).toBeVisible();
  await expect(created).toBeHidden();
  await expect(from).toContainText(`· ${euros(available - TOTAL_CENTS)}`);
  await expect(totalRow(total, 'available')).toHaveText(euros(available - TOTAL_CENTS));
});

import { expect, test, type Locator } from '@playwright/test';
import en from '../../src/portal/i18n/en';
import { confirmCodeIn, expectNoSidewaysScroll, messagePattern, translator, typeInto } from './journeys/steps';
import { axeViolations } from './axe';
import { openAsColleague } from './session';

/** Every word read is the English of src/portal/i18n/en. */
const t = translator(en);
const TYPED = '12.34';

/** Euro text of the English format (€1,234.50) in cents, and back. */
const cents = (text: string): bigint => BigInt(text.replace(/[€,\s]/g, '').replace('.', ''));
const euros = (value: bigint): string => `€${(value / 100n).toLocaleString('en-US')}.${String(value % 100n).padStart(2, '0')}`;
const totalRow = (table: Locator, key: string): Locator => table.getByRole('row', { name: new RegExp(`^${t(`app.payments.total.${key}`)} `) }).getByRole('cell');

test("a manager of an affiliated company sends funds to the affiliate owner on a phone: types the amount, confirms with the code, sees the confirmation and the balance move; 0 axe violations", async ({ page }) => {
  // Nordlicht Logistics AG is affiliated to Acme Trading GmbH (the seed); its manager finds the page in the menu.
  const me = await openAsColleague(page, 'nordlicht@kontor.test');
  await page.goto('/manager');
  await page.getByRole('menuitem', { name: t('app.routes.send_funds_affiliate') }).click();
  await expect(page).toHaveURL(/\/manager\/send-funds-affiliate$/);
  // The rest on a phone (390 px wide), freshly opened there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('app.routes.send_funds_affiliate') })).toBeVisible();

  const form = page.getByRole('form', { name: t('app.send_funds.title') });
  const from = form.getByRole('combobox', { name: new RegExp(`^${t('app.send_funds.from_account')}`) });
  await expect(from).toContainText(/EUR.* · €[\d,]+\.\d{2}$/);
  // The owner's account of the source's currency is offered and chosen.
  await expect(form.getByRole('combobox', { name: new RegExp(`^${t('app.send_funds.to_account', { company: 'Acme Trading GmbH' })}`) })).toContainText(/\(EUR\)$/);
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
  const violations = await axeViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);

  await typeInto(form.getByRole('textbox', { name: new RegExp(`^${t('app.send_funds.amount')}`) }), TYPED);
  await typeInto(form.getByRole('textbox', { name: t('app.send_funds.ref_message') }), 'Commission');
  const total = form.getByRole('table', { name: t('app.payments.total.title') });
  await expect(totalRow(total, 'amount')).toHaveText(`€${TYPED}`);
  const sum = cents((await totalRow(total, 'total').textContent()) ?? '');
  const available = cents((await totalRow(total, 'available').textContent()) ?? '');
  await expect(totalRow(total, 'next_available')).toHaveText(euros(available - sum));
  await expectNoSidewaysScroll(page);

  await form.getByRole('button', { name: t('app.send_funds.submit') }).click();
  await expect(page.getByTestId('two-factor-summary')).toContainText('Acme Trading GmbH');
  await confirmCodeIn(page, t, me);

  const created = page.getByTestId('created-transaction');
  await expect(created.getByRole('status')).toContainText(messagePattern(t, 'app.payments.created', { status: t('app.money.statuses.pending') }, { reference: 'KTR-\\d{4}-\\d+' }));
  await expect(created.getByTestId('created-amount')).toHaveText(`€${TYPED}`);
  await expect(form).toBeHidden();
  await expectNoSidewaysScroll(page);

  // A new payment: the source account's balance is the new one.
  await created.getByRole('button', { name: t('app.payments.new_payment') }).click();
  await expect(from).toContainText(`· ${euros(available - sum)}`);
});

import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { expectNoSidewaysScroll } from './journeys/steps';
import { openAs } from './session';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

test('on a 360 px phone, express data entry fills a new beneficiary from a pasted German invoice and saves nothing', async ({ page }) => {
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  await page.goto('/manager/transaction-agents/create');
  await page.getByRole('button', { name: 'Express data entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Express data entry' });
  await dialog.getByLabel('Payment details').fill(
    ['Kontoinhaber: Nordlicht Logistik GmbH', 'Hafenstraße 7, 20457 Hamburg', 'IBAN: DE89 3704 0044 0532 0130 00', 'BIC: COBADEFFXXX', 'Gesamtbetrag: 1.190,00 EUR', 'Mit freundlichen Grüßen'].join('\n'),
  );
  await dialog.getByRole('button', { name: 'Express data submit' }).click();
  await expect(dialog.getByRole('list', { name: 'Recognised', exact: true })).toContainText('IBAN: DE89370400440532013000');
  await expect(dialog.getByRole('list', { name: 'Recognised', exact: true })).toContainText('not used on this form');
  await expect(dialog.getByRole('list', { name: 'Not recognised' })).toContainText('Mit freundlichen Grüßen');
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveValue('DE89370400440532013000');
  await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toHaveValue('Nordlicht Logistik GmbH');
  await expect(page.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue('Hafenstraße');
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Hamburg');
  await expect(page.getByRole('textbox', { name: 'SWIFT/BIC', exact: true })).toHaveValue('COBADEFFXXX');
  // Nothing was sent: the page is still the empty create form.
  await expect(page).toHaveURL(/\/manager\/transaction-agents\/create$/);
});

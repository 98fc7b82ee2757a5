import { expect, test } from '@playwright/test';
import de from '../../../src/portal/i18n/de';
import en from '../../../src/portal/i18n/en';
import { openAs } from '../session';
import { typeInto, translator } from './steps';

// Issue 43, react-admin's record forms: switching the language from the app bar keeps what the person
// typed and chose (the page is shown again in the new language, not mounted afresh).
test.use({ locale: 'de-DE' });

const t = translator(de);
const tEn = translator(en);

test('Genehmigungsregel (Deutsch): a typed threshold and a chosen option survive switching to English and back', async ({ page }) => {
  await openAs(page, 'brightwave@kontor.test', { twoFactor: true });
  await page.goto('/manager/approval-rules/create');
  const threshold = page.getByRole('textbox', { name: t('resources.approval-rules.fields.threshold') });
  await typeInto(threshold, '2500,50');
  const two = page.getByRole('radio', { name: t('app.approvals.rules.two') });
  await two.check();

  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: tEn('app.approvals.rules.save') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: tEn('resources.approval-rules.fields.threshold') })).toHaveValue('2,500.50');
  await expect(page.getByRole('radio', { name: tEn('app.approvals.rules.two') })).toBeChecked();

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(threshold).toHaveValue('2.500,50');
  await expect(two).toBeChecked();
});

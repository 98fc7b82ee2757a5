import { expect, test, type Page } from '@playwright/test';
import { openAsColleague } from '../session';
import { newGermanIban, typeAsPerson, typeCode } from './person';

// Journey 2 (issue 21): a manager keeps a beneficiary, typing every field at a person's pace:
// creates it (required fields marked, every missing one said at once), finds it by the search box,
// renames it (the code prompt names the new name) and deletes it after react-admin's confirmation.

const CODE_PROMPT = { title: 'Verify your action', firstDigit: /^Digit 1 of 6/ };
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const rows = (page: Page) => page.getByRole('table', { name: 'Beneficiaries' }).locator('tbody tr');
const fieldError = (page: Page, label: string) =>
  page.locator('.MuiFormControl-root').filter({ has: page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true })) }).locator('.MuiFormHelperText-root');

test('Journey 2: a manager creates, finds, renames and deletes a beneficiary', async ({ page }) => {
  const me = await openAsColleague(page, 'manager@kontor.test');
  const stamp = Date.now().toString(36);
  const name = `Ekman ${stamp}`;
  const renamed = `Ekman AB ${stamp}`;
  const iban = newGermanIban();

  await page.goto('/manager/transaction-agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficiaries' })).toBeVisible();
  await page.getByRole('link', { name: 'New beneficiary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Beneficiary' })).toBeVisible();

  // Required fields are marked.
  for (const label of ['Legal type', 'Company name', 'Country', 'IBAN']) {
    await expect(page.locator('label').filter({ hasText: new RegExp(`^${label}\\s*\\*$`) })).toBeVisible();
  }
  for (const label of ['City', 'Bank name']) {
    await expect(page.locator('label').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }

  // Only the name typed: saving says every missing field, not only the first.
  await typeAsPerson(page, field(page, 'Company name'), name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Country')).toHaveText('Required');
  await expect(fieldError(page, 'IBAN')).toHaveText('Required');
  await expect(field(page, 'Company name')).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByRole('dialog', { name: 'Verify your action' })).toHaveCount(0);

  // The rest, key by key: the country from its suggestions, the IBAN fills the bank when left.
  await typeAsPerson(page, page.getByRole('combobox', { name: 'Country', exact: true }), 'Germ');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('Germany');
  await typeAsPerson(page, field(page, 'City'), 'Berlin');
  await typeAsPerson(page, field(page, 'IBAN'), iban);
  await expect(field(page, 'IBAN')).toHaveValue(iban);
  await page.keyboard.press('Tab');
  await expect(field(page, 'Bank name')).toHaveValue('Deutsche Bank');
  await expect(field(page, 'SWIFT/BIC')).toHaveValue('DEUTDEBBXXX');
  await expect(fieldError(page, 'Country')).not.toHaveText('Required');
  await expect(fieldError(page, 'IBAN')).not.toHaveText('Required');

  // Saved with a code; the prompt names who is saved.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your action' })).toContainText(`Payee: ${name}`);
  await typeCode(page, me, CODE_PROMPT);
  await expect(page.getByText(`Beneficiary ${name} created successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/transaction-agents$/);

  // Found by the search box.
  const search = page.getByPlaceholder('Search', { exact: true });
  await typeAsPerson(page, search, name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  // Shown in groups of four (issue 43).
  await expect(rows(page).first()).toContainText(iban.replace(/(.{4})(?=.)/g, '$1 '));
  await expect(rows(page).first()).toContainText('Deutsche Bank');

  // Renamed: the prompt names the new name, the list shows it.
  await rows(page).first().getByText(name).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficiary' })).toBeVisible();
  await expect(field(page, 'Company name')).toHaveValue(name);
  await expect(field(page, 'IBAN')).toHaveValue(iban);
  await typeAsPerson(page, field(page, 'Company name'), renamed);
  await expect(field(page, 'Company name')).toHaveValue(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  const prompt = page.getByRole('dialog', { name: 'Verify your action' });
  await expect(prompt).toContainText(`Payee: ${renamed}`);
  await expect(prompt).not.toContainText(name);
  await typeCode(page, me, CODE_PROMPT);
  await expect(page.getByText(`Beneficiary ${renamed} updated successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/transaction-agents(\?.*)?$/);
  await typeAsPerson(page, search, renamed);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(renamed);

  // Deleted after react-admin's confirmation and a code: gone from the list.
  await rows(page).first().getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete beneficiary' });
  await expect(confirm).toContainText(`Are you sure you want to delete ${renamed}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your action' })).toContainText(`Payee: ${renamed}`);
  await typeCode(page, me, CODE_PROMPT);
  await expect(page.getByText(`Beneficiary ${renamed} deleted`)).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText('No beneficiaries found.')).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import type { AdminCompany } from '../../src/contract/entities';
import { apiData, signIn } from './session';

/** admin@kontor.test has no two-factor, so no step waits for a code. */
const menu = (page: Page, name: string) => page.locator(`[data-menu="main"] [data-menu-entry="${name}"]`);

const affiliation = (page: Page) => page.getByRole('switch', { name: 'Affiliation' });

const saveDetails = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company updated.')).toBeVisible();
};

test('an admin filters the company list, opens a profile and switches a feature flag', async ({ page }) => {
  await signIn(page, 'admin@kontor.test');
  await menu(page, 'admin.companies').click();
  await expect(page).toHaveURL(/\/admin\/company-list/);
  await expect(page.getByRole('link', { name: 'Acme Trading GmbH' })).toBeVisible();

  // The disabled demo company only, then a search: both filters run on the server.
  await page.getByRole('combobox', { name: 'Enabled' }).click();
  await page.getByRole('option', { name: 'No' }).click();
  await expect(page.getByRole('link', { name: 'Pending Ventures Ltd' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Trading GmbH' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Enabled' }).click();
  await page.getByRole('option', { name: 'Clear value' }).click();
  await page.getByPlaceholder('Search by name, id or CRM id').fill('nordlicht');
  await expect(page.getByRole('link', { name: 'Pending Ventures Ltd' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Nordlicht Logistics AG' }).click();

  await expect(page).toHaveURL(/\/admin\/company-profile\/\d+$/);
  await expect(page.getByTestId('company-name')).toHaveText('Nordlicht Logistics AG');
  const id = Number(/company-profile\/(\d+)/.exec(page.url())?.[1]);
  await expect(affiliation(page)).not.toBeChecked();
  await affiliation(page).click();
  await saveDetails(page);
  expect((await apiData<AdminCompany>(page, `a/companies/${id}`)).enabled_features.affiliation).toBe(true);

  // Back as the demo data had it, for the other tests.
  await page.reload();
  await expect(affiliation(page)).toBeChecked();
  await affiliation(page).click();
  await saveDetails(page);
  expect((await apiData<AdminCompany>(page, `a/companies/${id}`)).enabled_features.affiliation).toBe(false);
});

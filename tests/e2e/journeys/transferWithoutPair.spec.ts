import { expect, test } from '@playwright/test';
import de from '../../../src/portal/i18n/de';
import { openAsColleague } from '../session';
import { translator } from './steps';

// Issue 43: "Transfer" for a company without two accounts in one currency (Nordlicht: one EUR, one
// USD) says why no account can be used and what to do instead, in German, with the way to the accounts.
test.use({ locale: 'de-DE' });
const t = translator(de);

test('Umbuchung ohne passendes Kontenpaar: die Seite sagt warum und was stattdessen zu tun ist', async ({ page }) => {
  await openAsColleague(page, 'nordlicht@kontor.test');
  await page.goto('/manager');
  await page.locator('[data-menu="main"]').getByRole('menuitem', { name: t('app.menu.withdraw_transfer'), exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/payments\/transfer\/create/);
  const notice = page.getByTestId('no-accounts');
  await expect(notice).toContainText(t('app.payments.no_accounts'));
  await expect(notice).toContainText(t('app.payments.no_accounts_why.transfer'));
  await notice.getByRole('link', { name: t('app.payments.to_accounts') }).click();
  await expect(page).toHaveURL(/\/manager\/accounts/);
});

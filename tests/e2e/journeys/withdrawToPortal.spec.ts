import { expect, test } from '@playwright/test';
import { openAsColleague, pageToken } from '../session';
import { KEY_DELAY_MS } from './person';
import { typeInto } from './steps';

// Issue 43, the withdrawal form as a person meets it. (This file runs after reachIbanForm.spec.ts: it
// signs Nordlicht up at its portal service, after which Nordlicht's Withdraw goes there.)

test('the amount is taken whole on a click (no "10012.34"), and the payee\'s country follows the typed IBAN', async ({ page }) => {
  await openAsColleague(page, 'brightwave@kontor.test');
  await page.goto('/manager/payments/withdrawal/create');
  await expect(page.getByRole('form', { name: 'Withdrawal' })).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(amount).toHaveValue('100');
  // A click into the pre-filled amount, then typing: the typed amount replaces the default.
  await amount.click();
  await page.keyboard.type('12.34', { delay: KEY_DELAY_MS });
  await expect(amount).toHaveValue('12.34');

  // The IBAN names the country: the payee's Country follows it once the field is left.
  const country = page.getByRole('combobox', { name: /^Country(\s|$)/ }).first();
  await expect(country).not.toHaveText(/Germany/);
  await typeInto(page.getByRole('textbox', { name: 'IBAN or account number', exact: true }), 'DE89 3704 0044 0532 0130 00');
  await page.keyboard.press('Tab');
  await expect(country).toHaveText('Germany');
  // Another country's IBAN: it follows again (the person had not chosen one).
  await typeInto(page.getByRole('textbox', { name: 'IBAN or account number', exact: true }), 'FR14 2004 1010 0505 0001 3M02 606');
  await page.keyboard.press('Tab');
  await expect(country).toHaveText('France');
});

test('a portal-service withdrawal lets the person choose the amount', async ({ page }) => {
  await openAsColleague(page, 'nordlicht@kontor.test');
  // Nordlicht signs up at its portal service (the questionnaire has its own journey in portals.spec.ts).
  const auth = { Authorization: `Bearer ${await pageToken(page)}` };
  const signUp = await page.request.post('/api/v1/manager/portals/bcb/sign-up/company', {
    headers: auth,
    data: { company_name: 'Nordlicht Logistics AG', registration_number: 'HRB 4711', country: 'DE', city: 'Hamburg', address: 'Am Kai 1', post_code: '20457', email: 'finance@nordlicht.test' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const remote = ((await (await page.request.get('/api/v1/manager/portals/bcb/remote-accounts', { headers: auth })).json()) as { data: { id: string; currency: string }[] }).data;
  const eur = remote.find((a) => a.currency === 'EUR');
  expect(eur, 'a remote EUR account').toBeDefined();
  if (!eur) return;

  await page.goto(`/manager/payments/withdrawal/create?${new URLSearchParams({ rp: 'bcb', rp_acct: eur.id, rp_cur: 'EUR' }).toString()}`);
  await expect(page.getByRole('form', { name: 'Withdrawal' })).toBeVisible();
  // The routing is the service's; the amount is the person's.
  await expect(page.getByRole('textbox', { name: 'IBAN or account number', exact: true })).toBeDisabled();
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(amount).toBeEditable();
  await typeInto(amount, '250');
  await expect(amount).toHaveValue('250');
  await expect(page.getByTestId('total-amount')).toHaveText('€250.00');
});

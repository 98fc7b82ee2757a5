import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './otp';
import { openAsColleague } from './session';
import { typeAsPerson, typeCode } from './journeys/person';

// Issue 13: a manager of Acme (portals feature, free_market attached in the seed) links the free_market portal service by
// typing the company questionnaire, sees its remote accounts, sends a portal withdrawal confirmed with
// a code, and sees the 'unavailable' warning when the provider's sandbox is down (admin control).

const CODE_PROMPT = { title: 'Verify your action', firstDigit: /^Digit 1 of 6/ };

const sandbox = async (request: APIRequestContext, mode: 'ok' | 'down') => {
  const login = await request.post('/api/v1/auth/login', { data: { email: 'admin@kontor.test', password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
  const res = await request.put('/api/v1/a/portal-sandbox/free_market', { data: { mode }, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
};

test('a manager links a portal service, sees its remote accounts, pays into one, and is told when it is down', async ({ page, request }) => {
  const me = await openAsColleague(page, 'manager@kontor.test');
  // Issue 43: before the company has signed up at its first portal service, the action bar's Withdraw
  // opens the IBAN form (the service could not take the payment); the service is in the menu.
  await page.goto('/manager');
  await page.getByRole('link', { name: 'Withdraw', exact: true }).first().click();
  await expect(page).toHaveURL(/\/manager\/payments\/withdrawal\/create$/);
  await expect(page.getByRole('form', { name: 'Withdrawal' })).toBeVisible();
  await page.locator('[data-menu="main"]').getByRole('menuitem', { name: 'Portal Services' }).click();
  await expect(page).toHaveURL(/\/manager\/portal-services\/free_market$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Free Market' })).toBeVisible();
  await expect(page.getByText('No remote accounts to show.')).toBeVisible();

  const answers: [string, string][] = [
    ['Company name', 'Acme Trading GmbH'], ['Registration number', 'HRB 99123'], ['Country', 'DE'], ['City', 'Berlin'],
    ['Address', 'Friedrichstr. 10'], ['Post code', '10117'], ['E-mail', 'finance@acme.test'],
  ];
  for (const [label, value] of answers) await typeAsPerson(page, page.getByRole('textbox', { name: label }).first(), value);
  await page.getByRole('button', { name: 'Sign the company up' }).click();
  const table = page.getByRole('table', { name: 'Remote accounts' });
  await expect(table.getByRole('row', { name: /FM-EUR-/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /FM-USD-/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to Free Market' })).toBeVisible();
  // Signed up: by the spec's rule (first theme, portals on) Withdraw now goes to the service (issue 21 item 4).
  await page.getByRole('link', { name: 'Withdraw', exact: true }).first().click();
  await expect(page).toHaveURL(/\/manager\/portal-services\/free_market$/);
  await expect(table.getByRole('row', { name: /FM-EUR-/ })).toBeVisible();

  // A portal withdrawal to the EUR account: every field but the reference message is locked.
  await table.getByRole('row', { name: /FM-EUR-/ }).getByRole('link', { name: 'Send withdrawal' }).click();
  await expect(page).toHaveURL(/\/manager\/payments\/withdrawal\/create\?rp=free_market/);
  const reference = page.getByRole('textbox', { name: /reference/i });
  await expect(reference).toBeEditable();
  await typeAsPerson(page, reference, 'Portal top-up');
  await page.getByRole('button', { name: 'Send' }).click();
  await typeCode(page, me, CODE_PROMPT);
  await expect(page.getByText(/KTR-\d{4}-\d{6}/).first()).toBeVisible();

  // The provider goes down: the page says so and shows no accounts.
  await sandbox(request, 'down');
  try {
    await page.goto('/manager/portal-services/free_market');
    await expect(page.getByText('Remote portal is unavailable. Please try again later').first()).toBeVisible();
    await expect(page.getByText('No remote accounts to show.')).toBeVisible();
  } finally {
    await sandbox(request, 'ok');
  }
});

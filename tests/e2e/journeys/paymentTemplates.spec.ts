import { expect, test } from '@playwright/test';
import { freshCode } from '../otp';
import { confirmCode, openAsColleague, pageToken } from '../session';
import { newGermanIban } from './person';
import { typeInto } from './steps';

// Issue 40, payment templates: a manager of Acme saves a sent payment as a template from its page,
// finds it among the templates, starts a payment from it (the IBAN form filled with its payee and
// reference, the amount kept), saves that form as a second template, sends the payment with a code,
// then deletes the second template. Typing goes at a person's pace.

type Account = { id: number; currency: string };
type Tx = { id: number; name: string; amount: string; payee?: { customer_iban?: string; customer_name?: string } | null; ref_message: string | null };
type Template = { id: number; name: string; kind: string; amount: string | null };

test('a sent payment saved as a template starts the next payment to the same payee', async ({ page }) => {
  const me = await openAsColleague(page, 'manager@kontor.test');
  const auth = { Authorization: `Bearer ${await pageToken(page)}` };
  const stamp = Date.now().toString(36);
  const payee = `Vorlage Mieter ${stamp}`;
  const iban = newGermanIban();
  const rent = `Office rent ${stamp}`;
  const second = `Office rent, any amount ${stamp}`;

  // The payment to start from (sent through the API: the forms have their own journeys).
  const accounts = (await (await page.request.get('/api/v1/manager/bank-accounts?per_page=100', { headers: auth })).json()) as { data: Account[] };
  const eur = accounts.data.find((a) => a.currency === 'EUR');
  const sent = await page.request.post('/api/v1/manager/transactions/iban', {
    headers: { ...auth, 'one-time-code': await freshCode(me) },
    data: { bank_account_id: eur?.id, amount: '123.45', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: payee, customer_iban: iban, customer_country: 'DE', customer_ref_message: `Rent ${stamp}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const tx = ((await sent.json()) as { data: Tx }).data;

  // Its page: "Save as template", named by the person, the amount kept.
  await page.goto(`/manager/transactions/${tx.id}`);
  await expect(page.getByRole('heading', { name: tx.name })).toBeVisible();
  await page.getByRole('button', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as a payment template' });
  await typeInto(dialog.getByRole('textbox', { name: 'Template name' }), rent);
  await expect(dialog.getByRole('checkbox', { name: 'Keep the amount' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Template “${rent}” saved.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Among the templates (from the menu): its payee and amount.
  await page.locator('[data-menu="main"]').getByRole('menuitem', { name: 'Payment templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment templates' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: rent });
  await expect(row).toContainText(payee);
  await expect(row).toContainText('€123.45');

  // A payment from it: the IBAN form with the template's source, payee, reference and amount.
  await row.getByRole('link', { name: `Start payment: ${rent}` }).click();
  await expect(page).toHaveURL(/\/manager\/payments\/withdrawal\/create\?tpl=\d+/);
  const form = page.getByRole('form', { name: 'Withdrawal' });
  await expect(form.getByRole('textbox', { name: 'IBAN or account number' })).toHaveValue(iban);
  await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveValue(payee);
  await expect(form.getByRole('textbox', { name: 'Reference message' })).toHaveValue(`Rent ${stamp}`);
  const amount = form.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue(/123[.,]45/);

  // This month's amount differs: the person types it, then keeps the form as a second template.
  await typeInto(amount, '130.00');
  await page.getByRole('button', { name: 'Save as template' }).click();
  const again = page.getByRole('dialog', { name: 'Save as a payment template' });
  await typeInto(again.getByRole('textbox', { name: 'Template name' }), rent);
  await again.getByRole('button', { name: 'Save' }).click();
  // The name is taken: the server says so on the field, the person names it anew.
  await expect(again.getByText('A payment template with this name already exists.')).toBeVisible();
  await typeInto(again.getByRole('textbox', { name: 'Template name' }), second);
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Template “${second}” saved.`)).toBeVisible();

  // The payment itself, confirmed with a code.
  await form.getByRole('button', { name: 'Send payment' }).click();
  await confirmCode(page, me);
  await expect(page.getByTestId('created-transaction')).toBeVisible();
  await expect(page.getByTestId('created-amount')).toHaveText('€130.00');
  const made = ((await (await page.request.get('/api/v1/manager/transactions?per_page=5&type[]=withdrawal', { headers: auth })).json()) as { data: Tx[] }).data;
  const newest = made.find((t) => t.id !== tx.id && t.amount === '130.00');
  expect(newest, 'the payment started from the template').toBeTruthy();
  const detail = ((await (await page.request.get(`/api/v1/manager/transactions/${newest?.id ?? 0}`, { headers: auth })).json()) as { data: Tx }).data;
  expect(detail.payee).toMatchObject({ customer_iban: iban, customer_name: payee });
  expect(detail.ref_message).toBe(`Rent ${stamp}`);

  // The second template, deleted from the list after react-admin's confirmation.
  const templates = ((await (await page.request.get('/api/v1/manager/payment-templates?per_page=100', { headers: auth })).json()) as { data: Template[] }).data;
  expect(templates.find((t) => t.name === second)).toMatchObject({ kind: 'withdrawal', amount: '130.00' });
  await page.goto('/manager/payment-templates');
  await page.getByRole('row').filter({ hasText: second }).getByRole('button', { name: `Delete the template ${second}` }).click();
  await page.getByRole('dialog', { name: 'Delete the payment template' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Template “${second}” deleted.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: second })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: rent })).toHaveCount(1);
});

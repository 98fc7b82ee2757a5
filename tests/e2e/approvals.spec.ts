import { expect, test } from '@playwright/test';
import { freshCode } from './otp';
import { confirmCode, openAs, openAsColleague, pageToken } from './session';
import { newGermanIban } from './journeys/person';
import { typeInto } from './journeys/steps';

// Issue 40: a company's approval rule holds a payment until another manager approves it. A manager of
// Acme adds a rule (EUR, from 9,000.00, one approval) and sends a payment above it: it waits, reserved.
// Acme's second manager, in another browser, approves it in the inbox with a code; the payment goes on.

type Account = { id: number; currency: string };
type Tx = { id: number; name: string; status: string; amount: string; fee_amount: string };

/** Amount + fee as the English portal shows euros (€9,124.45), added in cents. */
const grandTotal = (t: Tx): string => {
  const cents = BigInt(t.amount.replace('.', '')) + BigInt(t.fee_amount.replace('.', ''));
  return `€${(cents / 100n).toLocaleString('en')}.${String(cents % 100n).padStart(2, '0')}`;
};
type Rule = { id: number; threshold: string; currency: string | null };

test('a payment above the threshold waits until a second manager approves it with a code', async ({ page, browser }) => {
  const maker = await openAsColleague(page, 'manager@kontor.test');
  const auth = { Authorization: `Bearer ${await pageToken(page)}` };
  let ruleId: number | null = null;
  try {
    // The rule, as a manager adds it.
    await page.goto('/manager/approval-rules/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a rule' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'EUR', exact: true }).click();
    await typeInto(page.getByRole('textbox', { name: 'From amount' }), '9000');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmCode(page, maker);
    await expect(page.getByRole('heading', { level: 1, name: 'Approval rules' })).toBeVisible();
    const rules = ((await (await page.request.get('/api/v1/manager/approval-rules', { headers: auth })).json()) as { data: Rule[] }).data;
    ruleId = rules.find((r) => r.currency === 'EUR' && r.threshold === '9000.00')?.id ?? null;
    expect(ruleId, 'the new rule').not.toBeNull();

    // A payment above it (sent through the API: the forms have their own journeys) waits for approval.
    const accounts = (await (await page.request.get('/api/v1/manager/bank-accounts?per_page=100', { headers: auth })).json()) as { data: Account[] };
    const eur = accounts.data.find((a) => a.currency === 'EUR');
    const payee = `Vier Augen ${Date.now().toString(36)}`;
    const sent = await page.request.post('/api/v1/manager/transactions/iban', {
      headers: { ...auth, 'one-time-code': await freshCode(maker) },
      data: { bank_account_id: eur?.id, amount: '9123.45', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: payee, customer_iban: newGermanIban(), customer_country: 'DE' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const tx = ((await sent.json()) as { data: Tx }).data;
    expect(tx.status).toBe('awaiting_approval');
    await page.goto(`/manager/transactions/${tx.id}`);
    await expect(page.getByText('Awaiting company approval').first()).toBeVisible();

    // The second manager, in another browser, approves it with a code.
    const other = await browser.newContext();
    const approver = await other.newPage();
    await openAs(approver, 'approver@kontor.test', { twoFactor: true });
    await approver.goto('/manager/approvals');
    await expect(approver.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const row = approver.getByRole('row').filter({ hasText: tx.name });
    await expect(row).toContainText(payee);
    await expect(row).toContainText(grandTotal(tx));
    await row.getByRole('checkbox').check();
    await approver.getByRole('button', { name: 'Approve (1)' }).click();
    await approver.getByRole('dialog', { name: 'Approve payments' }).getByRole('button', { name: 'Approve (1)' }).click();
    await confirmCode(approver, 'approver@kontor.test');
    await expect(approver.getByText('Approval recorded.')).toBeVisible();
    await other.close();

    // The payment goes on: on to the bank's own approval, no longer held for the company.
    await page.reload();
    await expect(page.getByText('Awaiting company approval')).toHaveCount(0);
    const after = ((await (await page.request.get(`/api/v1/manager/transactions/${tx.id}`, { headers: auth })).json()) as { data: Tx }).data;
    expect(['pending', 'approved']).toContain(after.status);
  } finally {
    if (ruleId !== null) {
      const removed = await page.request.delete(`/api/v1/manager/approval-rules/${ruleId}`, { headers: { ...auth, 'one-time-code': await freshCode(maker) } });
      expect(removed.status()).toBe(200);
    }
  }
});

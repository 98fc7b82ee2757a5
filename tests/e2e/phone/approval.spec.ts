import { expect, test } from '@playwright/test';
import { freshCode } from '../otp';
import { confirmCode, openAsColleague, pageToken } from '../session';
import { newGermanIban } from '../journeys/person';
import { expectNoSidewaysScroll, realtimeSubscribed } from '../journeys/steps';

// Issue 40 on a phone (the phone project: 390 × 844, touch): Acme's second manager has the approvals
// inbox open on a phone when a payment above the company's rule arrives (another manager, in another
// browser, sends it): the inbox shows it live. The approver taps it, reads it on its page and approves
// it with a code; the payment goes on.

type Account = { id: number; currency: string };
type Tx = { id: number; name: string; status: string };

test('on a phone a second manager sees a held payment arrive and approves it with a code', async ({ page, browser }) => {
  const approver = await openAsColleague(page, 'approver@kontor.test');
  const desk = await browser.newContext();
  const makerPage = await desk.newPage();
  const maker = await openAsColleague(makerPage, 'manager@kontor.test');
  const auth = { Authorization: `Bearer ${await pageToken(makerPage)}` };
  let ruleId: number | null = null;
  try {
    // The approver's inbox, open (and listening) before the payment exists.
    const listening = realtimeSubscribed(page);
    await page.goto('/manager/approvals');
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    await listening;

    // A rule (EUR from 8,000.00, one approval; added with the approver's code, removed with the other
    // manager's: each spends at most three codes, none waits for the next time step), and a payment above it.
    const rule = await page.request.post('/api/v1/manager/approval-rules', { headers: { Authorization: `Bearer ${await pageToken(page)}`, 'one-time-code': await freshCode(approver) }, data: { currency: 'EUR', threshold: '8000', approvals_required: 1 } });
    expect(rule.status(), await rule.text()).toBe(201);
    ruleId = ((await rule.json()) as { data: { id: number } }).data.id;
    const accounts = ((await (await makerPage.request.get('/api/v1/manager/bank-accounts?per_page=100', { headers: auth })).json()) as { data: Account[] }).data;
    const payee = `Phone Freigabe ${Date.now().toString(36)}`;
    const sent = await makerPage.request.post('/api/v1/manager/transactions/iban', {
      headers: { ...auth, 'one-time-code': await freshCode(maker) },
      data: { bank_account_id: accounts.find((a) => a.currency === 'EUR')?.id, amount: '8012.34', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: payee, customer_iban: newGermanIban(), customer_country: 'DE' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const tx = ((await sent.json()) as { data: Tx }).data;
    expect(tx.status).toBe('awaiting_approval');

    // It arrives in the open inbox without a reload (realtime), and the page stays within the phone's width.
    const item = page.getByRole('listitem').filter({ hasText: tx.name }).getByRole('button');
    await expect(item).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Its page: the payee, who asked, the rule; approve, confirm, code.
    await item.tap();
    await expect(page).toHaveURL(/\/manager\/approvals\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Held payment' })).toBeVisible();
    await expect(page.getByText(payee)).toBeVisible();
    await expect(page.getByText('Awaiting approval')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Approve (1)' }).tap();
    await page.getByRole('dialog', { name: 'Approve payments' }).getByRole('button', { name: 'Approve (1)' }).tap();
    await confirmCode(page, approver);
    await expect(page.getByText('Approval recorded.')).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve (1)' })).toHaveCount(0);

    // The payment goes on: no longer held for the company.
    const after = ((await (await makerPage.request.get(`/api/v1/manager/transactions/${tx.id}`, { headers: auth })).json()) as { data: Tx }).data;
    expect(['pending', 'approved']).toContain(after.status);
  } finally {
    if (ruleId !== null) {
      const removed = await makerPage.request.delete(`/api/v1/manager/approval-rules/${ruleId}`, { headers: { ...auth, 'one-time-code': await freshCode(maker) } });
      expect(removed.status()).toBe(200);
    }
    await desk.close();
  }
});

import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { apiData, confirmCode, openAsColleague, pageToken } from '../session';
import { nextTarget2BusinessDay } from '../../../src/server/modules/schedules/calendar';
import { scrollsSideways, typeAsPerson, KEY_DELAY_MS } from './person';

type Account = { id: number; currency: string };
type Agent = { id: number; name: string; iban: string | null };
type Order = { id: number; status: string; next_due_date: string | null; runs?: { due_date: string; status: string; transaction_id: number | null }[] };

const DAY_MS = 86_400_000;
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/** A TARGET2 business day at least four days ahead: the SEPA run goes out on its due date. */
const runDayAhead = (): Date => new Date(`${nextTarget2BusinessDay(dateOf(new Date(Date.now() + 4 * DAY_MS)))}T00:00:00.000Z`);

/** Moves the clock of the server's due work (KONTOR_TEST_CLOCK, tests only) `days` ahead of now. */
const moveClock = async (page: Page, days: number) => {
  const res = await page.request.put('/api/v1/test/clock', { data: { offset_days: days } });
  expect(res.status(), await res.text()).toBe(200);
};

test('a manager sets up a standing order in the withdrawal form; on its date it runs and shows in the transactions and on the order', async ({ page }) => {
  test.setTimeout(240_000);
  const me = await openAsColleague(page, 'brightwave@kontor.test');
  const accounts = await apiData<Account[]>(page, 'manager/bank-accounts?per_page=100');
  const eur = accounts.find((a) => a.currency === 'EUR');
  const agent = (await apiData<Agent[]>(page, 'dictionaries/transaction/agents')).find((a) => /^(DE|FR)/.test(a.iban ?? ''));
  expect(eur && agent, 'a EUR account and a SEPA payee').toBeTruthy();
  const due = runDayAhead();
  const days = Math.ceil((due.getTime() - Date.now()) / DAY_MS) + 1;

  // The withdrawal form, as a person fills it: payee, amount, then "On a date", monthly, 12 payments.
  await page.goto(`/manager/payments/withdrawal/create?aid=${eur?.id}`);
  await page.getByRole('combobox', { name: 'Beneficiary' }).click();
  await page.getByRole('option', { name: agent?.name ?? '' }).first().click();
  await expect(page.locator('input[name="customer_iban"]')).toHaveValue(agent?.iban ?? '');
  await typeAsPerson(page, page.locator('input[name="amount"]'), '17.43');
  await page.getByRole('radio', { name: 'On a date' }).check();
  const start = page.getByLabel('Date of the first payment');
  await start.focus();
  const [y, m, d] = dateOf(due).split('-');
  await page.keyboard.type(`${m}${d}${y}`, { delay: KEY_DELAY_MS });
  await expect(start).toHaveValue(dateOf(due));
  await page.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: 'Every month' }).click();
  await page.getByRole('radio', { name: 'After a number of payments' }).check();
  await typeAsPerson(page, page.getByRole('textbox', { name: 'Number of payments' }), '12');
  await expect(page.getByText('A SEPA payment due on a weekend or a TARGET2 holiday goes out on the next business day.')).toBeVisible();
  expect(await axeViolations(page), 'the schedule section passes axe').toEqual([]);

  // One code, bound to the order: the dialog names the amount, the payee and the rhythm.
  await page.getByRole('button', { name: 'Schedule payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your action' });
  await expect(dialog).toContainText('€17.43');
  await expect(dialog.getByTestId('two-factor-schedule')).toContainText(`Every month from ${dateOf(due)}`);
  await confirmCode(page, me);
  await expect(page).toHaveURL(/\/manager\/standing-orders\/\d+\/show$/);
  const id = Number(/standing-orders\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('No payment has been made yet.')).toBeVisible();

  // The server's clock of due work moves past the date: the worker makes the payment.
  try {
    await moveClock(page, days);
    await expect.poll(async () => (await apiData<Order>(page, `manager/standing-orders/${id}`)).runs?.[0]?.status, { timeout: 60_000 }).toBe('made');
    await page.reload();
    const runs = page.getByRole('table');
    await expect(runs).toContainText('Made');
    expect(await axeViolations(page), 'the order with its runs passes axe').toEqual([]);
    // On a phone the runs are one line each: nothing to scroll sideways.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText(/· Made/)).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page), 'the order on a phone passes axe').toEqual([]);
    if (desktop) await page.setViewportSize(desktop);
    const order = await apiData<Order>(page, `manager/standing-orders/${id}`);
    expect(order.next_due_date).not.toBe(dateOf(due));
    // The payment is among the company's transactions (a SEPA withdrawal waits for the bank: pending).
    await runs.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/manager/transactions/${order.runs?.[0]?.transaction_id ?? 0}$`));
    await expect(page.getByText('€17.43').first()).toBeVisible();
    await page.goto('/manager/transactions/pending_transactions');
    await expect(page.getByText(agent?.name ?? '').first()).toBeVisible();
    const pending = await apiData<{ id: number }[]>(page, 'manager/transactions?mode=pending_transactions&per_page=100');
    expect(pending.map((t) => t.id)).toContain(order.runs?.[0]?.transaction_id);
  } finally {
    await moveClock(page, 0);
  }

  // The manager pauses the order, changes its amount (a new code, bound to the changed order), then cancels it.
  await page.goto(`/manager/standing-orders/${id}/show`);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Change', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/manager/standing-orders/${id}$`));
  await typeAsPerson(page, page.getByRole('textbox', { name: 'Amount' }), '18.50');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your action' })).toContainText('€18.50');
  await confirmCode(page, me);
  await expect(page).toHaveURL(new RegExp(`/manager/standing-orders/${id}/show$`));
  await expect(page.getByRole('heading', { name: /€18\.50/ })).toBeVisible();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog', { name: 'Cancel the standing order' }).getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);
  expect(await pageToken(page)).toBeTruthy();
});

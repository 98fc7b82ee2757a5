import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { openAs, openAsColleague, pageToken } from './session';

type Account = { id: number; currency: string };
type Agent = { id: number; name: string; iban: string | null };

const LOWERED_MAX = '900000.00';
const DEMO_BOUNDARIES = { min: '1.00', max: '1000000.00' };
const REFUSAL = `The amount must be between 1.00 EUR and ${LOWERED_MAX} EUR.`;

const get = async <T,>(page: Page, path: string): Promise<T> => {
  const res = await page.request.get(`/api/v1/${path}`, { headers: { Authorization: `Bearer ${await pageToken(page)}` } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

/** Puts the demo's fiat boundaries back, so the other specs of the run see the seeded value. */
const restore = async (page: Page) => {
  const res = await page.request.post('/api/v1/a/settings', {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
    data: { key: 'fiat_transaction_amount_boundaries', value: DEMO_BOUNDARIES },
  });
  expect(res.status()).toBe(200);
};

test('an admin lowers the fiat amount maximum; a manager\'s withdrawal above it is refused in the payment form with the server\'s message', async ({ page: adminPage, browser }) => {
  // admin@kontor.test has no two-factor, and the settings upsert asks for no code.
  await openAs(adminPage, 'admin@kontor.test');
  await adminPage.goto('/admin/settings');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const max = adminPage.getByRole('textbox', { name: 'Fiat maximum' });
  await expect(max).toHaveValue(DEMO_BOUNDARIES.max);
  // On a phone (390 px) the page has no WCAG 2.2 AA violations and does not scroll sideways.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(adminPage)).toEqual([]);
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  try {
    await max.click();
    await adminPage.keyboard.press('ControlOrMeta+A');
    await adminPage.keyboard.type(LOWERED_MAX, { delay: 50 });
    await expect(max).toHaveValue(LOWERED_MAX);
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Element updated')).toBeVisible();
    expect((await get<{ fiat_transaction_amount_boundaries: unknown }>(adminPage, 'a/settings')).fiat_transaction_amount_boundaries).toEqual({ min: '1.00', max: LOWERED_MAX });
    // The change is on the settings timeline.
    await adminPage.goto('/admin/timelines/setting');
    await adminPage.getByText('fiat_transaction_amount_boundaries').first().click();
    await expect(adminPage.getByRole('table', { name: 'Changes' }).first()).toContainText(LOWERED_MAX);

    // A manager (Brightwave reaches the withdrawal form) pays more than the new maximum.
    const context = await browser.newContext();
    const page = await context.newPage();
    await openAsColleague(page, 'brightwave@kontor.test');
    const eur = (await get<Account[]>(page, 'manager/bank-accounts?per_page=100')).find((a) => a.currency === 'EUR');
    const agent = (await get<Agent[]>(page, 'dictionaries/transaction/agents')).find((a) => /^(DE|FR)/.test(a.iban ?? ''));
    expect(eur && agent).toBeTruthy();
    await page.goto(`/manager/payments/withdrawal/create?aid=${eur?.id}`);
    await page.getByRole('combobox', { name: 'Beneficiary' }).click();
    await page.getByRole('option', { name: agent?.name ?? '' }).first().click();
    await expect(page.locator('input[name="customer_iban"]')).toHaveValue(agent?.iban ?? '');
    const amount = page.locator('input[name="amount"]');
    await amount.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('950000.00', { delay: 50 });
    await page.getByRole('button', { name: 'Send payment' }).click();
    // Refused before any code is asked for: the server's message is on the amount field.
    await expect(page.getByRole('dialog', { name: 'Verify your action' })).toHaveCount(0);
    await expect(page.getByText(REFUSAL).first()).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await context.close();
  } finally {
    await restore(adminPage);
  }
});

import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { linkOf } from './mail';
import { colleagueOf } from './people';
import { newGermanIban } from './journeys/person';
import { freshCode } from './otp';
import { apiData, pageToken } from './session';

/**
 * Opening the pages of tests/e2e/axePages.ts one after another in one running portal, with the
 * records their paths name: shared by accessibility.spec (axe on every page) and phone/everyRoute.spec
 * (the same pages at phone size).
 */

type Row = Record<string, unknown>;

/** A write of the API with the page's own session; the answer's `data`. */
const apiSend = async <T,>(page: Page, method: 'POST' | 'PUT', apiPath: string, data: unknown): Promise<T> => {
  const res = await page.request.fetch(`/api/v1/${apiPath}`, { method, data, headers: { Authorization: `Bearer ${await pageToken(page)}` } });
  expect(res.ok(), `${method} ${apiPath}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
};

/** A write of the API that takes a one-time code of the page's user. */
const apiSendWithCode = async <T,>(page: Page, method: 'POST' | 'DELETE', apiPath: string, data?: unknown): Promise<T> => {
  const me = await apiData<{ email: string }>(page, 'auth/me');
  const res = await page.request.fetch(`/api/v1/${apiPath}`, { method, ...(data === undefined ? {} : { data }), headers: { Authorization: `Bearer ${await pageToken(page)}`, 'one-time-code': await freshCode(me.email) } });
  expect(res.ok(), `${method} ${apiPath}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
};

/**
 * A payment of a few euros held for approval (issue 40): under an approval rule of its own, removed as
 * soon as the payment is held (tests of a worker run one after another: no other payment meets it).
 */
const heldPayment = async (page: Page): Promise<number> => {
  const rule = await apiSendWithCode<{ id: number }>(page, 'POST', 'manager/approval-rules', { currency: 'EUR', threshold: '5', approvals_required: 1 });
  try {
    const accounts = await apiData<Array<{ id: number; currency: string }>>(page, 'manager/bank-accounts?per_page=100');
    const eur = accounts.find((a) => a.currency === 'EUR');
    const tx = await apiSendWithCode<{ id: number }>(page, 'POST', 'manager/transactions/iban', {
      bank_account_id: eur?.id, amount: '5.17', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Axe Check GmbH', customer_iban: newGermanIban(), customer_country: 'DE',
    });
    const held = (await apiData<Array<{ id: number; transaction_id: number | null }>>(page, 'manager/approvals?per_page=100')).find((a) => a.transaction_id === tx.id);
    expect(held, 'the payment held for approval').toBeTruthy();
    return held?.id ?? 0;
  } finally {
    await apiSendWithCode(page, 'DELETE', `manager/approval-rules/${rule.id}`);
  }
};

/** A field of the first record of an API list (the seed has one of each). */
const firstOf = (list: string, field = 'id') => async (page: Page): Promise<string> => {
  const records = await apiData<Row[]>(page, list);
  expect(records.length, `a record of ${list}`).toBeGreaterThan(0);
  return String(records[0]?.[field]);
};

/** A product of the company: the seed has none, so the first check makes one (and later ones find it). */
const product = async (page: Page): Promise<Row> => {
  const [found] = await apiData<Row[]>(page, 'manager/products?per_page=1');
  if (found) return found;
  const accounts = await apiData<Array<{ id: number; currency: string }>>(page, 'manager/bank-accounts?per_page=100');
  const eur = accounts.find((a) => a.currency === 'EUR');
  expect(eur, 'a EUR account of the company').toBeTruthy();
  return apiSend<Row>(page, 'POST', 'manager/products', { name: 'Axe check', description: 'A product of the accessibility check', amount: '9.90', currency: 'EUR', to_account_id: eur?.id, crypto_currencies: ['BTC'] });
};

/** What a `{name}` in a page's path stands for, found (or made) with the session of the page's user. */
const RECORD_OF: Record<string, (page: Page) => Promise<string>> = {
  ticket: firstOf('manager/tickets?per_page=1'),
  import: firstOf('manager/imports?per_page=1'),
  transaction: firstOf('manager/transactions?per_page=1'),
  withdrawal: firstOf('manager/transactions?per_page=1&type=withdrawal'),
  agent: firstOf('manager/transactions/agents?per_page=1'),
  // The seed's approval rule of Acme (issue 40).
  approval_rule: firstOf('manager/approval-rules?per_page=1'),
  // The seed's paused standing order of Acme (issue 40).
  standing_order: firstOf('manager/standing-orders?per_page=1&status=paused'),
  // A held payment of Acme (issue 40): one there is, or one held for the check.
  approval: async (page) => {
    for (const status of ['awaiting', 'approved', 'rejected', 'expired']) {
      const [found] = await apiData<Row[]>(page, `manager/approvals?per_page=1&status=${status}`);
      if (found) return String(found.id);
    }
    return String(await heldPayment(page));
  },
  // A withdrawal template of Acme (issue 40): the seed has none, so the first check saves one.
  template: async (page) => {
    const found = (await apiData<Row[]>(page, 'manager/payment-templates?per_page=100')).find((t) => t.kind === 'withdrawal');
    if (found) return String(found.id);
    const accounts = await apiData<Array<{ id: number; currency: string }>>(page, 'manager/bank-accounts?per_page=100');
    const eur = accounts.find((a) => a.currency === 'EUR');
    return String((await apiSend<Row>(page, 'POST', 'manager/payment-templates', {
      name: `Axe check ${Date.now().toString(36)}`, kind: 'withdrawal', bank_account_id: eur?.id, reference: 'Accessibility check',
      transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Axe Check GmbH', customer_iban: newGermanIban(), customer_country: 'DE',
    })).id);
  },
  product: async (page) => String((await product(page)).id),
  product_hash: async (page) => String((await product(page)).hash),
  // The seed's transaction check at Acme.
  kyc_transaction: async (page) => {
    const trackings = await apiData<Row[]>(page, 'manager/compliance-trackings?per_page=100');
    const tracking = trackings.find((t) => t.compliable_type === 'transaction');
    expect(tracking, 'a compliance check of a transaction').toBeTruthy();
    return String(tracking?.compliable_id);
  },
  company_of_me: async (page) => String((await apiData<{ company: { id: number } }>(page, 'auth/me')).company.id),
  // The registration check of the pending company's manager.
  own_tracking: async (page) => {
    const me = await apiData<{ id: number }>(page, 'auth/me');
    return firstOf(`manager/compliance-trackings/user/${me.id}`)(page);
  },
  company: firstOf('a/companies?per_page=1'),
  user: firstOf('a/users?per_page=1'),
  admin_transaction: firstOf('a/transactions?per_page=1'),
  // An announcement (the seed has none): a draft nobody else sees.
  announcement: async (page) => {
    const [found] = await apiData<Row[]>(page, 'a/announcements?per_page=1');
    return String((found ?? (await apiSend<Row>(page, 'POST', 'a/announcements', { title: 'Axe check', content: 'A draft of the accessibility check.', is_published: false }))).id);
  },
  // A user whose timeline has a change (the seed's timelines are empty): a new colleague whose phone an admin changes.
  timeline_user: async (page) => {
    const email = colleagueOf('reader@kontor.test');
    const [user] = await apiData<Row[]>(page, `a/users?search=${encodeURIComponent(email)}`);
    expect(user, email).toBeTruthy();
    await apiSend(page, 'PUT', `a/users/${String(user?.id)}`, { first_name: user?.first_name, last_name: user?.last_name, email, phone: '+49 40 5550 1299' });
    return String(user?.id);
  },
  // The link of a reset e-mail (a whole address): asked for a new colleague, so no seeded user gets one.
  reset_link: async (page) => {
    const email = colleagueOf('individual@kontor.test');
    expect((await page.request.post('/api/v1/auth/forgot-password', { data: { email } })).ok()).toBe(true);
    return linkOf(email, 'Reset your password');
  },
};

/** A page's path with its `{name}` parts replaced (see RECORD_OF). */
export const resolvePath = async (page: Page, path: string): Promise<string> => {
  let out = path;
  for (const [part, name] of path.matchAll(/\{(\w+)\}/g)) {
    const resolve = RECORD_OF[name as string];
    if (!resolve) throw new Error(`no record for {${name}} of ${path}`);
    out = out.replace(part, await resolve(page));
  }
  return out;
};

/** The heading of the page shown (in the layout, the sidebar has none). */
export const HEADING = 'main h1, main h2, [role="main"] h1';

/**
 * The page once drawn where it was asked for (no route sent this user elsewhere): its heading shown
 * and no loading indicator left (a progress bar without a value; one with a value shows a quantity).
 */
export const settled = async (page: Page, path: string) => {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.locator(HEADING).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 30_000 });
};

type Left = { heading: Element | null; headingText: string; title: string; text: string };

/**
 * Opens each page inside the running portal, as a click on a link does (the router follows the
 * address on popstate): one load of the portal per test, not one per page. The last page stays on
 * screen for a moment (its successor's code may still be loading), and its text may change meanwhile:
 * the next page is there once the heading is another element or says something else, or, where the
 * route and its title stay (another step of the same page), once the page's text has changed.
 */
export const visit = async (page: Page, path: string) => {
  await page.evaluate(
    ({ to, selector }) => {
      const heading = document.querySelector(selector);
      const left: Left = { heading, headingText: heading?.textContent ?? '', title: document.title, text: document.querySelector('main')?.innerText ?? '' };
      (window as unknown as { axeLeft: Left }).axeLeft = left;
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: path, selector: HEADING },
  );
  await page.waitForFunction(
    (selector) => {
      const left = (window as unknown as { axeLeft: Left }).axeLeft;
      const heading = document.querySelector(selector);
      if (!heading) return false;
      if (heading !== left.heading || heading.textContent !== left.headingText) return true;
      return document.title === left.title && document.querySelector('main')?.innerText !== left.text;
    },
    HEADING,
    { timeout: 30_000 },
  );
  await settled(page, path);
};

/**
 * What `check` finds on each page in turn (by default its axe-core violations), the first one loaded,
 * the others opened inside the portal; each finding is prefixed with its page's path.
 */
export const checkPages = async (page: Page, pages: readonly string[], check: (page: Page) => Promise<string[]> = axeViolations): Promise<string[]> => {
  const paths: string[] = [];
  for (const path of pages) paths.push(await resolvePath(page, path));
  await page.goto(paths[0] as string);
  await settled(page, paths[0] as string);
  const found: string[] = [];
  for (const [i, path] of paths.entries()) {
    if (i > 0) await visit(page, path);
    for (const v of await check(page)) found.push(`${path}: ${v}`);
  }
  return found;
};

/**
 * Pages of a user in groups: one load of the portal per group, the groups run in parallel on the
 * workers. Eight pages take about half a minute on a loaded two-core machine.
 */
export const groupsOf = (pages: readonly string[], size = 8): string[][] =>
  Array.from({ length: Math.ceil(pages.length / size) }, (_, i) => pages.slice(i * size, i * size + size));


import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { checkPages } from './pageVisits';
import { openAs } from './session';

/**
 * Issue 38: on an installation run on sandboxes on purpose (NODE_ENV=production with KONTOR_SANDBOX=1)
 * the server names them in every page it serves (meta kontor-sandbox; tests/server/productionStart.test.ts).
 * The test server is a development one, so the page is given that meta here, as such a server would.
 */
export const asSandboxInstallation = async (page: Page): Promise<void> => {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    return route.fulfill({ response, body: html.replace('</head>', '<meta name="kontor-sandbox" content="exchange_rates payment_network kyc psp"></head>') });
  });
};

const TEXT = 'This installation runs on simulated outside parties (exchange rates, payment network, identity checks, and payment-service provider). Nothing here moves real money or checks real people.';

/** The banner on the page, whole on the screen's width, not covering what it must not, and the page passes axe. */
const bannerFindings = (extra: (page: Page) => Promise<string[]>) => async (page: Page): Promise<string[]> => {
  const banner = page.getByTestId('sandbox-banner');
  await expect(banner).toHaveText(`Sandbox${TEXT}`);
  const box = await banner.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const found = box && box.x >= -1 && box.x + box.width <= width + 1 ? [] : [`the banner lies outside the screen: ${JSON.stringify(box)}`];
  return [...found, ...(await extra(page)), ...(await axeViolations(page))];
};

/** A visitor's page and a manager's pages of a sandbox installation: each shows the banner and passes the checks. */
export const checkSandboxPages = async (page: Page, extra: (page: Page) => Promise<string[]> = async () => []): Promise<void> => {
  await asSandboxInstallation(page);
  await page.goto('/login');
  expect(await bannerFindings(extra)(page)).toEqual([]);
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  const found = await checkPages(page, ['/manager', '/manager/transactions/approved_transactions', '/manager/payments/transfer/create', '/manager/profile'], bannerFindings(extra));
  expect(found, found.join('\n')).toEqual([]);
};

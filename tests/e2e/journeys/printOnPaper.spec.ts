import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../../src/contract/constants';
import { THEMES, type Theme } from '../../../src/contract/enums';
import { WHITE_LABEL_STORAGE_KEY } from '../../../src/portal/branding/whiteLabelCache';
import { BRANDS } from '../../../src/portal/theme/brands';
import { DEMO_PASSWORD } from '../otp';
import { pdfText } from '../pdfText';
import { apiData, openAs } from '../session';

// Issue 43: a transaction printed in the dark scheme (the default) gives dark text on white paper, in
// every brand theme, under one brand header: the brand's logo (which carries its name) or its name,
// never both ("Kontor Kontor") and never another brand's logo.

type Tx = { id: number; name: string };
type WhiteLabelAnswer = { name: string; theme: Theme; primary_color: string | null; secondary_color: string | null; support_email: string | null };

const adminToken = async (request: APIRequestContext): Promise<string> => {
  const res = await request.post('/api/v1/auth/login', { data: { email: 'admin@kontor.test', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
};

const saveWhiteLabel = async (request: APIRequestContext, token: string, body: Record<string, string>) => {
  const res = await request.put('/api/v1/a/white-label', { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(res.status(), await res.text()).toBe(200);
};

/**
 * What paper shows of the printed transaction: the lightest text colour of its elements but the brand's
 * name (as the perceived brightness 0–255 of the computed colour) and the page's background, in print media.
 */
const printedColours = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const brightness = (css: string): number => {
      const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    };
    const root = document.querySelector(sel);
    // The brand's name keeps the brand's colour; every other text counts.
    const texts = [...(root?.querySelectorAll('*') ?? [])].filter(
      (e) => !e.closest('[data-print-brand]') && [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''),
    );
    return {
      count: texts.length,
      lightest: Math.max(...texts.map((e) => brightness(getComputedStyle(e).color))),
      paper: getComputedStyle(document.body).backgroundColor,
    };
  }, selector);

/** Opens the transaction in the dark scheme with the brand cache dropped, and its print header loaded. */
const openDark = async (page: Page, tx: Tx) => {
  await page.evaluate(([cacheKey, schemeKey]) => {
    localStorage.removeItem(cacheKey);
    localStorage.setItem(schemeKey, 'dark');
  }, [WHITE_LABEL_STORAGE_KEY, STORAGE_KEYS.colorScheme] as const);
  await page.goto(`/manager/transactions/${tx.id}`);
  await expect(page.getByRole('heading', { name: tx.name, exact: true })).toBeVisible();
};

test('a transaction prints dark on white in every theme, under one brand header (issue 43)', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const original = ((await (await request.get('/api/v1/a/white-label', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: WhiteLabelAnswer }).data;

  // Acme has a white label of its own without a logo (its name in its colour); Nordlicht prints under the deployment's brand (its wordmark).
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  const nordlicht = await (await browser.newContext()).newPage();
  await openAs(nordlicht, 'nordlicht@kontor.test', { twoFactor: true });
  const [acmeTx] = await apiData<Tx[]>(page, 'manager/transactions?mode=approved_transactions&per_page=1');
  const [nordTx] = await apiData<Tx[]>(nordlicht, 'manager/transactions?mode=approved_transactions&per_page=1');
  if (!acmeTx || !nordTx) throw new Error('no demo transactions');
  try {
    for (const theme of THEMES) {
      await saveWhiteLabel(request, token, { name: original.name, support_email: original.support_email ?? 'support@kontor.test', primary_color: BRANDS[theme].light.primary, secondary_color: BRANDS[theme].light.secondary, theme });
      for (const [who, tx] of [[page, acmeTx], [nordlicht, nordTx]] as const) {
        await openDark(who, tx);
        await expect(who.locator('html')).toHaveAttribute('data-brand', theme);
        // On screen the dark scheme has light text; on paper every text is dark and the paper white.
        await who.emulateMedia({ media: 'print' });
        const paper = await printedColours(who, `#transaction-${tx.id}`);
        expect(paper.count, `${theme}: texts of the transaction`).toBeGreaterThan(5);
        expect(paper.lightest, `${theme}: the lightest printed text`).toBeLessThanOrEqual(80);
        expect(paper.paper, `${theme}: paper`).toBe('rgb(255, 255, 255)');
        await who.emulateMedia({ media: null });
      }
    }
  } finally {
    await saveWhiteLabel(request, token, {
      name: original.name, support_email: original.support_email ?? 'support@kontor.test',
      primary_color: original.primary_color ?? BRANDS[original.theme].light.primary, secondary_color: original.secondary_color ?? BRANDS[original.theme].light.secondary, theme: original.theme,
    });
  }

  // One brand header: Acme's name once, no logo of another brand; the deployment's wordmark alone for Nordlicht.
  const acmeHeader = page.locator('[data-print-only]').first();
  await expect(acmeHeader).toContainText('Acme Pay');
  await expect(acmeHeader.locator('img')).toHaveCount(0);
  const acmePaper = pdfText(await page.pdf({ format: 'A4' })).replace(/\s+/g, '');
  expect(acmePaper.match(/AcmePay/g)?.length, 'Acme Pay once on paper').toBe(1);
  expect(acmePaper).not.toContain('KontorKontor');
  const nordHeader = nordlicht.locator('[data-print-only]').first();
  await expect(nordHeader.locator('img')).toHaveAttribute('alt', original.name);
  await expect(nordHeader).not.toContainText(original.name);
  const nordPaper = pdfText(await nordlicht.pdf({ format: 'A4' })).replace(/\s+/g, '');
  expect(nordPaper).not.toContain(`${original.name}${original.name}`.replace(/\s+/g, ''));
  await nordlicht.context().close();
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/contract/constants';
import { COLOR_SCHEMES, THEMES, type ColorScheme, type Theme } from '../../src/contract/enums';
import { WHITE_LABEL_STORAGE_KEY } from '../../src/portal/branding/whiteLabelCache';
import { BRANDS } from '../../src/portal/theme/brands';
import { DEMO_PASSWORD, freshCode } from './otp';
import { colleagueOf } from './people';

type WhiteLabelAnswer = { name: string; theme: Theme; primary_color: string | null; secondary_color: string | null; support_email: string | null };

const adminToken = async (request: APIRequestContext): Promise<string> => {
  const res = await request.post('/api/v1/auth/login', { data: { email: 'admin@kontor.test', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token.access_token as string;
};

const saveWhiteLabel = async (request: APIRequestContext, token: string, body: Record<string, string>) => {
  const res = await request.put('/api/v1/a/white-label', { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(res.status(), await res.text()).toBe(200);
};

/** The brand's own colours in the record: no override, so each brand shows its tuned palette in both schemes. */
const brandRecord = (original: WhiteLabelAnswer, theme: Theme) => ({
  name: original.name,
  support_email: original.support_email ?? 'support@kontor.test',
  primary_color: BRANDS[theme].light.primary,
  secondary_color: BRANDS[theme].light.secondary,
  theme,
});

/** Signs in a manager of Acme through the login page: a colleague of the demo manager with its own code state (./people.ts). */
const signInManager = async (page: Page) => {
  const me = colleagueOf('manager@kontor.test');
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(me);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const modal = page.getByRole('dialog', { name: 'Verify your action' });
  await expect(modal.getByRole('textbox', { name: /^Digit/ }).first()).toBeFocused();
  await page.keyboard.type(await freshCode(me));
  await expect(page).toHaveURL(/\/manager$/);
};

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The page drawn in the brand and scheme: its heading, background, favicon and every image loaded. */
const drawnIn = async (page: Page, theme: Theme, scheme: ColorScheme, heading: string) => {
  await expect(page.locator('html')).toHaveAttribute('data-brand', theme);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', rgb(BRANDS[theme][scheme].background));
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', BRANDS[theme].favicon);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
};

/** Reloads with the branding cache dropped (it would hold the old brand for five minutes) and the scheme chosen. */
const showIn = async (page: Page, theme: Theme, scheme: ColorScheme, heading: string) => {
  await page.evaluate(
    ([cacheKey, schemeKey, value]) => {
      localStorage.removeItem(cacheKey);
      localStorage.setItem(schemeKey, value);
    },
    [WHITE_LABEL_STORAGE_KEY, STORAGE_KEYS.colorScheme, scheme] as const,
  );
  await page.reload();
  await drawnIn(page, theme, scheme, heading);
};

/** The other scheme through the app's own switch, as a person flips it (no reload). */
const flipTo = async (page: Page, theme: Theme, scheme: ColorScheme, heading: string) => {
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await drawnIn(page, theme, scheme, heading);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.colorScheme)).toBe(scheme);
};

test('the sign-in page and the manager dashboard look different in each brand, light and dark', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const before = await request.get('/api/v1/a/white-label', { headers: { authorization: `Bearer ${token}` } });
  const original = (await before.json()).data as WhiteLabelAnswer;

  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const manager = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const shots = new Map<string, Buffer>();
  try {
    await visitor.goto('/login');
    await signInManager(manager);
    // Each brand once loaded (dark, the default), then flipped to light by the app's switch.
    const first: ColorScheme = 'dark';
    const second: ColorScheme = 'light';
    for (const theme of THEMES) {
      await saveWhiteLabel(request, token, brandRecord(original, theme));
      for (const [page, name, heading] of [[visitor, 'login', 'Sign in to your account'], [manager, 'dashboard', 'Dashboard']] as const) {
        await showIn(page, theme, first, heading);
        shots.set(`${name}-${theme}-${first}`, await page.screenshot({ path: test.info().outputPath(`${name}-${theme}-${first}.png`) }));
        await flipTo(page, theme, second, heading);
        shots.set(`${name}-${theme}-${second}`, await page.screenshot({ path: test.info().outputPath(`${name}-${theme}-${second}.png`) }));
      }
    }
  } finally {
    await saveWhiteLabel(request, token, {
      name: original.name,
      support_email: original.support_email ?? 'support@kontor.test',
      primary_color: original.primary_color ?? BRANDS[original.theme].light.primary,
      secondary_color: original.secondary_color ?? BRANDS[original.theme].light.secondary,
      theme: original.theme,
    });
  }

  expect(shots.size).toBe(2 * THEMES.length * COLOR_SCHEMES.length);
  const entries = [...shots];
  const alike = entries.flatMap(([a, pngA], i) => entries.slice(i + 1).filter(([, pngB]) => pngA.equals(pngB)).map(([b]) => `${a} = ${b}`));
  expect(alike).toEqual([]);

  const restored = await request.get('/api/v1/white-label');
  expect((await restored.json()).data).toMatchObject({ theme: original.theme, primary_color: original.primary_color });
});

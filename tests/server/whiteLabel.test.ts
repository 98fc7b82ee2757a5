import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db/values';
import { deploymentTheme } from '../../src/server/modules/whiteLabel/deploymentTheme';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';
import { PNG, postImage } from './whiteLabelFixtures';

const URL_PUBLIC = '/api/v1/white-label';
const URL_ADMIN = '/api/v1/a/white-label';

const BRANDING_KEYS = [
  'background_url', 'cache_set_at', 'dark_logo_url', 'favicon_url', 'logo_url', 'name', 'primary_color', 'secondary_color', 'support_email', 'theme',
];

const insertWhiteLabel = async (t: TestApp, companyId: number | null, name: string, theme: string, primary: string) => {
  const at = nowIso(t.clock.now);
  await t.db.db
    .insertInto('white_labels')
    .values({
      company_id: companyId, name, theme, primary_color: primary, secondary_color: '#222222', background_url: null, favicon_url: null,
      logo_url: `https://cdn.example.test/${name}.svg`, dark_logo_url: null, support_email: `help@${name.toLowerCase()}.test`, cache_set_at: at, created_at: at, updated_at: at,
    })
    .execute();
};

const validUpdate = { name: 'Northwind Bank', primary_color: '#0b6e99', secondary_color: '#E07A5F', support_email: 'Care@Northwind.test' };

await forEachEngine((engine) => {
  describe(`white label (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let manager: string;
    beforeAll(async () => {
      t = await makeApp(engine);
      const companyId = await createCompany(t, 'Acme', { features: '{"crypto":true}' });
      await createUser(t, { email: 'admin@test.local', role: 'admin' });
      await createUser(t, { email: 'mgr@test.local', role: 'manager', companyId });
      admin = (await login(t, 'admin@test.local')).token;
      manager = (await login(t, 'mgr@test.local')).token;
    });
    afterAll(async () => t.close());

    it('answers the default branding to a visitor before any white label exists', async () => {
      const res = await call(t, { method: 'GET', url: URL_PUBLIC });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          name: 'Kontor', theme: 'kontor', primary_color: null, secondary_color: null, background_url: null, favicon_url: null,
          logo_url: null, dark_logo_url: null, support_email: null, cache_set_at: null,
        },
      });
    });

    it('creates the platform white label on the first admin update', async () => {
      const res = await call(t, { method: 'PUT', url: URL_ADMIN, token: admin, body: { ...validUpdate, theme: 'meridian' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ name: 'Northwind Bank', theme: 'meridian', support_email: 'care@northwind.test', theme_locked: false });
      const rows = await t.db.db.selectFrom('white_labels').select(['company_id', 'theme']).execute();
      expect(rows).toEqual([{ company_id: null, theme: 'meridian' }]);
    });

    it('answers every visitor and every signed-in user the platform branding, never a company white label', async () => {
      const company = await t.db.db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
      await insertWhiteLabel(t, company.id, 'AcmePay', 'harbor', '#c62828');
      for (const token of [undefined, manager, admin]) {
        const res = await call(t, { method: 'GET', url: `${URL_PUBLIC}?theme=harbor&company_id=${company.id}`, token });
        expect(res.statusCode).toBe(200);
        const data = res.json().data;
        expect(Object.keys(data).sort()).toEqual(BRANDING_KEYS);
        expect(data).toMatchObject({ name: 'Northwind Bank', theme: 'meridian', primary_color: '#0b6e99', support_email: 'care@northwind.test' });
      }
    });

    it('validates the admin update (colours, e-mail, name, theme) and changes nothing on a refusal', async () => {
      const before = await call(t, { method: 'GET', url: URL_PUBLIC });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...validUpdate, primary_color: 'blue' }, 'primary_color'],
        [{ ...validUpdate, secondary_color: '#12345' }, 'secondary_color'],
        [{ ...validUpdate, primary_color: '#12g456' }, 'primary_color'],
        [{ ...validUpdate, support_email: 'not-an-address' }, 'support_email'],
        [{ ...validUpdate, name: '   ' }, 'name'],
        [{ ...validUpdate, theme: 'neon' }, 'theme'],
        [{ ...validUpdate, logo_url: 'javascript:alert(1)' }, 'logo_url'],
      ];
      for (const [body, field] of cases) {
        const res = await call(t, { method: 'PUT', url: URL_ADMIN, token: admin, body });
        expect({ field, status: res.statusCode }).toEqual({ field, status: 422 });
        expect(Object.keys(res.json().errors)).toContain(field);
      }
      expect((await call(t, { method: 'GET', url: URL_PUBLIC })).json()).toEqual(before.json());
      expect((await call(t, { method: 'PUT', url: URL_ADMIN, token: admin, body: { ...validUpdate, theme: 'neon' } })).json().errors.theme).toEqual(['The selected theme is invalid.']);
    });

    it('switches the deployment brand, keeps images the request does not name, clears blank ones, and moves cache_set_at', async () => {
      const outside = await call(t, { method: 'PUT', url: URL_ADMIN, token: admin, body: { ...validUpdate, logo_url: 'https://cdn.example.test/logo.svg' } });
      expect(outside.statusCode).toBe(422);
      expect(Object.keys(outside.json().errors)).toEqual(['logo_url']);
      const logo = (await postImage(t, `${URL_ADMIN}/upload-image`, admin, { column: 'logo_url' }, { content: PNG })).json().data.url;
      const dark = (await postImage(t, `${URL_ADMIN}/upload-image`, admin, { column: 'dark_logo_url' }, { content: PNG })).json().data.url;
      const first = await call(t, { method: 'PUT', url: URL_ADMIN, token: admin, body: { ...validUpdate, logo_url: logo, dark_logo_url: dark } });
      expect(first.statusCode).toBe(200);
      const stampBefore = first.json().data.cache_set_at;
      t.advance(60);
      const res = await call(t, { method: 'PUT', url: URL_ADMIN, token: admin, body: { ...validUpdate, name: 'Harbor Bank', theme: 'harbor', dark_logo_url: '' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('White label updated successfully.');
      const pub = (await call(t, { method: 'GET', url: URL_PUBLIC })).json().data;
      expect(pub).toMatchObject({ name: 'Harbor Bank', theme: 'harbor', logo_url: logo, dark_logo_url: null, secondary_color: '#E07A5F' });
      expect(Date.parse(pub.cache_set_at)).toBeGreaterThan(Date.parse(stampBefore));

      const kept = await call(t, { method: 'PUT', url: URL_ADMIN, token: admin, body: validUpdate });
      expect(kept.json().data.theme).toBe('harbor');
    });

    it('lets only admins read and change the white label', async () => {
      expect((await call(t, { method: 'GET', url: URL_ADMIN })).statusCode).toBe(401);
      expect((await call(t, { method: 'PUT', url: URL_ADMIN, body: validUpdate })).statusCode).toBe(401);
      expect((await call(t, { method: 'GET', url: URL_ADMIN, token: manager })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: URL_ADMIN, token: manager, body: { ...validUpdate, theme: 'assets' } })).statusCode).toBe(403);
      const res = await call(t, { method: 'GET', url: URL_ADMIN, token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ name: 'Northwind Bank', theme: 'harbor', theme_locked: false });
    });
  });

  describe(`white label with KONTOR_THEME (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      process.env.KONTOR_THEME = 'assets';
      try {
        t = await makeApp(engine);
      } finally {
        delete process.env.KONTOR_THEME;
      }
      await createUser(t, { email: 'admin@test.local', role: 'admin' });
      admin = (await login(t, 'admin@test.local')).token;
      await insertWhiteLabel(t, null, 'Kontor', 'meridian', '#1f4e79');
    });
    afterAll(async () => t.close());

    it('answers the pinned theme whatever the stored one, with the stored name and colours', async () => {
      const res = await call(t, { method: 'GET', url: URL_PUBLIC });
      expect(res.json().data).toMatchObject({ name: 'Kontor', theme: 'assets', primary_color: '#1f4e79' });
    });

    it('shows the admin the stored theme as locked and refuses another theme', async () => {
      expect((await call(t, { method: 'GET', url: URL_ADMIN, token: admin })).json().data).toMatchObject({ theme: 'meridian', theme_locked: true });
      const refused = await call(t, { method: 'PUT', url: URL_ADMIN, token: admin, body: { ...validUpdate, theme: 'harbor' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.theme).toEqual(['The theme is fixed by the deployment (assets).']);
      const saved = await call(t, { method: 'PUT', url: URL_ADMIN, token: admin, body: validUpdate });
      expect(saved.statusCode).toBe(200);
      expect((await call(t, { method: 'GET', url: URL_PUBLIC })).json().data).toMatchObject({ name: 'Northwind Bank', theme: 'assets' });
    });
  });
});

describe('KONTOR_THEME', () => {
  it('pins one of the brand themes, and a misspelt value stops the start', () => {
    expect(deploymentTheme({})).toBeNull();
    expect(deploymentTheme({ KONTOR_THEME: ' harbor ' })).toBe('harbor');
    expect(() => deploymentTheme({ KONTOR_THEME: 'kontour' })).toThrow('KONTOR_THEME must be one of kontor, assets, meridian, harbor (got "kontour").');
  });
});

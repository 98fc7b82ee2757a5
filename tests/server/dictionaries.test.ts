import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_NAMES } from '../../src/contract/enums';
import { nowIso } from '../../src/server/db/values';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const api = (path: string) => `/api/v1/${path}`;
type Row = Record<string, unknown>;

await forEachEngine((engine) => {
  describe(`dictionaries (${engine})`, () => {
    let t: TestApp;
    let manager: string;
    let admin: string;

    beforeAll(async () => {
      t = await makeApp(engine);
      const company = await createCompany(t);
      await createUser(t, { email: 'm@example.com', role: 'manager', companyId: company });
      await createUser(t, { email: 'a@example.com', role: 'admin', companyId: null });
      manager = (await login(t, 'm@example.com')).token;
      admin = (await login(t, 'a@example.com')).token;
    });
    afterAll(() => t.close());

    const get = async (name: string, token = manager) => {
      const res = await call(t, { method: 'GET', url: api(`dictionaries/${name}`), token });
      return { status: res.statusCode, data: (res.json() as { data: Row[] }).data };
    };

    it('needs a signed-in user', async () => {
      expect((await call(t, { method: 'GET', url: api('dictionaries') })).statusCode).toBe(401);
      expect((await call(t, { method: 'GET', url: api('dictionaries/countries') })).statusCode).toBe(401);
    });

    it('summary names every dictionary with its url and a content-versioned file', async () => {
      const res = await call(t, { method: 'GET', url: api('dictionaries'), token: admin });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { urls: Record<string, string>; files: Record<string, string> };
      expect(Object.keys(body.urls).sort()).toEqual([...DICTIONARY_NAMES].sort());
      expect(body.urls.countries).toBe('/api/v1/dictionaries/countries');
      expect(body.files.countries).toMatch(/^countries\.[0-9a-f]{12}\.json$/);
    });

    it('every dictionary has real entries', async () => {
      for (const name of DICTIONARY_NAMES) {
        const { status, data } = await get(name);
        expect(status, name).toBe(200);
        expect(data.length, name).toBeGreaterThan(2);
      }
    });

    it('countries are ISO codes with English names, sorted by name', async () => {
      const { data } = await get('countries');
      expect(data).toContainEqual({ id: 'DE', name: 'Germany' });
      expect(data).toContainEqual({ id: 'JP', name: 'Japan' });
      expect(data.length).toBeGreaterThan(240);
      const names = data.map((c) => String(c.name));
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('currencies carry is_enabled from the enabled-currency settings, and the summary version changes with it', async () => {
      const before = (await call(t, { method: 'GET', url: api('dictionaries'), token: manager })).json() as { files: Record<string, string> };
      expect((await get('fiat_currencies')).data.every((c) => c.is_enabled === true)).toBe(true);
      await t.db.db.insertInto('settings').values({ key: 'portal_fiat_currencies_enabled', value: '["EUR","GBP"]', updated_at: nowIso(t.clock.now) }).execute();
      const { data } = await get('fiat_currencies');
      expect(data).toEqual([
        { value: 'EUR', is_enabled: true }, { value: 'USD', is_enabled: false }, { value: 'GBP', is_enabled: true },
        { value: 'CHF', is_enabled: false }, { value: 'PLN', is_enabled: false }, { value: 'ILS', is_enabled: false },
      ]);
      expect((await get('crypto_currencies')).data.map((c) => c.value)).toEqual(['BTC', 'ETH', 'USDT', 'TRX']);
      const after = (await call(t, { method: 'GET', url: api('dictionaries'), token: manager })).json() as { files: Record<string, string> };
      expect(after.files.fiat_currencies).not.toBe(before.files.fiat_currencies);
      expect(after.files.countries).toBe(before.files.countries);
    });

    it('crypto networks per crypto, free-market sectors with their industries, purpose lists', async () => {
      expect((await get('crypto_networks')).data).toContainEqual({ id: 'USDT', name: 'USDT', networks: ['ethereum'] });
      const sectors = (await get('free_market_sectors')).data as { id: number; industries: { id: number }[] }[];
      for (const s of sectors) {
        expect(s.industries.length).toBeGreaterThan(0);
        for (const i of s.industries) expect(Math.floor(i.id / 100)).toBe(s.id);
      }
      expect((await get('bcb_purpose_codes')).data).toContainEqual({ id: 'GDDS', name: 'Purchase or sale of goods' });
      expect((await get('free_market_payment_purpose')).data[0]).toEqual({ id: 1, name: 'Payment for goods' });
      expect((await get('payment_service_statuses')).data).toContainEqual({ id: 'ACTIVE', name: 'Active', color: 'success' });
      expect((await get('user_roles')).data.map((r) => r.id)).toEqual(['super-admin', 'admin', 'manager', 'manager-reader']);
    });

    it('an unknown dictionary is refused', async () => {
      const res = await call(t, { method: 'GET', url: api('dictionaries/planets'), token: manager });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'The selected dictionary is invalid.' });
    });
  });
});

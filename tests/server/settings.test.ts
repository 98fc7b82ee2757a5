import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SETTINGS, SETTINGS_KEYS } from '../../src/contract/enums';
import { nowIso } from '../../src/server/db/values';
import { readSetting, readSettings } from '../../src/server/ledger/settings';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const URL = '/api/v1/a/settings';

await forEachEngine((engine) => {
  describe(`admin settings (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let manager: string;
    const storedRows = async () => t.db.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();

    beforeAll(async () => {
      t = await makeApp(engine);
      const companyId = await createCompany(t);
      await createUser(t, { email: 'admin@test.local', role: 'super-admin' });
      await createUser(t, { email: 'mgr@test.local', role: 'manager', companyId });
      admin = (await login(t, 'admin@test.local')).token;
      manager = (await login(t, 'mgr@test.local')).token;
    });
    afterAll(async () => t.close());

    it('answers every known key, empty when nothing is stored', async () => {
      const res = await call(t, { method: 'GET', url: URL, token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: EMPTY_SETTINGS });
      expect(Object.keys(res.json().data).sort()).toEqual([...SETTINGS_KEYS].sort());
    });

    it('a stored text is read once and its value shared, frozen; a new text is read at the next reading', async () => {
      const at = nowIso(t.clock.now);
      const store = async (value: string) => {
        await t.db.db.deleteFrom('settings').where('key', '=', 'portal_fiat_currencies_enabled').execute();
        await t.db.db.insertInto('settings').values({ key: 'portal_fiat_currencies_enabled', value, updated_at: at }).execute();
      };
      await store('["EUR","GBP"]');
      const first = (await readSettings(t.db.db)).portal_fiat_currencies_enabled;
      const again = (await readSettings(t.db.db)).portal_fiat_currencies_enabled;
      expect(first).toEqual(['EUR', 'GBP']);
      expect(again).toBe(first);
      expect(await readSetting(t.db.db, 'portal_fiat_currencies_enabled')).toBe(first);
      expect(Object.isFrozen(first)).toBe(true);
      expect(() => (first as string[]).push('USD')).toThrow(TypeError);
      // Another instance (or this one) stores a new text: the next reading has it.
      await store('["USD"]');
      expect((await readSettings(t.db.db)).portal_fiat_currencies_enabled).toEqual(['USD']);
      await t.db.db.deleteFrom('settings').where('key', '=', 'portal_fiat_currencies_enabled').execute();
      expect((await readSettings(t.db.db)).portal_fiat_currencies_enabled).toEqual(EMPTY_SETTINGS.portal_fiat_currencies_enabled);
    });

    it('flattens stored values by the known keys: unknown keys are left out, unreadable values read as empty', async () => {
      const at = nowIso(t.clock.now);
      await t.db.db.insertInto('settings').values([
        { key: 'crypto_convert_enabled', value: 'true', updated_at: at },
        { key: 'fiat_from_blocklist', value: '"not a list"', updated_at: at },
        { key: 'company_initial_fiat_accounts', value: '{broken json', updated_at: at },
        { key: 'legacy_flag', value: '1', updated_at: at },
      ]).execute();
      const data = (await call(t, { method: 'GET', url: URL, token: admin })).json().data;
      expect(data).toEqual({ ...EMPTY_SETTINGS, crypto_convert_enabled: true });
      expect(data).not.toHaveProperty('legacy_flag');
    });

    it('saves one key, normalised, and updates it in place on the next upsert', async () => {
      const first = await call(t, { method: 'POST', url: URL, token: admin, body: { key: 'portal_fiat_currencies_enabled', value: [' eur', 'usd '] } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ data: { key: 'portal_fiat_currencies_enabled', value: ['EUR', 'USD'] }, message: 'Setting saved successfully.' });
      const second = await call(t, { method: 'POST', url: URL, token: admin, body: { key: 'portal_fiat_currencies_enabled', value: ['GBP'] } });
      expect(second.statusCode).toBe(200);
      await call(t, { method: 'POST', url: URL, token: admin, body: { key: 'compliance_auto_approve', value: { enabled: true, max_amount: '2500.00', max_age_days: 14 } } });

      const rows = (await storedRows()).filter((r) => r.key === 'portal_fiat_currencies_enabled');
      expect(rows).toEqual([{ key: 'portal_fiat_currencies_enabled', value: '["GBP"]' }]);
      const data = (await call(t, { method: 'GET', url: URL, token: admin })).json().data;
      expect(data.portal_fiat_currencies_enabled).toEqual(['GBP']);
      expect(data.compliance_auto_approve).toEqual({ enabled: true, max_amount: '2500.00', max_age_days: 14 });
    });

    it('validates the value against its key, refuses unknown keys with 422, and changes nothing', async () => {
      const before = await storedRows();
      const cases: Array<[unknown, string]> = [
        [{ key: 'crypto_convert_enabled', value: 'yes' }, 'value'],
        [{ key: 'portal_fiat_currencies_enabled', value: 'EUR' }, 'value'],
        [{ key: 'allowed_features_company', value: ['crypto', 'teleport'] }, 'value.1'],
        [{ key: 'fiat_transaction_amount_boundaries', value: { min: '100', max: '10' } }, 'value.max'],
        [{ key: 'compliance_auto_approve', value: { enabled: true, max_amount: '1', max_age_days: -1 } }, 'value.max_age_days'],
        [{ key: 'show_transactions_from_log_date', value: '31.12.2025' }, 'value'],
        [{ key: 'crypto_convert_enabled' }, 'value'],
        [{ key: 'interest_rate', value: 5 }, 'key'],
        [{ value: true }, 'key'],
      ];
      for (const [body, field] of cases) {
        const res = await call(t, { method: 'POST', url: URL, token: admin, body });
        expect({ body, status: res.statusCode }).toEqual({ body, status: 422 });
        expect({ body, fields: Object.keys(res.json().errors) }).toEqual({ body, fields: [field] });
      }
      const unknown = await call(t, { method: 'POST', url: URL, token: admin, body: { key: 'interest_rate', value: 5 } });
      expect(unknown.json().errors.key).toEqual(['The selected key is invalid.']);
      expect(await storedRows()).toEqual(before);
    });

    it('is for admins only', async () => {
      expect((await call(t, { method: 'GET', url: URL })).statusCode).toBe(401);
      expect((await call(t, { method: 'POST', url: URL, body: { key: 'crypto_convert_enabled', value: false } })).statusCode).toBe(401);
      expect((await call(t, { method: 'GET', url: URL, token: manager })).statusCode).toBe(403);
      const refused = await call(t, { method: 'POST', url: URL, token: manager, body: { key: 'crypto_convert_enabled', value: false } });
      expect(refused.statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: URL, token: admin })).json().data.crypto_convert_enabled).toBe(true);
    });
  });
});

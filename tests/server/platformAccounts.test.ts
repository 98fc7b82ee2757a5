import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePlatformAccounts, PLATFORM_ROLES } from '../../src/server/ledger/platformAccounts';
import { forEachEngine, freshDb, type TestDb } from './harness';

await forEachEngine((engine) => {
  describe(`platform accounts of a currency (ledger/platformAccounts.ts, ${engine})`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await freshDb(engine);
    });
    afterAll(async () => t.close());

    const stored = async (currency: string) =>
      Object.fromEntries((await t.db.selectFrom('bank_accounts').select(['id', 'platform_role']).where('currency', '=', currency).where('owner_kind', '=', 'platform').execute()).map((r) => [r.platform_role, r.id]));

    it('ids created in a transaction that rolls back are not kept: the next call creates the accounts again', async () => {
      let inside: Record<string, number> = {};
      await expect(
        t.db.transaction().execute(async (trx) => {
          inside = await ensurePlatformAccounts(trx, 'CHF');
          // Read again in the same transaction: the same (uncommitted) ids.
          expect(await ensurePlatformAccounts(trx, 'CHF')).toEqual(inside);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(Object.keys(inside).sort()).toEqual([...PLATFORM_ROLES].sort());
      expect(await stored('CHF')).toEqual({});
      const after = await ensurePlatformAccounts(t.db, 'CHF');
      expect(after).toEqual(await stored('CHF'));
      expect(Object.keys(after).sort()).toEqual([...PLATFORM_ROLES].sort());
    });

    it('ids read outside a transaction are kept and answered again as stored, and cannot be changed through the answer', async () => {
      const first = await ensurePlatformAccounts(t.db, 'PLN');
      const again = await ensurePlatformAccounts(t.db, 'PLN');
      expect(again).toEqual(first);
      expect(again).toEqual(await stored('PLN'));
      expect(() => {
        (again as Record<string, number>).fees = 0;
      }).toThrow(TypeError);
      expect((await ensurePlatformAccounts(t.db, 'PLN')).fees).toBe(first.fees);
    });
  });
});

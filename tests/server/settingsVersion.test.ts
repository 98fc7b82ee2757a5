import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../src/server/ledger/settings';
import { forEachEngine, freshDb, type TestDb } from './harness';

/**
 * Issue 14: readSettings reads the settings' change counter (migration 028, kept by triggers on the
 * settings table) and reads the rows again only when it moved. Whoever writes a setting, however, the
 * next read sees it; a change rolled back is never seen outside its transaction.
 */
await forEachEngine((engine) => {
  describe(`settings read through their change counter (${engine})`, () => {
    let t: TestDb;
    const counter = async () => Number((await t.db.selectFrom('settings_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version);
    const put = (max: string) =>
      t.db
        .insertInto('settings')
        .values({ key: 'fiat_transaction_amount_boundaries', value: JSON.stringify({ min: '1.00', max }), updated_at: '2026-11-27T00:00:00.000Z' })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ min: '1.00', max }) }))
        .execute();
    /** Writes to the settings without moving the counter (the triggers switched off), to see whether a read still reads the rows. */
    const behindTheCounter = async (write: () => Promise<unknown>) => {
      if (engine === 'postgres') {
        await sql`alter table settings disable trigger settings_version_bump`.execute(t.db);
        await write();
        await sql`alter table settings enable trigger settings_version_bump`.execute(t.db);
      } else {
        await sql`drop trigger settings_version_update`.execute(t.db);
        await write();
        await sql`create trigger settings_version_update after update on settings begin update settings_version set version = version + 1 where id = 1; end`.execute(t.db);
      }
    };
    beforeAll(async () => {
      t = await freshDb(engine);
    });
    afterAll(async () => t.close());

    it('the counter moves with every insert, update and delete of a setting, whoever makes it', async () => {
      // (PostgreSQL's upsert runs its insert and its update triggers: the counter only has to move.)
      let last = await counter();
      const moved = async () => {
        const now = await counter();
        expect(now).toBeGreaterThan(last);
        last = now;
      };
      await put('100.00');
      await moved();
      await put('200.00');
      await moved();
      await sql`update settings set value = value where key = 'fiat_transaction_amount_boundaries'`.execute(t.db);
      await moved();
      await t.db.deleteFrom('settings').where('key', '=', 'fiat_transaction_amount_boundaries').execute();
      await moved();
      expect((await readSettings(t.db)).fiat_transaction_amount_boundaries).toEqual({ min: '', max: '' });
    });

    it('reads the rows again only when the counter moved', async () => {
      await put('300.00');
      expect((await readSettings(t.db)).fiat_transaction_amount_boundaries.max).toBe('300.00');
      // Changed without moving the counter: the rows are not read again.
      await behindTheCounter(() => sql`update settings set value = ${JSON.stringify({ min: '1.00', max: '999.00' })} where key = 'fiat_transaction_amount_boundaries'`.execute(t.db));
      expect((await readSettings(t.db)).fiat_transaction_amount_boundaries.max).toBe('300.00');
      // Inside a transaction the rows are read every time.
      expect(await t.db.transaction().execute(async (trx) => (await readSettings(trx)).fiat_transaction_amount_boundaries.max)).toBe('999.00');
      // Once the counter moves, the next read sees what is stored.
      await put('400.00');
      expect((await readSettings(t.db)).fiat_transaction_amount_boundaries.max).toBe('400.00');
    });

    it('a change rolled back is seen inside its transaction only, and a later change is read as itself', async () => {
      await put('500.00');
      expect((await readSettings(t.db)).fiat_transaction_amount_boundaries.max).toBe('500.00');
      await expect(
        t.db.transaction().execute(async (trx) => {
          await trx.updateTable('settings').set({ value: JSON.stringify({ min: '1.00', max: '1.50' }) }).where('key', '=', 'fiat_transaction_amount_boundaries').execute();
          expect((await readSettings(trx)).fiat_transaction_amount_boundaries.max).toBe('1.50');
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect((await readSettings(t.db)).fiat_transaction_amount_boundaries.max).toBe('500.00');
      // The counter is back where it was, and the next change takes the same number: it is read as itself.
      await put('600.00');
      expect((await readSettings(t.db)).fiat_transaction_amount_boundaries.max).toBe('600.00');
    });

    it('answers a copy: a caller changing it changes nothing for the next', async () => {
      const first = await readSettings(t.db);
      (first as { fiat_transaction_amount_boundaries: unknown }).fiat_transaction_amount_boundaries = { min: '', max: '1.00' };
      expect((await readSettings(t.db)).fiat_transaction_amount_boundaries.max).toBe('600.00');
    });
  });
});

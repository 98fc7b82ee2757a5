import { sql } from 'kysely';
import type { DbEngine } from '../engine';
import type { MigrationDb } from './helpers';

/**
 * A counter of changes to the settings, kept by the database itself: every insert, update or delete of
 * a settings row (PostgreSQL: also a truncate) adds one, in the same database transaction, whoever
 * writes (the admin API, a seed, a script, another instance). readSettings (ledger/settings.ts) reads
 * this one row on every request and reads the settings rows again only when it moved: a payment read
 * all 19 rows before (docs/decisions.md, issue 14).
 *
 * SQLite: a row trigger per kind of write. PostgreSQL: one statement trigger (writers to the settings
 * wait for each other on the counter's row, as they are rare: an administrator's change).
 */
export const m028SettingsVersion = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('settings_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into settings_version (id, version) values (1, 0)`.execute(db);
    if (engine === 'postgres') {
      await sql`create or replace function kontor_settings_version() returns trigger language plpgsql as $$
        begin
          update settings_version set version = version + 1 where id = 1;
          return null;
        end $$`.execute(db);
      await sql`create trigger settings_version_bump after insert or update or delete or truncate on settings
        for each statement execute function kontor_settings_version()`.execute(db);
    } else {
      for (const write of ['insert', 'update', 'delete'] as const) {
        await sql.raw(`create trigger settings_version_${write} after ${write} on settings begin update settings_version set version = version + 1 where id = 1; end`).execute(db);
      }
    }
  },
});

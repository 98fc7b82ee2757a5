import type { MigrationDb } from './helpers';

/**
 * The fingerprint of the application key the database was set up with (one row): every server
 * instance and job worker on the database must use that key (KONTOR_APP_KEY), because secrets, codes
 * and duplicate keys stored in it were made with it. See auth/appKeyCheck.ts.
 */
export const m025AppKeyCheck = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('app_key_checks')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});

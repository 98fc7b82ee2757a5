/**
 * `npm run seed [-- --reset]`: migrates the database and writes the demo data set if it is empty.
 * --reset first deletes the SQLite file (and its -wal/-shm) or, on PostgreSQL, drops and recreates
 * the public schema. The database is ${KONTOR_DATA_DIR}/kontor.sqlite unless DATABASE_URL is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { resolveAppKey } from '../auth/secrets';
import { openDb } from './connection';
import { migrateToLatest } from './migrate';
import { countRows, DEMO_PASSWORD, DEMO_USERS, isSeeded, seedDemo } from './seed/index';

const main = async (): Promise<void> => {
  const config = loadConfig();
  const reset = process.argv.slice(2).includes('--reset');
  const sqliteFile = path.join(config.dataDir, 'kontor.sqlite');
  const postgres = config.databaseUrl !== undefined && /^postgres(ql)?:\/\//.test(config.databaseUrl);

  if (reset && !postgres) {
    for (const file of [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`]) fs.rmSync(file, { force: true });
    console.log(`Deleted ${sqliteFile}`);
  }
  const handle = openDb({ databaseUrl: config.databaseUrl, sqliteFile });
  try {
    if (reset && handle.engine === 'postgres') {
      await sql`drop schema if exists public cascade`.execute(handle.db);
      await sql`create schema public`.execute(handle.db);
      console.log('Dropped and recreated the public schema');
    }
    await migrateToLatest(handle);
    console.log(`Database: ${handle.engine === 'postgres' ? 'PostgreSQL' : sqliteFile} (migrated)`);

    if (await isSeeded(handle)) {
      console.log('Already seeded; use --reset to start over.', await countRows(handle));
      return;
    }
    const started = Date.now();
    const summary = await seedDemo(handle, { appKey: resolveAppKey(config.dataDir) });
    console.log(`Seeded demo data in ${Date.now() - started} ms:`, summary);
    console.log(`Demo users (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(26)} ${u.role.padEnd(15)} ${u.description}`);
  } finally {
    await handle.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

/**
 * Once per `vitest run`: migrates a template database for each engine, so that every server test
 * file copies a ready database instead of running the migrations itself.
 * - SQLite: a migrated file; each fresh database is an in-memory copy of its bytes.
 * - PostgreSQL (when one answers): a migrated database `kt_<run>_tpl`; each fresh database is
 *   `CREATE DATABASE … TEMPLATE` of it, so a test file sees only its own tables (no schema of
 *   another file in its catalog) and nothing is set database-wide.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../src/server/db/connection';
import { migrateToLatest } from '../../src/server/db/migrate';
import { adminUrl, databaseUrl, dropRunDatabases, PG_URL, pgAnswers, quoteIdent } from './pgDatabases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated SQLite template file. */
    sqliteTemplate: string;
    /** Name of the migrated PostgreSQL template database, or '' when PostgreSQL does not answer. */
    pgTemplate: string;
    /** Prefix of every PostgreSQL database this run creates (dropped at the end). */
    pgRunPrefix: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-template-'));
  const sqliteTemplate = path.join(dir, 'template.sqlite');
  const sqlite = openDb({ sqliteFile: sqliteTemplate });
  await migrateToLatest(sqlite);
  // One self-contained file in rollback-journal mode: its bytes are the whole database, and an
  // in-memory copy of them opens without a WAL.
  await sql`pragma journal_mode = delete`.execute(sqlite.db);
  await sqlite.close();
  project.provide('sqliteTemplate', sqliteTemplate);

  const runPrefix = `kt_${crypto.randomBytes(4).toString('hex')}`;
  project.provide('pgRunPrefix', runPrefix);
  let pgTemplate = '';
  if (await pgAnswers()) {
    pgTemplate = `${runPrefix}_tpl`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      await admin.query(`create database ${quoteIdent(pgTemplate)}`);
    } finally {
      await admin.end();
    }
    const db = openDb({ databaseUrl: databaseUrl(pgTemplate) });
    await migrateToLatest(db);
    await db.close();
  } else {
    process.stdout.write(`NOTICE: PostgreSQL does not answer at ${PG_URL}; the PostgreSQL part of the server tests is skipped.\n`);
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (pgTemplate) await dropRunDatabases(runPrefix);
  };
}

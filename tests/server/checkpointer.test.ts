// The WAL checkpointer's thread (db/checkpointer.ts): it keeps the log small while the server writes,
// the server's own automatic checkpoint bounds it when the thread is gone, a thread that fails is told
// and changes nothing else, and closing the database stops it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { copyThreadModules, root, THREAD_MODULES } from '../../scripts/serverBuild.mjs';
import { buildApp, sqliteFile } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { CHECKPOINT_INTERVAL_MS, FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from '../../src/server/db/checkpointer';
import { type Db, openDb } from '../../src/server/db/connection';

const PAGE = 4096;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-checkpointer-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const walBytes = (file: string) => (fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0);
/** One database transaction writing about `pages` pages of the table `t`. */
const writePages = async (db: Db, pages: number) => {
  await db.db.transaction().execute(async (trx) => {
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${pages}) insert into t (x) select randomblob(${PAGE - 200}) from n`.execute(trx);
  });
};
const autocheckpoint = async (db: Db) => (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.db)).rows[0]?.wal_autocheckpoint;

describe('WAL checkpointer thread', () => {
  it('folds the log back while the server writes, so the log stays small; without it the log grows', async () => {
    const file = path.join(tempDir(), 'kontor.sqlite');
    const db = openDb({ sqliteFile: file, checkpointer: { intervalMs: 5 } });
    try {
      const checkpointer = db.checkpointer;
      if (!checkpointer) throw new Error('no checkpointer');
      expect(await autocheckpoint(db)).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
      await sql`create table t (id integer primary key, x blob)`.execute(db.db);
      let largest = 0;
      for (let round = 0; round < 30; round++) {
        await writePages(db, 64);
        const written = Date.now();
        largest = Math.max(largest, walBytes(file));
        // A checkpoint that started after this commit and folded back everything in the log.
        let done = await checkpointer.nextCheckpoint();
        while (done.at <= written || done.checkpointed < done.log) done = await checkpointer.nextCheckpoint();
        expect(done.log).toBeGreaterThanOrEqual(64);
      }
      // 30 × 64 pages went through the log; as each round was folded back before the next, the next
      // wrote the log from its start again: it never held much more than one round.
      expect(largest).toBeLessThan(2 * 64 * PAGE + 64 * 1024);

      // The same writes with the thread stopped: nothing folds them back below the fallback's bound.
      await checkpointer.stop();
      const before = walBytes(file);
      for (let round = 0; round < 30; round++) await writePages(db, 64);
      expect(walBytes(file) - before).toBeGreaterThan(25 * 64 * PAGE);
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db.db)).rows[0]?.n).toBe(60 * 64);
    } finally {
      await db.close();
    }
  });

  it('leaves the bound to the server connection\'s own checkpoint when the thread is gone', async () => {
    const file = path.join(tempDir(), 'kontor.sqlite');
    const db = openDb({ sqliteFile: file, checkpointer: { fallbackPages: 300 } });
    try {
      await db.checkpointer?.stop();
      expect(await autocheckpoint(db)).toBe(300);
      await sql`create table t (id integer primary key, x blob)`.execute(db.db);
      let largest = 0;
      for (let round = 0; round < 40; round++) {
        await writePages(db, 50);
        largest = Math.max(largest, walBytes(file));
      }
      // 2,000 pages written; the log was folded back each time it passed 300 pages.
      expect(largest).toBeGreaterThan(250 * PAGE);
      expect(largest).toBeLessThan((300 + 2 * 50 + 20) * PAGE);
    } finally {
      await db.close();
    }
  });

  it('tells a failure to its listeners (also one that came before them) and keeps no thread', async () => {
    const checkpointer = startCheckpointer(path.join(tempDir(), 'missing', 'kontor.sqlite'));
    await checkpointer.exited;
    // Listening after the failure: it is handed over.
    const message = await new Promise<string>((resolve) => checkpointer.onError(resolve));
    expect(message).toMatch(/unable to open|directory does not exist|no such file/i);
    await checkpointer.stop();
  });

  it('closing the database ends the thread, and the log is folded back and removed', async () => {
    const file = path.join(tempDir(), 'kontor.sqlite');
    const db = openDb({ sqliteFile: file, checkpointer: true });
    const exited = db.checkpointer?.exited.then(() => 'exited');
    await sql`create table t (id integer primary key, x blob)`.execute(db.db);
    await writePages(db, 10);
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    await db.close();
    expect(await Promise.race([exited, new Promise((resolve) => setImmediate(resolve, 'running'))])).toBe('exited');
    // SQLite removes the log when the last connection to the file closes.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });

  it('a script that closes its database with nothing else to do sees the close resolve', () => {
    // The thread does not keep a process alive; while it is being stopped it must, or the awaited close
    // never resolves (Node ends such a script with exit code 13, its top-level await unsettled).
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'tests/server/fixtures/closeWithCheckpointer.ts')], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 0, stdout: 'closed\n', stderr: '' });
  });

  it('is started by the server for its SQLite file, and not for in-memory databases', async () => {
    const dir = tempDir();
    const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dir }), seedDemo: false, portalDir: path.join(dir, 'none') };
    const app = await buildApp(config);
    try {
      expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(app.kontor.db)).rows[0]?.wal_autocheckpoint).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    } finally {
      await app.close();
    }
    expect(fs.existsSync(`${sqliteFile(config)}-wal`)).toBe(false);
    const memory = openDb({ sqliteFile: ':memory:', checkpointer: true });
    expect(memory.checkpointer).toBeUndefined();
    await memory.close();
    expect(CHECKPOINT_INTERVAL_MS).toBeGreaterThan(0);
  });

  it('every thread module the server starts is copied beside the compiled server', () => {
    const started = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name)) {
          for (const m of fs.readFileSync(full, 'utf8').matchAll(/new Worker\(new URL\('\.\/([^']+)', import\.meta\.url\)/g)) started.add(path.relative(root, path.join(dir, m[1] ?? '')));
        }
      }
    };
    walk(path.join(root, 'src/server'));
    expect([...started].sort()).toEqual([...THREAD_MODULES].sort());
    const out = tempDir();
    copyThreadModules(out);
    for (const file of THREAD_MODULES) expect(fs.readFileSync(path.join(out, path.basename(file)), 'utf8')).toBe(fs.readFileSync(path.join(root, file), 'utf8'));
  });
});

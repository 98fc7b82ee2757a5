import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/connection';
import { AppKeyMismatchError, appKeyFingerprint } from '../../src/server/auth/appKeyCheck';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-start-'));

describe('start-up', () => {
  it('seeds the demo data into an empty database on first start, and only once', async () => {
    const dataDir = tmp();
    const config = { ...loadConfig({ NODE_ENV: 'development', KONTOR_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), portalDir: path.join(dataDir, 'none') };
    const appKey = crypto.randomBytes(32);
    const first = await buildApp(config, { appKey });
    const count = async (app: typeof first) => Number((await app.kontor.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count(first);
    expect(n).toBeGreaterThanOrEqual(2000);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'kontor.sqlite'))).toBe(true);
    const second = await buildApp(config, { appKey });
    expect(await count(second)).toBe(n);
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start in production while demo users exist', async () => {
    const dataDir = tmp();
    const db = openDb({ sqliteFile: ':memory:' });
    const dev = { ...loadConfig({ NODE_ENV: 'development', KONTOR_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), portalDir: path.join(dataDir, 'none') };
    const appKey = crypto.randomBytes(32);
    const app = await buildApp(dev, { db, appKey });
    await app.close();
    // Sandboxes allowed on purpose (productionStart.test.ts is about those): the demo users alone refuse.
    const prod = { ...dev, nodeEnv: 'production', seedDemo: false, sandboxAllowed: true };
    await expect(buildApp(prod, { db, appKey })).rejects.toThrow(/demo users/);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start on a database set up with another application key, before it serves anything', async () => {
    const dataDir = tmp();
    const db = openDb({ sqliteFile: ':memory:' });
    const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), seedDemo: false, portalDir: path.join(dataDir, 'none') };
    const key = crypto.randomBytes(32);
    const first = await buildApp(config, { db, appKey: key });
    await first.close();
    // The same key again (a restart, a second instance): starts.
    const again = await buildApp(config, { db, appKey: Buffer.from(key) });
    await again.close();
    await expect(buildApp(config, { db, appKey: crypto.randomBytes(32) })).rejects.toThrow(AppKeyMismatchError);
    await expect(buildApp(config, { db, appKey: crypto.randomBytes(32) })).rejects.toThrow(/same KONTOR_APP_KEY/);
    // What is stored tells keys apart and is not the key.
    const stored = await db.db.selectFrom('app_key_checks').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.fingerprint).toBe(appKeyFingerprint(key));
    expect(stored[0]?.fingerprint).not.toContain(key.toString('hex'));
    expect(stored[0]?.fingerprint).not.toContain(key.toString('base64'));
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

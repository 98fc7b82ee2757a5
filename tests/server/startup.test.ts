import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/connection';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-start-'));

describe('start-up', () => {
  it('seeds the demo data into an empty database on first start, and only once', async () => {
    const dataDir = tmp();
    const config = { ...loadConfig({ NODE_ENV: 'development', KONTOR_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), portalDir: path.join(dataDir, 'none') };
    const first = await buildApp(config, { appKey: crypto.randomBytes(32) });
    const count = async (app: typeof first) => Number((await app.kontor.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count(first);
    expect(n).toBeGreaterThanOrEqual(2000);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'kontor.sqlite'))).toBe(true);
    const second = await buildApp(config, { appKey: crypto.randomBytes(32) });
    expect(await count(second)).toBe(n);
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start in production while demo users exist', async () => {
    const dataDir = tmp();
    const db = openDb({ sqliteFile: ':memory:' });
    const dev = { ...loadConfig({ NODE_ENV: 'development', KONTOR_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), portalDir: path.join(dataDir, 'none') };
    const app = await buildApp(dev, { db, appKey: crypto.randomBytes(32) });
    await app.close();
    const prod = { ...dev, nodeEnv: 'production', seedDemo: false };
    await expect(buildApp(prod, { db, appKey: crypto.randomBytes(32) })).rejects.toThrow(/demo users/);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

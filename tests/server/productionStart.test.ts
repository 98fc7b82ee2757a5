import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseSandboxRoutesInProduction, SANDBOX_NAMES, sandboxesInUse } from '../../src/server/adapters/productionGuard';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Engine, forEachEngine, freshDb } from './harness';

/**
 * Issue 38: NODE_ENV=production ran the built-in sandboxes (a simulated market with its seed in the
 * source, a public test wallet that "pays" purchase links). Now production refuses to start while any
 * sandbox adapter is selected or any sandbox route is mounted, unless KONTOR_SANDBOX=1, and then the
 * pages say so.
 */
const ADAPTER = 'http://127.0.0.1:9/adapter';
/** Every outside party on its real adapter (none is called at start). */
const REAL: Record<string, string> = {
  KONTOR_RATES_PROVIDER: 'feed', KONTOR_RATES_FIAT_URL: 'http://127.0.0.1:9/ecb.xml', KONTOR_RATES_CRYPTO_URL: 'http://127.0.0.1:9/ticker',
  KONTOR_PAYMENT_NETWORK: 'http', KONTOR_PAYMENT_NETWORK_URL: ADAPTER,
  KONTOR_MALWARE_SCANNER: 'clamd',
  KONTOR_KYC_PROVIDER: 'http', KONTOR_KYC_URL: ADAPTER,
  KONTOR_PSP_ADAPTER: 'http', KONTOR_PSP_URL: ADAPTER,
  KONTOR_PORTALS_PROVIDER: 'http', KONTOR_PORTALS_URL: ADAPTER,
};
/** Each sandbox, chosen back beside otherwise real adapters. */
const ONE_SANDBOX: Record<(typeof SANDBOX_NAMES)[number], Record<string, string>> = {
  exchange_rates: { KONTOR_RATES_PROVIDER: 'simulated' },
  payment_network: { KONTOR_PAYMENT_NETWORK: 'sandbox' },
  malware_scanner: { KONTOR_MALWARE_SCANNER: 'sandbox' },
  kyc: { KONTOR_KYC_PROVIDER: 'sandbox' },
  psp: { KONTOR_PSP_ADAPTER: 'sandbox' },
  remote_portals: { KONTOR_PORTALS_PROVIDER: 'sandbox' },
  legacy_system: { KONTOR_LEGACY_SECRET: 'l'.repeat(40) },
  chat: { KONTOR_ROCKET_CHAT_SECRET: 'c'.repeat(40) },
};

let dataDir = '';
let portalDir = '';
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-prod-'));
  portalDir = path.join(dataDir, 'portal');
  fs.mkdirSync(portalDir);
  fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><html><head><title>Kontor</title></head><body><div id="root"></div></body></html>');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const configOf = (env: Record<string, string>) => ({ ...loadConfig({ NODE_ENV: 'production', KONTOR_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), portalDir });

await forEachEngine((engine: Engine) => {
  describe(`production start with sandboxes (${engine})`, () => {
    it.each(SANDBOX_NAMES)('refuses to start while the %s sandbox is selected, before it touches the database', async (name) => {
      const db = await freshDb(engine, { migrated: false });
      try {
        const config = configOf({ ...REAL, ...ONE_SANDBOX[name] });
        expect(sandboxesInUse(config)).toEqual([name]);
        await expect(buildApp(config, { db, appKey: crypto.randomBytes(32) })).rejects.toThrow(new RegExp(`Refusing to start in production with sandbox adapters selected: ${name} \\(set `));
        expect(await db.db.introspection.getTables()).toEqual([]);
      } finally {
        await db.close();
      }
    });

    it('starts with every real adapter, and no sandbox route answers: not the test wallet, the PSP, KYC or portal sandboxes', async () => {
      const db = await freshDb(engine);
      const app = await buildApp(configOf(REAL), { db, appKey: crypto.randomBytes(32) });
      try {
        const wallet = await app.inject({ method: 'POST', url: '/sandbox/payment-network/transfers', payload: { network: 'bitcoin', currency: 'BTC', address: 'bc1qexampleexampleexampleexample', amount: '1' } });
        expect(wallet.statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/api/v1/psp-sandbox/state' })).statusCode).toBe(404);
        // Page addresses that no route serves are the portal's (its own 404 page), not a sandbox's page.
        for (const url of ['/kyc-sandbox/abcdefabcdef', '/portal-sandbox/free_market/session/abcdefabcdefabcd']) expect((await app.inject({ method: 'GET', url })).body, url).toContain('<div id="root">');
        expect((await app.inject({ method: 'POST', url: '/api/v1/psp-sandbox/payments', payload: {} })).statusCode).toBe(404);
        // The pages carry no sandbox banner.
        expect((await app.inject({ method: 'GET', url: '/login' })).body).not.toContain('kontor-sandbox');
      } finally {
        await app.close();
        await db.close();
      }
    });

    it('with KONTOR_SANDBOX=1 starts on the sandboxes on purpose, and every page names them for its banner', async () => {
      const db = await freshDb(engine);
      const config = configOf({ KONTOR_SANDBOX: '1' });
      const app = await buildApp(config, { db, appKey: crypto.randomBytes(32) });
      try {
        for (const url of ['/login', '/manager', '/purchase/0123456789abcdef0123456789abcdef']) {
          expect((await app.inject({ method: 'GET', url })).body).toContain('<meta name="kontor-sandbox" content="exchange_rates payment_network malware_scanner kyc psp remote_portals">');
        }
        // Had the routes been mounted without the setting, the start would have been refused.
        app.kontor.config = { ...config, sandboxAllowed: false };
        expect(() => refuseSandboxRoutesInProduction(app)).toThrow(/sandbox routes mounted: .*payment_network/);
      } finally {
        await app.close();
        await db.close();
      }
    });
  });
});

describe('production start of npm run worker', () => {
  it('refuses a sandbox too', async () => {
    const tsx = path.resolve('node_modules/.bin/tsx');
    const env = { ...process.env, NODE_ENV: 'production', KONTOR_DATA_DIR: dataDir, DATABASE_URL: '', ...REAL, KONTOR_PAYMENT_NETWORK: 'sandbox' };
    const failed = await promisify(execFile)(tsx, ['src/server/jobs/workerCli.ts'], { env, timeout: 60_000 }).then(() => null, (e: { code?: number; stderr?: string }) => e);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('Refusing to start in production with sandbox adapters selected: payment_network');
  }, 90_000);
});

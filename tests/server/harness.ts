import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import argon2 from 'argon2';
import { encryptSecret } from '../../src/server/auth/secrets';
import { totpCode } from '../../src/server/auth/totp';
import { loadConfig } from '../../src/server/config';
import { type Db, openDb } from '../../src/server/db/connection';
import { nowIso } from '../../src/server/db/values';
import { createDatabase, databaseUrl, dropDatabase } from './pgDatabases';

export { PG_URL } from './pgDatabases';

/** Whether the server tests run on PostgreSQL too: the template of this run exists (globalSetup.ts). */
export const postgresAvailable = async (): Promise<boolean> => inject('pgTemplate') !== '';

export type Engine = 'sqlite' | 'postgres';
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

/** A test database: `url` is its PostgreSQL address (for a second, independent pool), absent on SQLite. */
export type TestDb = Db & { url?: string };

let sqliteTemplate: Buffer | undefined;

/**
 * A fresh database of this test file alone, already migrated (a copy of the run's template; see
 * globalSetup.ts): SQLite in memory, or a new PostgreSQL database dropped at close. `migrated: false`
 * gives an empty one, for tests of the migrations and the seed themselves.
 */
export const freshDb = async (engine: Engine, { migrated = true }: { migrated?: boolean } = {}): Promise<TestDb> => {
  if (engine === 'sqlite') {
    if (!migrated) return openDb({ sqliteFile: ':memory:' });
    sqliteTemplate ??= fs.readFileSync(inject('sqliteTemplate'));
    return openDb({ sqliteImage: sqliteTemplate });
  }
  const name = `${inject('pgRunPrefix')}_${crypto.randomBytes(6).toString('hex')}`;
  await createDatabase(name, migrated ? inject('pgTemplate') : null);
  const url = databaseUrl(name);
  const db = openDb({ databaseUrl: url });
  return {
    ...db,
    url,
    close: async () => {
      await db.close();
      await dropDatabase(name);
    },
  };
};

export const TEST_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const TEST_PASSWORD = 'Test-Passw0rd!';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  clock: { now: Date };
  appKey: Buffer;
  dataDir: string;
  /** Moves the clock forward. */
  advance: (seconds: number) => void;
  code: (secret?: string) => string;
  close: () => Promise<void>;
};

/** Build options of a test app beyond the database, key and clock (a log stream to read the server's log). */
export type MakeAppOptions = { logStream?: DestinationStream };

export const makeApp = async (engine: Engine, env: Record<string, string> = {}, setup?: (app: FastifyInstance) => void, options: MakeAppOptions = {}): Promise<TestApp> => {
  const db = await freshDb(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-test-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, ...env }), seedDemo: false, portalDir: path.join(dataDir, 'no-portal') };
  const clock = { now: new Date('2026-06-15T10:00:05.000Z') };
  const appKey = crypto.randomBytes(32);
  const app = await buildApp(config, { db, appKey, now: () => new Date(clock.now), ...options });
  setup?.(app);
  await app.ready();
  return {
    app,
    db,
    clock,
    appKey,
    dataDir,
    advance: (seconds) => {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
    code: (secret = TEST_SECRET) => totpCode(secret, clock.now.getTime()),
    close: async () => {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * The password hash of the users the tests make: argon2id like every hash the server writes, but with
 * the smallest cost argon2 allows. A sign-in verifies with the parameters stored in the hash, so each of
 * the tests' many sign-ins costs about a millisecond instead of the production ~25 ms of CPU (~150 ms
 * on a loaded machine). The server's own parameters are untouched and checked by
 * tests/server/security/tokensAndSecrets.test.ts (V11.4.2: a new password is stored with m=19456, t=2, p=1).
 */
const TEST_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
let passwordHash: Promise<string> | undefined;

export type UserFixture = { email: string; role?: string; twoFactor?: boolean; companyId?: number | null; enabled?: boolean; verified?: boolean };

export const createCompany = async (t: TestApp, name = 'Test Co', overrides: Partial<{ enabled: number; legal_type: string; features: string; affiliation_code: string | null }> = {}): Promise<number> => {
  const now = nowIso(t.clock.now);
  const row = await t.db.db
    .insertInto('companies')
    .values({
      name, legal_type: 'company', enabled: 1, features: '{"crypto":true}', psp_portal_attached: 0, white_label_enabled: 0, company_types: '["REGULAR"]',
      affiliate_owner_company_id: null, affiliation_code: null, white_label_owner_company_id: null, payment_service_status: 'ACTIVE', portal_services: '{}', country: 'DE',
      created_at: now, updated_at: now, ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const createUser = async (t: TestApp, f: UserFixture): Promise<number> => {
  passwordHash ??= argon2.hash(TEST_PASSWORD, TEST_HASH_OPTIONS);
  const now = nowIso(t.clock.now);
  const row = await t.db.db
    .insertInto('users')
    .values({
      email: f.email, first_name: 'Test', last_name: 'User', phone: null, password_hash: await passwordHash, role: f.role ?? 'manager', company_id: f.companyId ?? null,
      enabled: f.enabled === false ? 0 : 1, email_verified_at: f.verified === false ? null : now, avatar_path: null,
      totp_secret_enc: f.twoFactor ? encryptSecret(t.appKey, TEST_SECRET) : null, totp_pending_enc: null, totp_enabled: f.twoFactor ? 1 : 0,
      otp_failures: 0, otp_locked_until: null, otp_last_step: 0, compliance_required: 0, compliance_preparing: 0, user_lead_id: null, livechat_token: null, is_demo: 0,
      created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; body?: unknown; code?: string; cookie?: string; headers?: Record<string, string> };

export const call = (t: TestApp, c: Call): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: c.method,
    url: c.url,
    payload: c.body === undefined ? undefined : (c.body as Record<string, unknown>),
    headers: {
      ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
      ...(c.code ? { 'one-time-code': c.code } : {}),
      ...(c.cookie ? { cookie: c.cookie } : {}),
      ...c.headers,
    },
  });

export const refreshCookieOf = (res: LightMyRequestResponse): string | undefined => {
  const header = res.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /kontor_refresh=([^;]*)/.exec(value) : null;
  return match?.[1] ? `kontor_refresh=${match[1]}` : undefined;
};

/** Signs in (with the current code when two-factor is on) and returns the access token and refresh cookie. */
export const login = async (t: TestApp, email: string, withCode = false): Promise<{ token: string; cookie: string }> => {
  const res = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email, password: TEST_PASSWORD }, code: withCode ? t.code() : undefined });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ data: { token: { access_token: string } } }>();
  return { token: body.data.token.access_token, cookie: refreshCookieOf(res) ?? '' };
};

/** Runs a describe block once per available engine. */
export const forEachEngine = async (fn: (engine: Engine) => void) => {
  const pgOk = await postgresAvailable();
  for (const engine of ENGINES) if (engine === 'sqlite' || pgOk) fn(engine);
};

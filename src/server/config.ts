import path from 'node:path';
import { type AdapterConfig, loadAdapters } from './adapters/selection';

export type Config = {
  port: number;
  realtimePort: number;
  host: string;
  dataDir: string;
  /** postgres://… to use PostgreSQL; unset means the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL: early lock release of database transactions (db/connection.ts; KONTOR_PG_EARLY_LOCK_RELEASE=0 turns it off). */
  pgEarlyLockRelease: boolean;
  /** PostgreSQL: connections of this process's pool at most (KONTOR_DB_POOL_MAX; db/connection.ts POOL_MAX). */
  dbPoolMax: number | undefined;
  nodeEnv: string;
  maintenance: boolean;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token (and so the whole sign-in) lifetime in seconds. */
  refreshTokenTtl: number;
  /** Serve the built portal from this folder when it exists. */
  portalDir: string;
  logLevel: string;
  /** Seed the demo data into an empty database at start. */
  seedDemo: boolean;
  /** The public address of the portal, used in e-mailed links. */
  publicUrl: string;
  /** Send Strict-Transport-Security: KONTOR_HSTS=1, or an https publicUrl unless KONTOR_HSTS=0. */
  hsts: boolean;
  /** How long a call to a remote portal service may take before Kontor answers 503 (KONTOR_PORTAL_TIMEOUT_MS, default 8000). */
  portalTimeoutMs?: number;
  /** Alternative sign-ins and the KYC provider (docs/sign-ins-and-kyc.md). */
  integrations: IntegrationConfig;
  /** The PSP adapter (modules/psp/provider.ts): KONTOR_PSP_ADAPTER, sandbox (default) or http (adapters.psp). */
  pspAdapter: string;
  /** How long a PSP call may take before it counts as unavailable: KONTOR_PSP_TIMEOUT_MS, default 8000. */
  pspTimeoutMs: number;
  /** Where uploads and generated files live: KONTOR_FILE_STORAGE=local (the data folder, default) or database (every instance reaches them). */
  fileStorage: 'local' | 'database';
  /** The malware scan of uploads (storage/malwareScan.ts): KONTOR_MALWARE_SCANNER=sandbox (default) or clamd, KONTOR_CLAMD_HOST, KONTOR_CLAMD_PORT. */
  malwareScanner?: MalwareScannerConfig;
  /** The sandbox or the real adapter of each outside party (adapters/selection.ts). */
  adapters: AdapterConfig;
  /** KONTOR_SANDBOX=1: sandboxes may serve in production, and every page says so (adapters/productionGuard.ts). */
  sandboxAllowed: boolean;
  /**
   * KONTOR_TEST_CLOCK=1 (end-to-end tests only): PUT /api/v1/test/clock moves the clock of the due work
   * (job worker, scheduled payments) ahead; refused in production (jobs/testClock.ts).
   */
  testClock: boolean;
  /** Requests one API key may make a minute (KONTOR_API_KEY_RATE_PER_MINUTE, default 600; issue 41). */
  apiKeyRatePerMinute?: number;
  /** KONTOR_WEBHOOKS_ALLOW_PRIVATE=1: webhook endpoints may be on private or loopback addresses (tests, closed networks). */
  webhooksAllowPrivate?: boolean;
};

/** Systems that share signed sign-in keys or callbacks with Kontor. */
export type IntegrationName = 'legacy' | 'portals' | 'chat' | 'crm' | 'psp' | 'kyc';

export type IntegrationConfig = {
  /**
   * Shared HMAC secrets (at least 32 characters), one per system: KONTOR_LEGACY_SECRET,
   * KONTOR_PORTALS_SECRET, KONTOR_ROCKET_CHAT_SECRET, KONTOR_CRM_SECRET, KONTOR_PSP_SECRET,
   * KONTOR_KYC_SECRET. Unset outside production: a sandbox secret derived from the server key.
   * Unset in production: that sign-in (or callback) is refused.
   */
  secrets: Partial<Record<IntegrationName, string>>;
  /** KONTOR_LEGACY_ORIGIN: the legacy system's address (https://legacy.bank.example); to-legacy sends users there. */
  legacyOrigin: string | null;
  /** KONTOR_ROCKET_CHAT_URL: the chat service's address, the only window the chat page hands a token to. */
  chatUrl: string | null;
  /** KONTOR_SIGNIN_KEY_TTL: the longest life of a sign-in key in seconds (default 120, at most 600). */
  keyTtl: number;
  /** KONTOR_CRM_FRAME_ORIGINS: origins allowed to frame /iframe-widget/* (CSP frame-ancestors); default 'self'. */
  crmFrameOrigins: string;
};

/** Plain origins only (scheme, host, optional port), or 'self': nothing else can enter the CSP. */
const FRAME_ORIGIN = /^(?:'self'|https?:\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::\d{1,5})?)$/;

export const parseFrameOrigins = (value: string | undefined): string => {
  const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const valid = origins.filter((o) => FRAME_ORIGIN.test(o));
  if (valid.length !== origins.length) throw new Error(`KONTOR_CRM_FRAME_ORIGINS holds something that is not an origin: ${origins.filter((o) => !FRAME_ORIGIN.test(o)).join(' ')}`);
  return valid.length > 0 ? valid.join(' ') : "'self'";
};

const secretOf = (value: string | undefined, name: string): string | undefined => {
  if (!value) return undefined;
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return value;
};

const originOf = (value: string | undefined, name: string): string | null => {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) address`);
  return url.origin;
};

export const loadIntegrations = (env: NodeJS.ProcessEnv): IntegrationConfig => ({
  secrets: {
    legacy: secretOf(env.KONTOR_LEGACY_SECRET, 'KONTOR_LEGACY_SECRET'),
    portals: secretOf(env.KONTOR_PORTALS_SECRET, 'KONTOR_PORTALS_SECRET'),
    chat: secretOf(env.KONTOR_ROCKET_CHAT_SECRET, 'KONTOR_ROCKET_CHAT_SECRET'),
    crm: secretOf(env.KONTOR_CRM_SECRET, 'KONTOR_CRM_SECRET'),
    psp: secretOf(env.KONTOR_PSP_SECRET, 'KONTOR_PSP_SECRET'),
    kyc: secretOf(env.KONTOR_KYC_SECRET, 'KONTOR_KYC_SECRET'),
  },
  legacyOrigin: originOf(env.KONTOR_LEGACY_ORIGIN, 'KONTOR_LEGACY_ORIGIN'),
  chatUrl: originOf(env.KONTOR_ROCKET_CHAT_URL, 'KONTOR_ROCKET_CHAT_URL'),
  keyTtl: Math.min(int(env.KONTOR_SIGNIN_KEY_TTL, 120), 600),
  crmFrameOrigins: parseFrameOrigins(env.KONTOR_CRM_FRAME_ORIGINS),
});

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export type MalwareScannerConfig = { kind: 'sandbox' | 'clamd'; clamdHost: string; clamdPort: number; timeoutMs: number };

/** KONTOR_MALWARE_SCANNER=sandbox (default) | clamd; KONTOR_CLAMD_HOST (127.0.0.1), KONTOR_CLAMD_PORT (3310), KONTOR_CLAMD_TIMEOUT_MS (30000). */
export const malwareScannerConfigOf = (env: NodeJS.ProcessEnv): MalwareScannerConfig => {
  const kind = (env.KONTOR_MALWARE_SCANNER ?? '').trim().toLowerCase();
  if (kind !== '' && kind !== 'sandbox' && kind !== 'clamd') throw new Error(`KONTOR_MALWARE_SCANNER must be sandbox or clamd, not ${env.KONTOR_MALWARE_SCANNER}`);
  return {
    kind: kind === 'clamd' ? 'clamd' : 'sandbox',
    clamdHost: env.KONTOR_CLAMD_HOST?.trim() || '127.0.0.1',
    clamdPort: int(env.KONTOR_CLAMD_PORT, 3310),
    timeoutMs: int(env.KONTOR_CLAMD_TIMEOUT_MS, 30_000),
  };
};

/** KONTOR_FILE_STORAGE: local (default) or database ('postgres' is read as database). */
export const fileStorageOf = (value: string | undefined): 'local' | 'database' => {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'local') return 'local';
  if (v === 'database' || v === 'postgres' || v === 'postgresql') return 'database';
  throw new Error(`KONTOR_FILE_STORAGE must be local or database, not ${value}`);
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = int(env.PORT, 8000);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const publicUrl = env.KONTOR_PUBLIC_URL ?? `http://localhost:${port}`;
  const adapters = loadAdapters(env);
  return {
    port,
    realtimePort: int(env.REALTIME_PORT, 6001),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.KONTOR_DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    pgEarlyLockRelease: env.KONTOR_PG_EARLY_LOCK_RELEASE !== '0',
    dbPoolMax: env.KONTOR_DB_POOL_MAX ? int(env.KONTOR_DB_POOL_MAX, 10) : undefined,
    nodeEnv,
    maintenance: env.KONTOR_MAINTENANCE === '1',
    accessTokenTtl: int(env.KONTOR_ACCESS_TTL, 30 * 60),
    refreshTokenTtl: int(env.KONTOR_REFRESH_TTL, 12 * 60 * 60),
    portalDir: path.resolve(env.KONTOR_PORTAL_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    seedDemo: env.KONTOR_SEED !== '0' && nodeEnv !== 'production',
    publicUrl,
    hsts: env.KONTOR_HSTS === '1' || (env.KONTOR_HSTS !== '0' && publicUrl.startsWith('https:')),
    portalTimeoutMs: int(env.KONTOR_PORTAL_TIMEOUT_MS, 8000),
    integrations: loadIntegrations(env),
    pspAdapter: adapters.psp.kind,
    pspTimeoutMs: int(env.KONTOR_PSP_TIMEOUT_MS, 8000),
    fileStorage: fileStorageOf(env.KONTOR_FILE_STORAGE),
    malwareScanner: malwareScannerConfigOf(env),
    adapters,
    sandboxAllowed: env.KONTOR_SANDBOX === '1',
    apiKeyRatePerMinute: int(env.KONTOR_API_KEY_RATE_PER_MINUTE, 600),
    webhooksAllowPrivate: env.KONTOR_WEBHOOKS_ALLOW_PRIVATE === '1',
    testClock: testClockOf(env, nodeEnv),
  };
};

/** KONTOR_TEST_CLOCK: a test-only hook, never in production. */
const testClockOf = (env: NodeJS.ProcessEnv, nodeEnv: string): boolean => {
  if (env.KONTOR_TEST_CLOCK !== '1') return false;
  if (nodeEnv === 'production') throw new Error('Refusing to start in production with KONTOR_TEST_CLOCK=1: the test clock is for end-to-end tests only.');
  return true;
};

/**
 * The SQLite file of a configuration (in its data directory). Here rather than in app.ts so that the
 * command-line tools (otp, outbox, worker) load no more of the server than they use.
 */
export const sqliteFile = (config: Config): string => path.join(config.dataDir, 'kontor.sqlite');

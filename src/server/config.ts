import path from 'node:path';

export type Config = {
  port: number;
  realtimePort: number;
  host: string;
  dataDir: string;
  /** postgres://… to use PostgreSQL; unset means the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
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
  /** The PSP adapter (modules/psp/provider.ts): KONTOR_PSP_ADAPTER, default the built-in sandbox. */
  pspAdapter: string;
  /** How long a PSP call may take before it counts as unavailable: KONTOR_PSP_TIMEOUT_MS, default 8000. */
  pspTimeoutMs: number;
};

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = int(env.PORT, 8000);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const publicUrl = env.KONTOR_PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    port,
    realtimePort: int(env.REALTIME_PORT, 6001),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.KONTOR_DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv,
    maintenance: env.KONTOR_MAINTENANCE === '1',
    accessTokenTtl: int(env.KONTOR_ACCESS_TTL, 30 * 60),
    refreshTokenTtl: int(env.KONTOR_REFRESH_TTL, 12 * 60 * 60),
    portalDir: path.resolve(env.KONTOR_PORTAL_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    seedDemo: env.KONTOR_SEED !== '0' && nodeEnv !== 'production',
    publicUrl,
    hsts: env.KONTOR_HSTS === '1' || (env.KONTOR_HSTS !== '0' && publicUrl.startsWith('https:')),
    pspAdapter: env.KONTOR_PSP_ADAPTER ?? 'sandbox',
    pspTimeoutMs: int(env.KONTOR_PSP_TIMEOUT_MS, 8000),
  };
};

import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { DestinationStream } from 'pino';
import { API_BASE } from '../contract/http';
import { assertSameAppKey } from './auth/appKeyCheck';
import { resolveAppKey } from './auth/secrets';
import { type Config, sqliteFile } from './config';
import type { AppContext } from './context';
import { type Db, openDb } from './db/connection';
import { migrateToLatest, withStartupLock } from './db/migrate';
import { isSeeded, seedDemo } from './db/seed';
import { registerDocs } from './docs';
import { registerErrorHandler } from './http/errorHandler';
import type { Lifecycle } from './context';
import { registerHealth } from './http/health';
import { parseQuery } from './http/query';
import { registerSecurityHeaders } from './http/security';
import { prepareOutsideParties } from './adapters/install';
import { bannerSandboxes, refuseSandboxesInProduction, refuseSandboxRoutesInProduction } from './adapters/productionGuard';
import { loggerOptions } from './logging';
import { registerModules } from './modules';
import { databaseFileStore, localFileStore } from './storage/fileStore';

export type BuildOptions = {
  /** An already opened database (tests); otherwise one is opened from the config. */
  db?: Db;
  appKey?: Buffer;
  now?: () => Date;
  /** Where the log lines go instead of stdout (tests that read the log). */
  logStream?: DestinationStream;
  /** Called when another instance holds the start-up (migration) lock and this one waits for it. */
  onStartupWait?: () => void;
};

export const MAX_JSON_BODY = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The SQLite file of a configuration (config.ts; also here for the callers that build the app). */
export { sqliteFile };

/** Builds the whole HTTP application: used by main.ts and by the tests (with inject()). */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  // Before the database is touched: production serves no sandbox unless KONTOR_SANDBOX=1 says so.
  refuseSandboxesInProduction(config);
  const db = options.db ?? openDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFile(config), checkpointer: true, earlyLockRelease: config.pgEarlyLockRelease, poolMax: config.dbPoolMax });
  if (config.fileStorage === 'database' && db.engine !== 'postgres') {
    throw new Error('KONTOR_FILE_STORAGE=database keeps files in PostgreSQL: set DATABASE_URL, or use local storage with SQLite.');
  }
  const appKey = options.appKey ?? resolveAppKey(config.dataDir);
  // Of several instances starting on one database, one migrates and seeds while the others wait (db/migrate.ts).
  await withStartupLock(
    db,
    async () => {
      await migrateToLatest(db);
      await assertSameAppKey(db.db, appKey);
      if (config.seedDemo && !(await isSeeded(db))) await seedDemo(db, { appKey });
    },
    options.onStartupWait,
  );
  if (config.nodeEnv === 'production') await refuseDemoUsers(db);

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // Sign-in keys travel in paths (auth/portals/{portal}/{key}): longer than the default 100.
    routerOptions: { querystringParser: parseQuery, maxParamLength: 2048 },
    bodyLimit: MAX_JSON_BODY,
    trustProxy: process.env.KONTOR_TRUST_PROXY === '1',
  });
  const now = options.now ?? (() => new Date());
  const files = config.fileStorage === 'database' ? databaseFileStore(db.db, now) : localFileStore(config.dataDir);
  const context: AppContext = { config, db: db.db, engine: db.engine, appKey, now, files };
  await prepareOutsideParties(context, (message) => app.log.warn(message));
  app.decorate('kontor', context);
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.decorate('registeredCalls', new Set<string>());
  if (!options.db) app.addHook('onClose', async () => db.close());
  // A failing checkpointer thread is logged; the server's own automatic checkpoint keeps the WAL bounded.
  db.checkpointer?.onError((message) => app.log.warn({ err: { message } }, 'WAL checkpointer failed: the server checkpoints in its commits'));

  registerErrorHandler(app);
  // The API speaks JSON and multipart only: plain text bodies answer 415.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app, config.integrations.crmFrameOrigins, config.maintenance);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 50, fieldSize: 64 * 1024, parts: 60 } });

  // Tells nothing of the installation (no engine, no version) to whoever asks: only that it answers.
  app.get(`${API_BASE}/health`, async () => ({ status: 'ok' }));
  registerHealth(app, db, lifecycle);
  await registerModules(app);
  refuseSandboxRoutesInProduction(app);
  await app.register(import('./realtime/authRoute'));
  await registerDocs(app);
  await registerPortal(app, config.portalDir, bannerSandboxes(config));
  return app;
};

const refuseDemoUsers = async (db: Db) => {
  const demo = await db.db.selectFrom('users').select('email').where('is_demo', '=', 1).limit(1).executeTakeFirst();
  if (demo) throw new Error(`Refusing to start in production with demo users present (${demo.email}). Remove them or use a fresh database.`);
};

/**
 * The built portal: static files, and index.html for every other page route (client-side routing). On
 * an installation that runs sandboxes on purpose, index.html names them (meta kontor-sandbox): every page
 * shows the sandbox banner from its first paint, before any call.
 */
const registerPortal = async (app: FastifyInstance, portalDir: string, sandboxes: string[]) => {
  const index = path.join(portalDir, 'index.html');
  if (!fs.existsSync(index)) return;
  const assetsDir = path.join(portalDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: portalDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes name.js.br and name.js.gz beside each text asset (vite.config.ts): sent as the browser accepts.
    preCompressed: true,
    maxAge: '1h',
    immutable: false,
    // Hashed bundles never change under their name: a browser keeps them for a year without asking again.
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(assetsDir)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const page = fs.readFileSync(index, 'utf8');
  const html = sandboxes.length > 0 ? page.replace('</head>', `<meta name="kontor-sandbox" content="${sandboxes.join(' ')}"></head>`) : page;
  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/docs/')) return reply.code(404).send({ message: 'Not found.' });
    if (/\.[a-z0-9]{1,8}$/i.test(url)) return reply.code(404).send({ message: 'Not found.' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
};

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDb } from '../../../src/server/db/connection';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { nowIso } from '../../../src/server/db/values';
import { redactUrl } from '../../../src/server/logging';
import { formatMail, latestMails, parseOutboxArgs } from '../../../src/server/modules/mail/outboxView';
import { call, createUser, type Engine, forEachEngine, freshDb, makeApp, refreshCookieOf, TEST_PASSWORD, type TestApp, type TestDb } from '../harness';

/**
 * Security issue item 7: the development mail transport logged every mail body, reset links included.
 * The server's log is captured here (every level) through a registration, a forgot-password, opening
 * both links and a two-factor sign-in: no link, key, code or token may appear in it.
 */
type Logged = TestApp & { lines: string[]; testDb: TestDb };

/** A test app in the development configuration (mail is logged outside production), logging every level into `lines`. */
const makeLoggedApp = async (engine: Engine): Promise<Logged> => {
  const lines: string[] = [];
  const t = await makeApp(engine, { NODE_ENV: 'development', LOG_LEVEL: 'trace' }, undefined, { logStream: { write: (line: string) => void lines.push(line) } });
  return { ...t, lines, testDb: t.db };
};

const newestMail = async (t: TestApp, to: string) => t.db.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();

await forEachEngine((engine) => {
  describe(`no secrets in the server log (${engine})`, () => {
    let t: Logged;
    beforeAll(async () => {
      t = await makeLoggedApp(engine);
    });
    afterAll(async () => t.close());

    it('logs that a mail was queued for a registration and a forgot-password, never its link, key, code or token', async () => {
      const registration = { first_name: 'Lena', last_name: 'Log', email: 'lena@test.local', password: 'Str0ng-pass', password_confirmation: 'Str0ng-pass', legal_type: 'individual' };
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/registration', body: registration })).statusCode).toBe(201);
      const approval = await newestMail(t, 'lena@test.local');
      const [approvalLink, key, code] = /https?:\/\/\S+\/u\/email\/([\w-]+)\/([\w-]+)/.exec(approval.body) ?? [];
      expect(approvalLink && key && code).toBeTruthy();

      await createUser(t, { email: 'reset@test.local' });
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/forgot-password', body: { email: 'reset@test.local' } })).statusCode).toBe(200);
      const reset = await newestMail(t, 'reset@test.local');
      const [resetLink, resetKey, resetToken] = /https?:\/\/\S+\/reset-password\?key=([\w-]+)&token=([\w-]+)\S*/.exec(reset.body) ?? [];
      expect(resetLink && resetKey && resetToken).toBeTruthy();

      // Following the links: the portal pages the mails open, and the API calls those pages make.
      await call(t, { method: 'GET', url: `/u/email/${key}/${code}` });
      await call(t, { method: 'GET', url: `/reset-password?key=${resetKey}&token=${resetToken}&email=reset%40test.local` });
      expect((await call(t, { method: 'GET', url: `/api/v1/auth/reset-password/${resetKey}/${resetToken}` })).statusCode).toBe(200);
      expect((await call(t, { method: 'POST', url: `/api/v1/auth/approve-email/${key}/${code}` })).statusCode).toBe(200);
      expect((await call(t, { method: 'POST', url: `/api/v1/auth/reset-password/${resetKey}/${resetToken}`, body: { password: 'N3w-password', password_confirmation: 'N3w-password' } })).statusCode).toBe(200);

      const log = t.lines.join('');
      expect(log).toContain('incoming request');
      for (const secret of [approvalLink, key, code, resetLink, resetKey, resetToken] as string[]) expect(log).not.toContain(secret);
      expect(log).not.toContain('please approve your e-mail address');
      expect(log).not.toContain('use this link');
      // What the log does say: a mail to X with subject Y was queued.
      const queued = t.lines.map((l) => JSON.parse(l) as { msg?: string; to?: string; subject?: string; mail?: unknown }).filter((l) => l.msg?.startsWith('mail to '));
      expect(queued.map((l) => [l.to, l.subject])).toEqual([
        ['lena@test.local', 'Approve your e-mail address'],
        ['reset@test.local', 'Reset your password'],
      ]);
      expect(queued.every((l) => l.mail === undefined)).toBe(true);
    });

    it('never logs passwords, one-time codes, access tokens or refresh cookies', async () => {
      await createUser(t, { email: 'twofa@test.local', twoFactor: true });
      t.advance(30);
      const code = t.code();
      const res = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'twofa@test.local', password: TEST_PASSWORD }, code });
      expect(res.statusCode).toBe(200);
      const token = res.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
      const cookie = refreshCookieOf(res) ?? '';
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).statusCode).toBe(200);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie })).statusCode).toBe(200);
      // A wrong password is not logged either.
      await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'twofa@test.local', password: 'Wr0ng-secret-pw!' } });
      const log = t.lines.join('');
      for (const secret of [token, cookie.split('=')[1] ?? 'x', TEST_PASSWORD, 'Wr0ng-secret-pw!']) expect(log).not.toContain(secret);
      expect(log).not.toMatch(new RegExp(`"one-time-code":"${code}"`));
    });

    it('redacts secrets in logged addresses: link paths and secret query values', () => {
      expect(redactUrl('/reset-password?key=K1&token=T1&email=a%40b.c')).toBe('/reset-password?key=[redacted]&token=[redacted]&email=a%40b.c');
      expect(redactUrl('/u/email/K2/C2')).toBe('/u/email/[redacted]');
      expect(redactUrl('/portals/psp/K3')).toBe('/portals/psp/[redacted]');
      expect(redactUrl('/api/v1/auth/reset-password/K4/T4')).toBe('/api/v1/auth/reset-password/[redacted]');
      expect(redactUrl('/api/v1/auth/approve-email/K5/C5?x=1')).toBe('/api/v1/auth/approve-email/[redacted]?x=1');
      expect(redactUrl('/api/v1/x?access_token=A6&page=2&one-time-code=123456')).toBe('/api/v1/x?access_token=[redacted]&page=2&one-time-code=[redacted]');
      expect(redactUrl('/api/v1/a/users?page=1&per_page=25')).toBe('/api/v1/a/users?page=1&per_page=25');
    });

    it('npm run outbox prints the latest mails of the configured database', async () => {
      const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
      expect(pkg.scripts.outbox).toBe('tsx src/server/modules/mail/outboxCli.ts');
      expect(parseOutboxArgs(['lena@test.local', '--limit', '2'])).toEqual({ to: 'lena@test.local', limit: 2 });
      expect(parseOutboxArgs(['-n', '500'])).toEqual({ to: undefined, limit: 100 });
      const mails = await latestMails(t.db.db, { to: 'reset@test.local', limit: 5 });
      expect(mails.map((m) => m.subject)).toEqual(['Reset your password']);
      expect(formatMail(mails[0] ?? { id: 0, to_address: '', subject: '', body: '', created_at: '' })).toContain('/reset-password?key=');

      // The command itself, against a database of its own (a SQLite file, or a PostgreSQL database).
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-outbox-'));
      const target: TestDb = engine === 'postgres' ? await freshDb('postgres') : openDb({ sqliteFile: sqliteFile(loadConfig({ KONTOR_DATA_DIR: dataDir })) });
      try {
        if (engine === 'sqlite') await migrateToLatest(target);
        const at = nowIso(new Date('2026-06-15T10:00:00.000Z'));
        await target.db
          .insertInto('outbox')
          .values([
            { to_address: 'first@test.local', subject: 'Old mail', body: 'old body', created_at: at },
            { to_address: 'cli@test.local', subject: 'Reset your password', body: 'use this link: http://localhost/reset-password?key=KK&token=TT', created_at: at },
          ])
          .execute();
        const env = { ...process.env, NODE_ENV: 'development', KONTOR_DATA_DIR: dataDir, DATABASE_URL: target.url ?? '' };
        const tsx = path.resolve('node_modules/.bin/tsx');
        const { stdout } = await promisify(execFile)(tsx, ['src/server/modules/mail/outboxCli.ts', 'cli@test.local'], { env, timeout: 60_000 });
        expect(stdout).toContain('To: cli@test.local');
        expect(stdout).toContain('Subject: Reset your password');
        expect(stdout).toContain('reset-password?key=KK&token=TT');
        expect(stdout).not.toContain('Old mail');
        const refused = await promisify(execFile)(tsx, ['src/server/modules/mail/outboxCli.ts'], { env: { ...env, NODE_ENV: 'production' }, timeout: 60_000 }).catch((e: { code?: number; stderr?: string }) => e);
        expect('code' in refused ? refused.code : 0).toBe(1);
      } finally {
        await target.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_VALUE_SCHEMAS } from '../../../src/contract/schemas';
import { API_BASE, type CallDef, fillPath } from '../../../src/contract/http';
import { createUser, forEachEngine, login, makeApp, type TestApp } from '../harness';
import { makeCompany, type Session } from '../ledgerFixtures';
import { CALL_NAMES, defs, isErrorShape, numericParams, objectShape, pathParams, wrongTypes } from './contractShape';

/**
 * Issue 16: the access matrix and input handling, generated from the contract's call table, so a new
 * call is covered the day it is added.
 *
 * - ASVS V8.2.1 / API2: every call that needs a signed-in user answers 401 without a token and with a
 *   forged one.
 * - ASVS V8.2.2 / API5: every write of a manager call answers 403 to a manager-reader, and every admin
 *   call answers 403 to a manager and a reader; nothing changes in the database.
 * - ASVS V2.2.1, V1.5 / API8: a body that is not JSON, not an object, a prototype-pollution key, wrong
 *   types, oversized strings and unknown or malformed ids in the path answer 4xx in the error shape,
 *   never 5xx.
 *
 * A manager call that is not a GET and not marked `write` must be listed in READER_MAY with the reason;
 * the test fails for a call that is neither.
 */

/** Manager calls that change data but are open to a manager-reader, and why. */
const READER_MAY: Record<string, string> = {
  'manager.grandTotal.calculate': 'a calculation: POST only because the payload is large; writes nothing',
  'manager.grandTotal.withdrawCrypto': 'a calculation of fee and total; writes nothing',
  'manager.grandTotal.fiatCrypto': 'a calculation of an exchange quote; writes nothing',
  'manager.notifications.read': 'marks the reader’s own notifications read (his own state, not the company’s)',
};

/** Body fields that take any value in their own schema but are bounded by a check of the whole body. */
const LONG_CHECKED_ELSEWHERE: Record<string, string> = {
  'admin.settings.upsert.value': 'checked against the schema of its key (SETTINGS_VALUE_SCHEMAS), each of which refuses such a string (tested below)',
};

/** Calls open to every signed-in user (reader included) that change something: each acts on the caller's own account only. */
const OWN_ACCOUNT: Record<string, string> = {
  'auth.rocketChat': 'signs the caller into the support chat',
  'auth.toLegacy': 'hands the caller’s own session to the legacy portal',
  'auth.logout': 'ends the caller’s own session',
  'auth.deviceSignIn.approve': 'signs a waiting browser in as the caller, confirmed with the caller’s own code',
  'auth.deviceSignIn.deny': 'refuses a browser asking to be signed in as the caller',
  'profile.update': 'the caller’s own name and phone',
  'profile.avatar': 'the caller’s own picture',
  'profile.password': 'the caller’s own password (current password and code)',
  'profile.sessionsEnd': 'ends one of the caller’s own sign-ins (another user’s or an act-as sign-in is 404)',
  'profile.twoFactorAssign': 'turns on the caller’s own two-factor',
  'profile.twoFactorRemove': 'turns off the caller’s own two-factor (code)',
  'profile.recoveryCodesRegenerate': 'replaces the caller’s own recovery codes (code)',
  'profile.passkeyOptions': 'a registration challenge for the caller’s own passkey',
  'profile.passkeyAdd': 'registers a passkey of the caller’s own (code)',
  'profile.passkeyRename': 'renames one of the caller’s own passkeys (another user’s is 404)',
  'profile.passkeyRemove': 'removes one of the caller’s own passkeys (code; another user’s is 404)',
};

/** Calls whose body is not refused for wrong field types, and why (none today). */
const NO_WRONG_BODY: Record<string, string> = {};

type Who = 'manager' | 'reader' | 'admin' | 'none';
const whoFor = (def: CallDef): Who => (def.access === 'admin' ? 'admin' : def.access === 'guest' || def.access === 'public' ? 'none' : 'manager');

/** Tables that a signed-in request may touch without a write (last-seen times, rate counters). */
const VOLATILE = new Set(['auth_tokens', 'auth_checkpoints', 'rate_limits', 'login_throttles']);

const fill = (def: CallDef, value: string | number): string => API_BASE + '/' + fillPath(def.path, Object.fromEntries(pathParams(def).map((p) => [p, value])));

/** Server files that open outbound connections, and where their address comes from (API7, SSRF). */
const OUTBOUND: Record<string, string> = {
  'src/server/realtime/external.ts': 'the external Pusher service: the address is the operator’s configuration (KONTOR_PUSHER_*), redirects refused',
  'src/server/storage/malwareScan.ts': 'the clamd malware scanner: host and port are the operator’s configuration (KONTOR_CLAMD_HOST, KONTOR_CLAMD_PORT), never a request’s',
  'src/server/adapters/httpJson.ts': 'the real adapters of the outside parties (payment network, KYC, PSP, remote portals): the address is the operator’s configuration (KONTOR_*_URL, https or this machine), the operation a constant of the adapter, redirects refused',
  'src/server/modules/webhooks/sender.ts': 'webhook deliveries (issue 41): the address is the company’s endpoint, https only, refused on save and again before every delivery when it names or resolves to a private, loopback or link-local address (webhooks/address.ts), redirects not followed, a time limit',
  'src/server/ledger/feedRates.ts': 'the exchange rates feeds: the addresses are the operator’s configuration (KONTOR_RATES_FIAT_URL, KONTOR_RATES_CRYPTO_URL), redirects refused',
};

describe('API7 / V15.3.2 (server-side request forgery): outbound requests', () => {
  it('only the listed server files open outbound connections, and none takes its address from a request', () => {
    const files = fs.readdirSync('src/server', { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => path.relative(process.cwd(), path.join(e.parentPath, e.name)));
    const outbound = files.filter((f) => /\bfetch\(|\bhttps?\.(request|get)\(|\bnet\.connect\(|\btls\.connect\(|new WebSocket\(|\bcreateConnection\(/.test(fs.readFileSync(f, 'utf8'))).sort();
    expect(outbound).toEqual(Object.keys(OUTBOUND).sort());
    for (const f of outbound) expect(fs.readFileSync(f, 'utf8'), f).not.toMatch(/\breq\.(body|query|params)\b/);
  });
});

await forEachEngine((engine) => {
  describe(`security: the contract's access matrix and input handling (${engine})`, () => {
    let t: TestApp;
    let tables: string[] = [];
    const tokens = {} as Record<Exclude<Who, 'none'>, string>;
    /** The server's warnings and errors (LOG_LEVEL warn). */
    const logLines: string[] = [];

    const snapshot = async (): Promise<Record<string, string[]>> => {
      const out: Record<string, string[]> = {};
      for (const table of tables) {
        const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db.db);
        out[table] = rows.rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).sort();
      }
      return out;
    };
    const changed = (a: Record<string, string[]>, b: Record<string, string[]>) => tables.filter((n) => JSON.stringify(a[n]) !== JSON.stringify(b[n]));

    const send = (def: CallDef, url: string, who: Who, payload?: string | Buffer | Record<string, unknown> | unknown[], contentType = 'application/json'): Promise<LightMyRequestResponse> =>
      t.app.inject({
        method: def.method,
        url,
        headers: { ...(who === 'none' ? {} : { authorization: `Bearer ${tokens[who]}` }), ...(payload === undefined ? {} : { 'content-type': contentType }) },
        ...(payload === undefined ? {} : { payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload) }),
      });

    /** A 4xx in the error shape (a 5xx or another shape fails with the call's name). */
    const expectClientError = (res: LightMyRequestResponse, label: string) => {
      expect(res.statusCode >= 400 && res.statusCode < 500, `${label}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(true);
      expect(isErrorShape(res.body), `${label}: not the error shape: ${res.body.slice(0, 300)}`).toBe(true);
    };

    beforeAll(async () => {
      t = await makeApp(engine, { LOG_LEVEL: 'warn' }, undefined, { logStream: { write: (line: string) => void logLines.push(line) } });
      tables = (await t.db.db.introspection.getTables()).map((x) => x.name).filter((n) => !n.startsWith('kysely_') && !VOLATILE.has(n)).sort();
      const acme = await makeCompany(t, 'Acme');
      const sessions: Record<'manager' | 'reader', Session> = { manager: acme.manager, reader: acme.reader };
      tokens.manager = await sessions.manager.token();
      tokens.reader = await sessions.reader.token();
      await createUser(t, { email: 'matrix-admin@test.local', role: 'admin' });
      tokens.admin = (await login(t, 'matrix-admin@test.local')).token;
    });
    afterAll(async () => t.close());

    it('every manager call that is not a GET is a write (reader refused) or listed with the reason a reader may make it', () => {
      const unlisted = CALL_NAMES.filter((n) => {
        const d = defs[n];
        return d && d.access === 'manager' && d.method !== 'GET' && !d.write && !(n in READER_MAY);
      });
      expect(unlisted).toEqual([]);
      for (const n of Object.keys(READER_MAY)) expect(defs[n]?.write, `${n} is listed but marked write`).not.toBe(true);
      for (const n of Object.keys(READER_MAY)) expect(defs[n], `${n} is listed but not a call`).toBeDefined();
    });

    it('V8.2.1: every call open to any signed-in user that is not a GET acts on the caller’s own account only (listed with the reason)', () => {
      const writes = CALL_NAMES.filter((n) => defs[n]?.access === 'user' && defs[n]?.method !== 'GET');
      expect(writes).toEqual(Object.keys(OWN_ACCOUNT).sort());
    });

    it('V8.2.1 / API2: every call that needs a signed-in user answers 401 without a token, with a forged token and with a malformed header', async () => {
      const protectedCalls = CALL_NAMES.filter((n) => ['user', 'manager', 'admin'].includes(defs[n]?.access ?? ''));
      expect(protectedCalls.length).toBeGreaterThan(150);
      const forged = `${tokens.manager.slice(0, -4)}AAAA`;
      for (const name of protectedCalls) {
        const def = defs[name] as CallDef;
        const url = fill(def, 1);
        for (const [label, headers] of [['no token', {}], ['a forged token', { authorization: `Bearer ${forged}` }], ['not a bearer', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }]] as const) {
          const res = await t.app.inject({ method: def.method, url, headers });
          expect(res.statusCode, `${name} with ${label}: ${res.body}`).toBe(401);
          expect(isErrorShape(res.body), name).toBe(true);
        }
      }
    });

    it('V8.2.2 / API5: every write (and manager-only call) of a manager call answers 403 to a manager-reader and changes nothing', async () => {
      const writes = CALL_NAMES.filter((n) => defs[n]?.access === 'manager' && (defs[n]?.write === true || defs[n]?.managerOnly === true));
      // Issue 38: the remote portal's sign-in address signs in with the company's credential.
      expect(writes).toContain('manager.portals.signIn');
      expect(writes.length).toBeGreaterThan(30);
      const before = await snapshot();
      for (const name of writes) {
        const def = defs[name] as CallDef;
        const res = await send(def, fill(def, 1), 'reader', def.multipart ? undefined : {});
        expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
        expect(res.json(), name).toEqual({ message: 'Read-only users cannot perform this action.' });
      }
      expect(changed(before, await snapshot())).toEqual([]);
    });

    it('V8.2.2 / API5: the calls a reader may make that are not GETs change nothing of the company', async () => {
      const before = await snapshot();
      for (const name of Object.keys(READER_MAY).filter((n) => n !== 'manager.notifications.read')) {
        const def = defs[name] as CallDef;
        const res = await send(def, fill(def, 'iban'), 'reader', {});
        expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
      }
      expect(changed(before, await snapshot())).toEqual([]);
    });

    it('V8.2.1 / API5: every admin call answers 403 to a manager and to a manager-reader and changes nothing', async () => {
      const adminCalls = CALL_NAMES.filter((n) => defs[n]?.access === 'admin');
      expect(adminCalls.length).toBeGreaterThan(50);
      const before = await snapshot();
      for (const name of adminCalls) {
        const def = defs[name] as CallDef;
        for (const who of ['manager', 'reader'] as const) {
          const res = await send(def, fill(def, 1), who, def.multipart || def.method === 'GET' ? undefined : { role: 'super-admin' });
          expect(res.statusCode, `${name} as ${who}: ${res.body}`).toBe(403);
          expect(isErrorShape(res.body), name).toBe(true);
        }
      }
      expect(changed(before, await snapshot())).toEqual([]);
    });

    it('V8.2.1: an admin answers 403 to every manager call (a manager call is a customer’s, even for staff)', async () => {
      for (const name of CALL_NAMES.filter((n) => defs[n]?.access === 'manager')) {
        const def = defs[name] as CallDef;
        const res = await send(def, fill(def, 1), 'admin');
        expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
      }
    });

    it('V2.2.1 / API8: every JSON body that is not JSON, not an object, or carries __proto__ answers 4xx in the error shape and changes nothing', async () => {
      const withBody = CALL_NAMES.filter((n) => defs[n]?.body && !defs[n]?.multipart);
      expect(withBody.length).toBeGreaterThan(50);
      const before = await snapshot();
      for (const name of withBody) {
        const def = defs[name] as CallDef;
        const url = fill(def, 1);
        const who = whoFor(def);
        expectClientError(await send(def, url, who, '{"email": "a@b.c", '), `${name} cut-off JSON`);
        expectClientError(await send(def, url, who, '[]'), `${name} an array`);
        expectClientError(await send(def, url, who, '"a string"'), `${name} a string`);
        expectClientError(await send(def, url, who, '{"__proto__": {"role": "super-admin"}}'), `${name} __proto__`);
        expectClientError(await send(def, url, who, '<xml/>', 'application/xml'), `${name} another content type`);
      }
      expect(changed(before, await snapshot())).toEqual([]);
    });

    it('V2.2.1 / API8: every body with each field of the wrong type, or a 2 MB body, answers 4xx in the error shape and changes nothing', async () => {
      const withBody = CALL_NAMES.filter((n) => defs[n]?.body && !defs[n]?.multipart);
      const unmade: string[] = [];
      const before = await snapshot();
      for (const name of withBody) {
        const def = defs[name] as CallDef;
        const shape = objectShape(def.body);
        const body = shape ? wrongTypes(shape) : {};
        if (name in NO_WRONG_BODY) continue;
        if (!shape || Object.keys(body).length === 0 || def.body?.safeParse(body).success) {
          unmade.push(name);
          continue;
        }
        const url = fill(def, 1);
        const res = await send(def, url, whoFor(def), body);
        expectClientError(res, `${name} wrong types`);
        expect(res.statusCode, `${name} wrong types`).not.toBe(401);
        expectClientError(await send(def, url, whoFor(def), { padding: 'x'.repeat(2 * 1024 * 1024) }), `${name} 2 MB`);
      }
      expect(unmade, 'calls whose body the test cannot make wrong: list them in NO_WRONG_BODY with the reason').toEqual([]);
      expect(changed(before, await snapshot())).toEqual([]);
    });

    it('V2.2.1 / API4: every string field of every body refuses a string of 100,000 characters (4xx in the error shape, nothing changed)', async () => {
      const before = await snapshot();
      const long = 'x'.repeat(100_000);
      for (const name of CALL_NAMES.filter((n) => defs[n]?.body && !defs[n]?.multipart)) {
        const def = defs[name] as CallDef;
        const shape = objectShape(def.body) ?? {};
        const stringFields = Object.entries(shape).filter(([, s]) => s.safeParse('abc').success || s.safeParse('a@b.cd').success).map(([k]) => k);
        for (const field of stringFields) {
          if (`${name}.${field}` in LONG_CHECKED_ELSEWHERE) continue;
          expect(shape[field]?.safeParse(long).success, `${name}.${field} takes 100,000 characters`).toBe(false);
        }
        if (stringFields.length === 0) continue;
        const res = await send(def, fill(def, 1), whoFor(def), Object.fromEntries(stringFields.map((f) => [f, long])));
        expectClientError(res, `${name} oversized strings`);
      }
      for (const [key, schema] of Object.entries(SETTINGS_VALUE_SCHEMAS)) expect(schema.safeParse(long).success, `setting ${key}`).toBe(false);
      expect(changed(before, await snapshot())).toEqual([]);
    });

    it('V2.2.1 / API1: every id in a path, unknown, not a number, negative or too large, answers 4xx in the error shape, never 5xx, and changes nothing', async () => {
      const withIds = CALL_NAMES.filter((n) => defs[n] && numericParams(defs[n] as CallDef).length > 0);
      expect(withIds.length).toBeGreaterThan(40);
      const before = await snapshot();
      for (const name of withIds) {
        const def = defs[name] as CallDef;
        const ids = numericParams(def);
        const who = whoFor(def);
        for (const bad of ['999999', 'abc', '-1', '99999999999999999999', "1' or '1'='1"]) {
          const params = Object.fromEntries(pathParams(def).map((p) => [p, ids.includes(p) ? bad : 'bank']));
          const res = await send(def, API_BASE + '/' + fillPath(def.path, params), who, def.multipart || def.method === 'GET' || def.method === 'DELETE' ? undefined : {});
          expectClientError(res, `${name} id ${bad}`);
          expect(res.statusCode, `${name} id ${bad}: ${res.body}`).not.toBe(401);
        }
      }
      expect(changed(before, await snapshot())).toEqual([]);
    });

    it('V2.2.1 / API8: every query with each parameter of the wrong kind (a nested object, a list, 100,000 characters) answers 4xx in the error shape, never 5xx', async () => {
      const withQuery = CALL_NAMES.filter((n) => objectShape(defs[n]?.query) !== undefined);
      expect(withQuery.length).toBeGreaterThan(40);
      const before = await snapshot();
      for (const name of withQuery) {
        const def = defs[name] as CallDef;
        const keys = Object.keys(objectShape(def.query) ?? {});
        for (const [label, encode] of [
          ['nested', (k: string) => `${k}[a][b]=1`],
          ['long', (k: string) => `${k}=${'9'.repeat(100_000)}`],
        ] as const) {
          if (keys.length === 0) continue;
          const res = await send(def, `${fill(def, 1)}?${keys.map(encode).join('&')}`, whoFor(def), def.multipart || def.method === 'GET' || def.method === 'DELETE' ? undefined : {});
          expect(res.statusCode, `${name} ${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(isErrorShape(res.body), `${name} ${label}`).toBe(true);
        }
      }
      expect(changed(before, await snapshot())).toEqual([]);
    });

    it('V16.3.2: every refused access is logged as a security warning with the call and the user, never the credential', async () => {
      logLines.length = 0;
      const admin = defs['admin.users.list'] as CallDef;
      const write = defs['manager.bankAccounts.create'] as CallDef;
      expect((await send(admin, fill(admin, 1), 'manager')).statusCode).toBe(403);
      expect((await send(write, fill(write, 1), 'reader', {})).statusCode).toBe(403);
      const forged = `${tokens.manager.slice(0, -4)}AAAA`;
      expect((await t.app.inject({ method: 'GET', url: fill(admin, 1), headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
      const events = logLines.map((l) => JSON.parse(l) as { msg: string; call?: string; userId?: number | null; role?: string | null; reason?: string }).filter((e) => e.msg === 'SECURITY: access refused');
      expect(events.map((e) => [e.call, e.role, e.reason])).toEqual([
        ['admin.users.list', 'manager', 'not an administrator'],
        ['manager.bankAccounts.create', 'manager-reader', 'read-only user'],
        ['admin.users.list', null, 'invalid or expired credential'],
      ]);
      expect(events.slice(0, 2).every((e) => typeof e.userId === 'number')).toBe(true);
      for (const token of [tokens.manager, tokens.reader, forged]) expect(logLines.join('')).not.toContain(token);
    });

    it('API9: no call answers on a method the contract does not give its path (a 4xx in the error shape)', async () => {
      const methodsOf = new Map<string, Set<string>>();
      for (const n of CALL_NAMES) {
        const d = defs[n] as CallDef;
        const key = d.path.replace(/\{\w+\}/g, '{}');
        methodsOf.set(key, new Set([...(methodsOf.get(key) ?? []), d.method]));
      }
      const seen = new Set<string>();
      for (const n of CALL_NAMES) {
        const d = defs[n] as CallDef;
        const key = d.path.replace(/\{\w+\}/g, '{}');
        if (seen.has(key)) continue;
        seen.add(key);
        const routed = methodsOf.get(key) ?? new Set();
        for (const method of (['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const).filter((m) => !routed.has(m))) {
          const res = await t.app.inject({ method, url: fill(d, 1), headers: { authorization: `Bearer ${tokens.admin}` } });
          // 404/405; or a 4xx of another call whose path template covers this one (GET a/transactions/{id} for GET a/transactions/credit).
          expect(res.statusCode >= 400 && res.statusCode < 500, `${method} ${d.path}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(true);
          expect(isErrorShape(res.body), `${method} ${d.path}`).toBe(true);
        }
      }
    });

    it('API4: every list caps its page size: per_page above the limit answers 422 or a capped page, never a million rows', async () => {
      const lists = CALL_NAMES.filter((n) => 'per_page' in (objectShape(defs[n]?.query) ?? {}));
      expect(lists.length).toBeGreaterThan(20);
      for (const name of lists) {
        const def = defs[name] as CallDef;
        const res = await send(def, `${fill(def, 1)}?per_page=1000000`, whoFor(def));
        expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode === 200) {
          const meta = (res.json<{ meta?: { per_page?: number } }>().meta ?? {}).per_page;
          expect(meta ?? 0, name).toBeLessThanOrEqual(1000);
        } else expect(res.statusCode, name).toBe(422);
      }
    });

    it('V2.2.1: every path parameter that is not an id, given a value it does not know, answers 4xx in the error shape, never 5xx', async () => {
      for (const name of CALL_NAMES) {
        const def = defs[name] as CallDef;
        const ids = numericParams(def);
        const others = pathParams(def).filter((p) => !ids.includes(p));
        if (others.length === 0) continue;
        const params = Object.fromEntries(pathParams(def).map((p) => [p, ids.includes(p) ? '999999' : '..%2F..%2Fetc%2Fpasswd']));
        const url = API_BASE + '/' + def.path.replace(/\{(\w+)\}/g, (_m, p: string) => String(params[p]));
        const res = await send(def, url, whoFor(def), def.multipart || def.method === 'GET' || def.method === 'DELETE' ? undefined : {});
        expectClientError(res, `${name} unknown ${others.join(', ')}`);
      }
    });
  });
});

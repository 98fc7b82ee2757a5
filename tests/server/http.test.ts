import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contract/calls';
import { API_BASE, fillPath } from '../../src/contract/http';
import { NOT_YET } from '../../src/server/http/notYet';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const samplePath = (path: string) => fillPath(path, new Proxy({}, { get: () => '1' }) as Record<string, string>);

await forEachEngine((engine) => {
  describe(`HTTP contract and error shapes (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await makeApp(engine);
      const companyId = await createCompany(t);
      await createUser(t, { email: 'm@test.local', companyId });
    });
    afterAll(async () => t.close());

    it('routes every call of the contract, or lists it as not yet implemented (never both)', () => {
      const names = Object.keys(calls);
      const missing = names.filter((n) => !t.app.registeredCalls.has(n) && !NOT_YET.has(n));
      const both = names.filter((n) => t.app.registeredCalls.has(n) && NOT_YET.has(n));
      const unknown = [...NOT_YET].filter((n) => !names.includes(n));
      expect({ missing, both, unknown }).toEqual({ missing: [], both: [], unknown: [] });
    });

    it('answers 401 on every routed non-public call without a token', async () => {
      const guarded = Object.entries(calls).filter(([name, c]) => t.app.registeredCalls.has(name) && c.access !== 'public' && c.access !== 'guest');
      expect(guarded.length).toBeGreaterThan(5);
      for (const [name, c] of guarded) {
        const res = await t.app.inject({ method: c.method, url: `${API_BASE}/${samplePath(c.path)}` });
        expect({ name, status: res.statusCode, body: res.json() }).toEqual({ name, status: 401, body: { message: 'Unauthenticated.' } });
      }
    });

    it('answers 422 with the field map for invalid input, and changes nothing', async () => {
      const before = await t.db.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const res = await call(t, { method: 'POST', url: '/api/v1/auth/registration', body: { first_name: '', email: 'not-an-email', password: 'short', password_confirmation: 'other', legal_type: 'bank', extra: { deep: 1 } } });
      expect(res.statusCode).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
      expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'password', 'legal_type']));
      expect(body.errors.last_name).toEqual(['The last name field is required.']);
      for (const messages of Object.values(body.errors)) for (const m of messages) expect(typeof m).toBe('string');
      expect(body.message).toMatch(/\(and \d+ more errors\)$/);
      const after = await t.db.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('answers wrong types and huge values with 422, not 500', async () => {
      for (const body of [{ email: 42, password: ['x'] }, { email: 'a@b.cd', password: 'x'.repeat(10_000) }, [], null]) {
        const res = await call(t, { method: 'POST', url: '/api/v1/auth/login', body });
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(typeof res.json().message).toBe('string');
      }
      const text = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ message: 'Unsupported content type.' });
      const bigId = await call(t, { method: 'DELETE', url: '/api/v1/a/users/99999999999999999999/reset/throttle', token: (await adminToken(t)) });
      expect(bigId.statusCode).toBe(422);
    });

    it('answers malformed JSON, prototype keys and oversized bodies with a clear 4xx', async () => {
      const malformed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c",' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });
      const proto = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"admin": true}, "email": "a@b.c", "password": "x"}' });
      expect(proto.statusCode).toBe(400);
      const huge = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ message: 'The request is too large.' });
      const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/call' });
      expect(unknownRoute.statusCode).toBe(404);
      expect(unknownRoute.json()).toEqual({ message: 'Not found.' });
    });

    it('hides the details of a 500', async () => {
      const boom = await makeApp(engine, {}, (app) =>
        app.get('/api/v1/test-boom', async () => {
          throw new Error('secret database detail');
        }),
      );
      const res = await boom.app.inject({ method: 'GET', url: '/api/v1/test-boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Server Error, please try again later' });
      await boom.close();
    });

    it('sends the security headers, and no-store on API answers', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(res.headers['cache-control']).toBe('no-store');
      const widget = await t.app.inject({ method: 'GET', url: '/iframe-widget/company-profile' });
      expect(String(widget.headers['content-security-policy'])).not.toContain("frame-ancestors 'none'");
      expect(widget.headers['x-frame-options']).toBeUndefined();
    });
  });
});

const adminToken = async (t: TestApp) => {
  const email = `admin-${Math.random().toString(36).slice(2)}@test.local`;
  await createUser(t, { email, role: 'admin' });
  return (await login(t, email)).token;
};

describe('maintenance mode', () => {
  it('answers 503 with the maintenance header and message', async () => {
    const t = await makeApp('sqlite', { KONTOR_MAINTENANCE: '1' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a@b.cd', password: 'x' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers.maintenance).toBe('true');
    expect(res.json()).toEqual({ message: 'Maintenance mode' });
    await t.close();
  });
});

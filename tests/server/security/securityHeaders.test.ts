import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HSTS_VALUE } from '../../../src/server/http/security';
import { forEachEngine, makeApp, type TestApp } from '../harness';
import { recordBroadcasts } from '../reportingFixtures';

/**
 * Hardening: the content security policy lets a page open only the realtime socket the server announces
 * (GET realtime/config), not WebSockets to any host; Strict-Transport-Security goes out behind HTTPS.
 */

const directive = (policy: unknown, name: string): string[] => {
  const found = String(policy).split(';').map((d) => d.trim().split(/\s+/)).find((tokens) => tokens[0] === name);
  if (!found) throw new Error(`no ${name} in ${String(policy)}`);
  return found.slice(1);
};

await forEachEngine((engine) => {
  describe(`content security policy: realtime sockets (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await makeApp(engine, { REALTIME_PORT: '6123' });
    });
    afterAll(async () => t.close());
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    const connectSrc = async (host = 'portal.bank.example') =>
      directive((await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { host } })).headers['content-security-policy'], 'connect-src');

    it('allows no socket at all while no realtime runs', async () => {
      t.app.kontor.realtime = undefined;
      expect(await connectSrc()).toEqual(["'self'"]);
    });

    it("names only the page's own host on the realtime port, never ws: or wss: to any host", async () => {
      recordBroadcasts(t);
      const sources = await connectSrc('portal.bank.example:8000');
      expect(sources).toEqual(["'self'", 'ws://portal.bank.example:6123', 'wss://portal.bank.example:6123']);
      expect(sources).not.toContain('ws:');
      expect(sources).not.toContain('wss:');
      expect(await connectSrc('127.0.0.1:8000')).toEqual(["'self'", 'ws://127.0.0.1:6123', 'wss://127.0.0.1:6123']);
    });

    it('names the announced public host (TLS: wss only) when one is set, whatever the page host', async () => {
      recordBroadcasts(t);
      vi.stubEnv('KONTOR_REALTIME_PUBLIC_HOST', 'ws.bank.example');
      vi.stubEnv('KONTOR_REALTIME_PUBLIC_PORT', '443');
      vi.stubEnv('KONTOR_REALTIME_PUBLIC_TLS', '1');
      expect(await connectSrc('attacker.example')).toEqual(["'self'", 'wss://ws.bank.example:443']);
      const announced = (await t.app.inject({ method: 'GET', url: '/api/v1/realtime/config' })).json().data;
      expect(announced).toMatchObject({ host: 'ws.bank.example', port: 443, tls: true });
    });

    it('puts nothing but a plain host name into the policy', async () => {
      recordBroadcasts(t);
      expect(await connectSrc('evil.example;script-src')).toEqual(["'self'"]);
      expect(await connectSrc('evil.example,wss:')).toEqual(["'self'"]);
      vi.stubEnv('KONTOR_REALTIME_PUBLIC_HOST', "evil.example 'unsafe-inline'");
      expect(await connectSrc()).toEqual(["'self'"]);
    });
  });

  describe(`Strict-Transport-Security (${engine})`, () => {
    const hstsOf = async (env: Record<string, string>) => {
      const t = await makeApp(engine, env);
      try {
        const api = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
        const docs = await t.app.inject({ method: 'GET', url: '/docs/v1/openapi.json' });
        expect(docs.headers['strict-transport-security']).toBe(api.headers['strict-transport-security']);
        return api.headers['strict-transport-security'];
      } finally {
        await t.close();
      }
    };

    it('is sent with KONTOR_HSTS=1 and when KONTOR_PUBLIC_URL is https', async () => {
      expect(HSTS_VALUE).toBe('max-age=31536000; includeSubDomains');
      expect(await hstsOf({ KONTOR_HSTS: '1' })).toBe(HSTS_VALUE);
      expect(await hstsOf({ KONTOR_PUBLIC_URL: 'https://portal.bank.example' })).toBe(HSTS_VALUE);
    });

    it('is not sent on plain HTTP by default, nor with KONTOR_HSTS=0', async () => {
      expect(await hstsOf({})).toBeUndefined();
      expect(await hstsOf({ KONTOR_PUBLIC_URL: 'https://portal.bank.example', KONTOR_HSTS: '0' })).toBeUndefined();
    });
  });
});

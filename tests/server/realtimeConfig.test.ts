import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeApp, type TestApp } from './harness';
import { recordBroadcasts } from './reportingFixtures';
import { realtimeClientConfig } from '../../src/server/realtime/configRoute';

describe('realtime settings for the portal (GET realtime/config)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp('sqlite', { REALTIME_PORT: '6123' });
  });
  afterAll(async () => t.close());

  it('says disabled when no realtime runs, so the portal stays quiet', async () => {
    const res = await call(t, { method: 'GET', url: '/api/v1/realtime/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({ enabled: false, key: '', host: null, port: 6123, tls: false, auth_endpoint: '/broadcasting/auth' });
  });

  it('gives the public key and port of the running realtime without signing in, and what a proxy or an external service says', async () => {
    recordBroadcasts(t);
    expect((await call(t, { method: 'GET', url: '/api/v1/realtime/config' })).json().data).toMatchObject({ enabled: true, key: 'test', host: null, port: 6123 });
    expect(realtimeClientConfig(t.app, { KONTOR_REALTIME_PUBLIC_HOST: 'ws.bank.example', KONTOR_REALTIME_PUBLIC_PORT: '443', KONTOR_REALTIME_PUBLIC_TLS: '1' }))
      .toMatchObject({ host: 'ws.bank.example', port: 443, tls: true });
    expect(realtimeClientConfig(t.app, { PUSHER_HOST: 'api-eu.pusher.example', PUSHER_SCHEME: 'https' })).toMatchObject({ host: 'api-eu.pusher.example', port: 443, tls: true });
    expect(realtimeClientConfig(t.app, { KONTOR_REALTIME_PUBLIC_PORT: 'x' }).port).toBe(6123);
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANNOUNCE_AUTH_CODE_EVENT, ANNOUNCE_CHANNEL } from '../../src/contract/enums';
import { DEVICE_SIGN_IN_MAX_FAILURES, DEVICE_SIGN_IN_MESSAGES, DEVICE_SIGN_IN_OTP_TTL_SECONDS, describeUserAgent, identifierOf } from '../../src/server/modules/auth/deviceSignIn';
import type { Realtime } from '../../src/server/realtime/types';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const API = '/api/v1/auth/device-sign-in';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
type AuthCode = { otp: string; identifier: string };

/** What the waiting browser makes: a secret it keeps and the hash it sends. */
const secretPair = () => {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, identifier: identifierOf(verifier) };
};

await forEachEngine((engine) => {
  describe(`sign-in approved from another device (${engine})`, () => {
    let t: TestApp;
    let phone: string;
    let manager: string;
    let managerId: number;
    let codeUserToken: string;
    const announced: { channel: string; event: string; data: AuthCode }[] = [];
    const browserId = 'B'.repeat(30);
    const waiting = (body: unknown, extra: Record<string, string> = {}) => call(t, { method: 'POST', url: API, body, headers: { 'user-agent': UA, 'x-browser-id': browserId, ...extra } });
    const redeem = (body: unknown) => call(t, { method: 'POST', url: `${API}/redeem`, body, headers: { 'user-agent': UA, 'x-browser-id': browserId } });
    const status = async (verifier: string) => (await call(t, { method: 'POST', url: `${API}/status`, body: { verifier } })).json().data.status as string;

    /** A waiting browser whose request the plain user approves; returns its secret and what the announce channel carried. */
    const approved = async () => {
      const pair = secretPair();
      const started = await waiting({ identifier: pair.identifier });
      expect(started.statusCode).toBe(201);
      const res = await call(t, { method: 'POST', url: `${API}/${started.json().data.code}/approve`, token: phone });
      expect(res.statusCode).toBe(200);
      const event = announced.at(-1);
      if (!event) throw new Error('no auth_code announced');
      return { ...pair, event: event.data, code: started.json().data.code as string };
    };

    beforeAll(async () => {
      t = await makeApp(engine);
      const recorder: Realtime = {
        key: 'k', authorize: () => ({ ok: false, reason: 'unknown_socket' }), disconnectUser: () => 0,
        broadcast: async (channel, event, data) => void announced.push({ channel, event, data: data as AuthCode }),
      };
      t.app.kontor.realtime = recorder;
      const company = await createCompany(t, 'Acme');
      await createUser(t, { email: 'plain@test.local', role: 'manager', companyId: company });
      managerId = await createUser(t, { email: 'twofactor@test.local', role: 'manager', companyId: company, twoFactor: true });
      phone = (await login(t, 'plain@test.local')).token;
      t.advance(30);
      manager = (await login(t, 'twofactor@test.local', true)).token;
      codeUserToken = manager;
    });
    beforeEach(() => {
      announced.length = 0;
    });
    afterAll(async () => t.close());

    it('the approving user sees the waiting browser; approval announces {otp, identifier} and the browser signs in once with its secret', async () => {
      const pair = secretPair();
      const started = await waiting({ identifier: pair.identifier });
      expect(started.statusCode).toBe(201);
      const { code, expires_at } = started.json().data as { code: string; expires_at: string };
      expect(Date.parse(expires_at) - t.clock.now.getTime()).toBe(5 * 60 * 1000);
      expect(await status(pair.verifier)).toBe('waiting');

      const shown = await call(t, { method: 'GET', url: `${API}/${code}`, token: phone });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data).toMatchObject({ browser: 'Chrome', system: 'Linux', status: 'waiting' });
      expect(await call(t, { method: 'GET', url: `${API}/${code}` })).toMatchObject({ statusCode: 401 });

      const ok = await call(t, { method: 'POST', url: `${API}/${code}/approve`, token: phone });
      expect(ok.statusCode).toBe(200);
      expect(announced).toHaveLength(1);
      expect(announced[0]).toMatchObject({ channel: ANNOUNCE_CHANNEL, event: ANNOUNCE_AUTH_CODE_EVENT, data: { identifier: pair.identifier } });
      expect(await status(pair.verifier)).toBe('approved');

      const signedIn = await redeem({ otp: announced[0]?.data.otp, verifier: pair.verifier });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.user.email).toBe('plain@test.local');
      expect(signedIn.json().data.token.access_token).toMatch(/\S{20,}/);
      const me = await call(t, { method: 'GET', url: '/api/v1/auth/me', token: signedIn.json().data.token.access_token });
      expect(me.json().data.email).toBe('plain@test.local');

      // Recorded: a checkpoint of the waiting browser (seen now) and the approval and sign-in in the activity log.
      const checkpoint = await t.db.db.selectFrom('auth_checkpoints').selectAll().where('browser_id', '=', browserId).executeTakeFirstOrThrow();
      expect(checkpoint.last_seen_at).not.toBeNull();
      const types = (await t.db.db.selectFrom('activities').select(['type', 'meta']).orderBy('id').execute()).map((a) => a.type);
      expect(types).toEqual(expect.arrayContaining(['auth.device_sign_in_approved', 'auth.login']));

      // A second redemption is refused.
      const again = await redeem({ otp: announced[0]?.data.otp, verifier: pair.verifier });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ message: DEVICE_SIGN_IN_MESSAGES.used, errors: { otp: [DEVICE_SIGN_IN_MESSAGES.used] } });
      expect(await status(pair.verifier)).toBe('redeemed');
    });

    it('a listener who saw the event cannot redeem it: the identifier is not the secret, and a made-up secret matches no request', async () => {
      const { event, verifier } = await approved();
      const asIdentifier = await redeem({ otp: event.otp, verifier: event.identifier });
      expect(asIdentifier.statusCode).toBe(422);
      expect(asIdentifier.json().message).toBe(DEVICE_SIGN_IN_MESSAGES.invalid);
      const guessed = await redeem({ otp: event.otp, verifier: secretPair().verifier });
      expect(guessed.statusCode).toBe(422);
      // The listener's tries did not spend it: the browser still signs in.
      expect((await redeem({ otp: event.otp, verifier })).statusCode).toBe(200);
    });

    it('a code for another identifier is refused (each code works only with its own request secret)', async () => {
      const first = await approved();
      const second = await approved();
      const crossed = await redeem({ otp: first.event.otp, verifier: second.verifier });
      expect(crossed.statusCode).toBe(422);
      expect(crossed.json().message).toBe(DEVICE_SIGN_IN_MESSAGES.invalid);
      expect((await redeem({ otp: second.event.otp, verifier: second.verifier })).statusCode).toBe(200);
      expect((await redeem({ otp: first.event.otp, verifier: first.verifier })).statusCode).toBe(200);
    });

    it('an expired code is refused and recorded as a refusal', async () => {
      const { event, verifier } = await approved();
      t.advance(DEVICE_SIGN_IN_OTP_TTL_SECONDS + 1);
      expect(await status(verifier)).toBe('expired');
      const late = await redeem({ otp: event.otp, verifier });
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe(DEVICE_SIGN_IN_MESSAGES.expired);
      const refusal = await t.db.db.selectFrom('activities').select(['type', 'description']).where('type', '=', 'auth.device_sign_in_refused').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(refusal.description).toContain('expired');
    });

    it(`wrong codes end the request after ${DEVICE_SIGN_IN_MAX_FAILURES} tries, and the right code then no longer works`, async () => {
      const { event, verifier } = await approved();
      for (let i = 0; i < DEVICE_SIGN_IN_MAX_FAILURES; i += 1) {
        t.advance(61); // past the per-address window, so the request's own limit is what ends it
        expect((await redeem({ otp: crypto.randomBytes(24).toString('base64url'), verifier })).statusCode).toBe(422);
      }
      expect(await status(verifier)).toBe('refused');
      t.advance(61);
      expect((await redeem({ otp: event.otp, verifier })).statusCode).toBe(422);
    });

    it('redemptions are throttled per address', async () => {
      t.advance(61);
      const codes = [];
      for (let i = 0; i < 11; i += 1) codes.push((await redeem({ otp: crypto.randomBytes(24).toString('base64url'), verifier: secretPair().verifier })).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
      expect(codes[10]).toBe(429);
      t.advance(61);
    });

    it('a refusal leaves the browser waiting with status denied, counted on the device checkpoint and logged; nothing is announced', async () => {
      const pair = secretPair();
      const started = await waiting({ identifier: pair.identifier }, { 'x-browser-id': 'D'.repeat(30) });
      const code = started.json().data.code as string;
      const no = await call(t, { method: 'POST', url: `${API}/${code}/deny`, token: phone });
      expect(no.statusCode).toBe(200);
      expect(announced).toEqual([]);
      expect(await status(pair.verifier)).toBe('denied');
      expect((await call(t, { method: 'POST', url: `${API}/${code}/approve`, token: phone })).statusCode).toBe(409);
      const activity = await t.db.db.selectFrom('activities').select('type').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(activity.type).toBe('auth.device_sign_in_denied');
      const checkpoints = await t.db.db.selectFrom('auth_checkpoints').select(['failed_attempts']).where('last_failed_at', 'is not', null).execute();
      expect(checkpoints.length).toBeGreaterThan(0);
    });

    it('a user with two-factor approves only with a code; a request past its time cannot be approved', async () => {
      const pair = secretPair();
      const code = (await waiting({ identifier: pair.identifier })).json().data.code as string;
      const noCode = await call(t, { method: 'POST', url: `${API}/${code}/approve`, token: codeUserToken });
      expect(noCode.statusCode).toBe(403);
      expect(noCode.headers['otp-required']).toBe('true');
      expect(announced).toEqual([]);
      t.advance(30);
      const withCode = await call(t, { method: 'POST', url: `${API}/${code}/approve`, token: codeUserToken, code: t.code() });
      expect(withCode.statusCode).toBe(200);
      const signedIn = await redeem({ otp: announced[0]?.data.otp, verifier: pair.verifier });
      expect(signedIn.json().data.user.id).toBe(managerId);

      const late = secretPair();
      const lateCode = (await waiting({ identifier: late.identifier })).json().data.code as string;
      t.advance(5 * 60 + 1);
      expect((await call(t, { method: 'POST', url: `${API}/${lateCode}/approve`, token: phone })).statusCode).toBe(409);
      expect(await status(late.verifier)).toBe('expired');
    });

    it('issue 38: the approver sees where the asking browser is against their own place: same network or not, and whether their account signed in from there', async () => {
      const start = async (remoteAddress: string) => {
        const res = await t.app.inject({ method: 'POST', url: API, payload: { identifier: secretPair().identifier }, headers: { 'user-agent': UA }, remoteAddress });
        expect(res.statusCode).toBe(201);
        return res.json<{ data: { code: string } }>().data.code;
      };
      const show = async (code: string, remoteAddress: string) =>
        (await t.app.inject({ method: 'GET', url: `${API}/${code}`, headers: { authorization: `Bearer ${phone}` }, remoteAddress })).json<{ data: { ip: string; place: unknown } }>().data;
      const elsewhere = await start('203.0.113.5');
      expect(await show(elsewhere, '198.51.100.7')).toMatchObject({ ip: '203.0.113.5', place: { approver_ip: '198.51.100.7', same_network: false, known_address: false } });
      expect((await show(elsewhere, '203.0.113.77')).place).toEqual({ approver_ip: '203.0.113.77', same_network: true, known_address: false });
      const v6 = await start('2001:db8:1:2::10');
      expect((await show(v6, '2001:db8:1:2:aaaa::1')).place).toMatchObject({ same_network: true });
      expect((await show(v6, '2001:db8:1:3::1')).place).toMatchObject({ same_network: false });
      // Once the account has signed in from that address, the page can say so.
      const signedIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'plain@test.local', password: 'Test-Passw0rd!' }, remoteAddress: '203.0.113.5' });
      expect(signedIn.statusCode).toBe(200);
      expect((await show(elsewhere, '198.51.100.7')).place).toMatchObject({ same_network: false, known_address: true });
    });

    it('bad input gets 4xx in the error shape', async () => {
      expect((await waiting({ identifier: 'short' })).statusCode).toBe(422);
      const pair = secretPair();
      expect((await waiting({ identifier: pair.identifier })).statusCode).toBe(201);
      const dup = await waiting({ identifier: pair.identifier });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors.identifier).toEqual([DEVICE_SIGN_IN_MESSAGES.duplicate]);
      expect((await call(t, { method: 'GET', url: `${API}/${'x'.repeat(32)}`, token: phone })).statusCode).toBe(404);
      expect((await call(t, { method: 'POST', url: `${API}/status`, body: { verifier: secretPair().verifier } })).statusCode).toBe(404);
    });
  });
});

describe('user agents', () => {
  it('names browser and system', () => {
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({ browser: 'Firefox', system: 'Windows' });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0')).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null });
  });
});

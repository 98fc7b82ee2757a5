import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { openTracking } from '../../src/server/modules/compliance/open';
import { KYC_SIGNATURE_HEADER, kycSecret, signCallback } from '../../src/server/modules/kyc/provider';
import { REMOTE_UNAVAILABLE, setSandboxMode } from '../../src/server/modules/signIns/sandboxes';
import { documentForm, JPEG } from './complianceFixtures';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

await forEachEngine((engine) => {
  describe(`KYC provider: form and video verification (${engine})`, () => {
    let t: TestApp;
    let ctx: AppContext;
    let token: string;
    let readerToken: string;
    let companyId: number;
    let otherCompany: number;
    beforeAll(async () => {
      t = await makeApp(engine);
      ctx = t.app.kontor;
      companyId = await createCompany(t, 'Test Co', { legal_type: 'individual' });
      otherCompany = await createCompany(t, 'Other Co');
      await createUser(t, { email: 'm@test.local', companyId });
      await createUser(t, { email: 'r@test.local', companyId, role: 'manager-reader' });
      token = (await login(t, 'm@test.local')).token;
      readerToken = (await login(t, 'r@test.local')).token;
    });
    afterAll(async () => t.close());

    const open = async (company: number, verifications: ('form' | 'video')[]) =>
      (await openTracking(t.db.db, t.clock.now, { companyId: company, subjectType: 'company', subjectId: company, category: 'UNCATEGORIZED', legalType: 'company', verifications })).tracking.id;
    const tracking = async (id: number) => (await call(t, { method: 'GET', url: `/api/v1/manager/compliance-trackings/company/${companyId}`, token })).json().data.find((r: { id: number }) => r.id === id);
    const formUrl = (id: number, step = 'form', as = token) => call(t, { method: 'GET', url: `/api/v1/manager/compliance-trackings/${id}/${step}-verification-url`, token: as });
    const sandboxPath = (url: string) => new URL(url, 'http://portal.test').pathname;
    const finish = (path: string, form: string) => t.app.inject({ method: 'POST', url: path, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const upload = (id: number) => {
      const form = documentForm('doc.jpg', JPEG);
      return t.app.inject({ method: 'POST', url: `/api/v1/manager/compliance-trackings/${id}/files/supporting_document/document`, payload: form.body, headers: { ...form.headers, authorization: `Bearer ${token}` } });
    };

    it('completing the sandbox form moves the tracking like an uploaded document; the page works once', async () => {
      const id = await open(companyId, ['form']);
      expect((await upload(id)).statusCode).toBe(200);
      expect(await tracking(id)).toMatchObject({ status: 'open', step: 'form', verifications: [{ step: 'form', status: 'open', reason: null }] });
      const res = await formUrl(id);
      expect(res.statusCode).toBe(200);
      const path = sandboxPath(res.json().data.url);
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<label for="full_name">Full name</label>');
      expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const done = await finish(path, 'full_name=Ada+Lovelace&birth_date=1990-01-01&country=Germany&outcome=completed');
      expect(done.body).toContain('Verification completed');
      expect(await tracking(id)).toMatchObject({ status: 'submitted', step: 'final', verifications: [{ step: 'form', status: 'completed' }] });
      expect((await finish(path, 'outcome=failed')).statusCode).toBe(404);
      expect((await formUrl(id)).statusCode).toBe(422);
    });

    it('a failed verification leaves the step open with the provider reason; a refusing provider fails with its own reason', async () => {
      const id = await open(companyId, ['video']);
      const path = sandboxPath((await formUrl(id, 'video')).json().data.url);
      await finish(path, 'consent=1&outcome=failed&reason=Face+not+visible');
      expect(await tracking(id)).toMatchObject({ status: 'open', step: 'files', verifications: [{ step: 'video', status: 'failed', reason: 'Face not visible' }] });
      await setSandboxMode(ctx, 'kyc', 'refusing', 'Document could not be read');
      const again = sandboxPath((await formUrl(id, 'video')).json().data.url);
      await finish(again, 'consent=1&outcome=completed');
      expect((await tracking(id)).verifications).toEqual([{ step: 'video', status: 'failed', reason: 'Document could not be read', completed_at: null }]);
      await setSandboxMode(ctx, 'kyc', 'down');
      const down = await formUrl(id, 'video');
      expect({ status: down.statusCode, body: down.json() }).toEqual({ status: 503, body: { message: REMOTE_UNAVAILABLE } });
      await setSandboxMode(ctx, 'kyc', 'up');
    });

    it('refuses readers, steps not asked for, and other companies trackings', async () => {
      const id = await open(companyId, ['form']);
      expect((await formUrl(id, 'form', readerToken)).statusCode).toBe(403);
      expect((await formUrl(id, 'video')).statusCode).toBe(422);
      expect((await formUrl(await open(otherCompany, ['form']))).statusCode).toBe(404);
    });

    it('the callback must be signed, fresh and new: forged, stale and replayed callbacks are refused and change nothing', async () => {
      const id = await open(companyId, ['form']);
      const started = await formUrl(id);
      expect(started.json()).toEqual({ data: { url: expect.any(String) } });
      const row = await t.db.db.selectFrom('kyc_verifications').selectAll().where('compliance_tracking_id', '=', id).executeTakeFirstOrThrow();
      const raw = JSON.stringify({ event_id: 'evt-0001-abc', reference: row.id, outcome: 'completed' });
      const now = Math.floor(t.clock.now.getTime() / 1000);
      const send = (signature: string, body = raw) => t.app.inject({ method: 'POST', url: '/api/v1/kyc/callback', payload: body, headers: { 'content-type': 'application/json', [KYC_SIGNATURE_HEADER]: signature } });
      const secret = kycSecret(ctx) ?? '';
      expect((await send(signCallback('a-forger-does-not-know-the-secret!', now, raw))).statusCode).toBe(401);
      expect((await send(signCallback(secret, now - 3600, raw))).statusCode).toBe(401);
      expect((await send(signCallback(secret, now, raw), raw.replace('completed', 'failed'))).statusCode).toBe(401);
      expect((await tracking(id)).verifications[0].status).toBe('pending');
      const ok = await send(signCallback(secret, now, raw));
      expect(ok.json()).toEqual({ data: { status: 'completed' } });
      expect((await send(signCallback(secret, now, raw))).statusCode).toBe(409);
      expect((await tracking(id)).verifications[0].status).toBe('completed');
    });
  });
});

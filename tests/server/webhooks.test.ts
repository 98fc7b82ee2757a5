import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from '../../src/server/jobs/worker';
import { WEBHOOK_ADDRESS_MESSAGES, webhookAddressProblem } from '../../src/server/modules/webhooks/address';
import { WEBHOOK_JOB_TYPE, webhookJobHandler } from '../../src/server/modules/webhooks/deliver';
import type { WebhookRequest } from '../../src/server/modules/webhooks/sender';
import { verifyWebhook } from '../../src/server/modules/webhooks/signature';
import { forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, insertAccount, makeCompany } from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;

/** Issue 41: signed webhooks delivered by the job system: retries with back-off for 24 h, redelivery, and one delivery per event across instances. */
await forEachEngine((engine) => {
  describe(`webhooks (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let account = 0;
    let admin = '';
    const received: WebhookRequest[] = [];
    /** What the endpoint answers next (a status, or a thrown error for an unreachable one). */
    let answer: number | Error = 200;

    const worker = (id: string) => new Worker({ db: t.db.db, engine: t.db.engine, id, now: () => new Date(t.clock.now), handlers: {
      [WEBHOOK_JOB_TYPE]: webhookJobHandler(t.app.kontor, async (r) => {
        received.push(r);
        if (answer instanceof Error) throw answer;
        return { status: answer };
      }),
    } });
    const drain = async () => {
      const w = worker('solo');
      while (await w.runOnce());
    };
    const register = (body: Record<string, unknown>) => acme.manager.confirmed({ method: 'POST', url: api('manager/webhooks'), body });
    const deliveries = async () => t.db.db.selectFrom('webhook_deliveries').selectAll().orderBy('id').execute();

    beforeAll(async () => {
      t = await makeApp(engine, { KONTOR_WEBHOOKS_ALLOW_PRIVATE: '1' });
      acme = await makeCompany(t, 'Acme');
      account = await insertAccount(t, acme.companyId, 'EUR', { name: 'Main EUR' });
      admin = await adminToken(t);
    });
    afterAll(async () => t.close());

    it('registers an https endpoint with a secret shown once; readers and plain http are refused', async () => {
      expect((await acme.reader.confirmed({ method: 'POST', url: api('manager/webhooks'), body: { url: 'https://127.0.0.1:9443/hook', events: ['payment.created'] } })).statusCode).toBe(403);
      const http = await register({ url: 'http://127.0.0.1:9443/hook', events: ['payment.created'] });
      expect(http.statusCode).toBe(422);
      expect(http.json().errors.url).toEqual(['The address must be an https URL.']);
      expect((await register({ url: 'https://127.0.0.1:9443/hook', events: ['payment.deleted'] })).statusCode).toBe(422);
      const res = await register({ url: 'https://127.0.0.1:9443/hook', description: 'ERP', events: ['payment.created', 'payment.state_changed', 'account.updated'] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.secret).toMatch(/^whsec_/);
      const row = await t.db.db.selectFrom('webhook_endpoints').selectAll().executeTakeFirstOrThrow();
      expect(row.secret).not.toContain(res.json().data.secret);
      const list = await acme.reader.call({ method: 'GET', url: api('manager/webhooks') });
      expect(list.json().data).toHaveLength(1);
      expect(list.body).not.toContain(res.json().data.secret);
    });

    it('delivers each event once, signed over timestamp.body with the endpoint\'s secret', async () => {
      const endpoint = (await acme.manager.call({ method: 'GET', url: api('manager/webhooks') })).json().data[0];
      // A new secret to check against: re-register (the first one's secret was only shown at creation).
      const created = await register({ url: 'https://127.0.0.1:9444/second', events: ['payment.created'] });
      const secret = created.json().data.secret as string;
      received.length = 0;
      await fund(t, admin, account, '125.50');
      await drain();
      const toSecond = received.filter((r) => r.url.endsWith('/second'));
      expect(toSecond).toHaveLength(1);
      const [delivery] = toSecond;
      if (!delivery) throw new Error('no delivery');
      const body = JSON.parse(delivery.body);
      expect(body).toMatchObject({ type: 'payment.created', company_id: acme.companyId, data: { amount: '125.50', currency: 'EUR', status: 'approved', type: 'deposit' } });
      expect(delivery.headers['kontor-event']).toBe('payment.created');
      const now = Math.floor(t.clock.now.getTime() / 1000);
      expect(verifyWebhook(secret, delivery.headers['kontor-signature'] ?? '', delivery.body, now)).toBe(true);
      expect(verifyWebhook(secret, delivery.headers['kontor-signature'] ?? '', delivery.body.replace('125.50', '925.50'), now)).toBe(false);
      expect(verifyWebhook('whsec_other', delivery.headers['kontor-signature'] ?? '', delivery.body, now)).toBe(false);
      // The first endpoint heard of the payment and of the account's new balance.
      const types = received.filter((r) => r.url.endsWith('/hook')).map((r) => r.headers['kontor-event']).sort();
      expect(types).toEqual(['account.updated', 'payment.created']);
      const listed = await acme.manager.call({ method: 'GET', url: api(`manager/webhooks/${endpoint.id}/deliveries`) });
      expect(listed.json().data.every((d: { status: string; last_status_code: number }) => d.status === 'delivered' && d.last_status_code === 200)).toBe(true);
    });

    it('retries with back-off for 24 hours, then fails; a delivery is sent again by hand', async () => {
      await t.db.db.updateTable('webhook_endpoints').set({ enabled: 0 }).where('url', 'like', '%/hook').execute();
      received.length = 0;
      answer = 500;
      const start = t.clock.now.getTime();
      await fund(t, admin, account, '10.00');
      await drain();
      const [first] = (await deliveries()).slice(-1);
      if (!first) throw new Error('no delivery');
      expect(first).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
      expect(Date.parse(first.next_attempt_at ?? '')).toBe(t.clock.now.getTime() + 30_000);
      // Not before its time.
      await drain();
      expect(received).toHaveLength(1);
      answer = new Error('connect ECONNREFUSED');
      for (let i = 0; i < 40; i += 1) {
        const row = await t.db.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
        if (row.status !== 'pending') break;
        t.clock.now = new Date(Date.parse(row.next_attempt_at ?? ''));
        await drain();
      }
      const failed = await t.db.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
      expect(failed.status).toBe('failed');
      expect(failed.last_error).toContain('ECONNREFUSED');
      expect(Date.parse(failed.last_attempt_at ?? '') - start).toBeLessThanOrEqual(24 * 3600 * 1000);
      expect(Date.parse(failed.last_attempt_at ?? '') - start).toBeGreaterThan(18 * 3600 * 1000);
      expect(failed.attempts).toBe(received.length);
      // By hand: one more attempt, now answered.
      answer = 204;
      const endpointId = failed.endpoint_id;
      const again = await acme.manager.call({ method: 'POST', url: api(`manager/webhooks/${endpointId}/deliveries/${failed.id}/redeliver`) });
      expect(again.statusCode, again.body).toBe(202);
      expect((await acme.manager.call({ method: 'POST', url: api(`manager/webhooks/${endpointId}/deliveries/${failed.id}/redeliver`) })).statusCode).toBe(409);
      expect((await acme.reader.call({ method: 'POST', url: api(`manager/webhooks/${endpointId}/deliveries/${failed.id}/redeliver`) })).statusCode).toBe(403);
      const before = received.length;
      await drain();
      expect(received.length).toBe(before + 1);
      expect(JSON.parse(received.at(-1)?.body ?? '{}').id).toBe(failed.event_id);
      expect(await t.db.db.selectFrom('webhook_deliveries').select(['status', 'last_status_code']).where('id', '=', failed.id).executeTakeFirstOrThrow()).toEqual({ status: 'delivered', last_status_code: 204 });
      answer = 200;
    });

    it('sends each event once with two instances working the same queue', async () => {
      admin = await adminToken(t);
      received.length = 0;
      for (let i = 0; i < 6; i += 1) await fund(t, admin, account, `${i + 1}.00`);
      const one = worker('instance-a');
      const two = worker('instance-b');
      for (let i = 0; i < 20; i += 1) {
        const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
        if (!a && !b) break;
      }
      const ids = received.map((r) => r.headers['kontor-delivery']);
      expect(ids.length).toBe(6);
      expect(new Set(ids).size).toBe(6);
    });

    it('refuses private and loopback addresses unless the operator allows them', async () => {
      const lookup = async (host: string) => (host === 'intranet.example' ? ['10.1.2.3'] : host === 'public.example' ? ['93.184.215.14'] : []);
      for (const url of ['https://127.0.0.1/x', 'https://10.0.0.8/x', 'https://192.168.1.1/x', 'https://[::1]/x', 'https://169.254.169.254/latest', 'https://intranet.example/x']) {
        expect(await webhookAddressProblem(url, false, lookup), url).toBe(WEBHOOK_ADDRESS_MESSAGES.private);
        expect(await webhookAddressProblem(url, true, lookup), url).toBeNull();
      }
      expect(await webhookAddressProblem('https://public.example/x', false, lookup)).toBeNull();
      expect(await webhookAddressProblem('https://nowhere.example/x', false, lookup)).toBe(WEBHOOK_ADDRESS_MESSAGES.unresolved);
      const strict = await makeApp(engine);
      try {
        const other = await makeCompany(strict, 'Strict');
        const res = await other.manager.confirmed({ method: 'POST', url: api('manager/webhooks'), body: { url: 'https://127.0.0.1:9443/hook', events: ['payment.created'] } });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.url).toEqual([WEBHOOK_ADDRESS_MESSAGES.private]);
      } finally {
        await strict.close();
      }
    });
  });
});

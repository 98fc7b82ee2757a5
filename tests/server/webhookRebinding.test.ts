import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from '../../src/server/jobs/worker';
import { WEBHOOK_ADDRESS_MESSAGES, resolveWebhookAddress } from '../../src/server/modules/webhooks/address';
import { WEBHOOK_JOB_TYPE, webhookJobHandler } from '../../src/server/modules/webhooks/deliver';
import { httpWebhookSender, type WebhookRequest } from '../../src/server/modules/webhooks/sender';
import { forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, insertAccount, makeCompany } from './ledgerFixtures';

/** A lookup whose answers change from one call to the next (a DNS rebinding name), counting its calls. */
const rebinding = (...answers: string[][]) => {
  let calls = 0;
  const lookup = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)] ?? [];
    calls += 1;
    return answer;
  };
  return { lookup, calls: () => calls };
};

describe('webhook addresses are resolved once and the checked address is the one connected to', () => {
  it('refuses a name that resolves to loopback, even though a second resolution would answer a public address', async () => {
    const dns = rebinding(['127.0.0.1'], ['93.184.215.14']);
    expect(await resolveWebhookAddress('https://rebind.example/hook', false, dns.lookup)).toEqual({ problem: WEBHOOK_ADDRESS_MESSAGES.private });
    expect(dns.calls()).toBe(1);
    const mixed = rebinding(['93.184.215.14', '::1']);
    expect(await resolveWebhookAddress('https://rebind.example/hook', false, mixed.lookup)).toEqual({ problem: WEBHOOK_ADDRESS_MESSAGES.private });
  });

  it('pins the public address it checked; a second answer (loopback) is never asked for', async () => {
    const dns = rebinding(['93.184.215.14'], ['127.0.0.1']);
    expect(await resolveWebhookAddress('https://rebind.example/hook', false, dns.lookup)).toEqual({ problem: null, pinned: { address: '93.184.215.14', family: 4 } });
    expect(dns.calls()).toBe(1);
  });

  it('the https sender connects to the pinned address without resolving the name, and sends the host name for TLS (SNI)', async () => {
    let hello = '';
    const server = net.createServer((socket) => {
      socket.once('data', (chunk: Buffer) => {
        hello = chunk.toString('latin1');
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      // `.invalid` never resolves: reaching the listener proves the connection went to the pinned address.
      await expect(httpWebhookSender({ url: `https://rebind.invalid:${port}/hook`, headers: {}, body: '{}', address: { address: '127.0.0.1', family: 4 } })).rejects.toThrow();
      expect(hello).toContain('rebind.invalid');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

await forEachEngine((engine) => {
  describe(`webhook delivery with private addresses not allowed (${engine})`, () => {
    let t: TestApp;
    const received: WebhookRequest[] = [];
    let account = 0;
    let admin = '';

    beforeAll(async () => {
      // The endpoint is registered where private addresses are allowed; its deliveries run under a strict configuration.
      t = await makeApp(engine, { KONTOR_WEBHOOKS_ALLOW_PRIVATE: '1' });
      const acme = await makeCompany(t, 'Rebind');
      account = await insertAccount(t, acme.companyId, 'EUR', { name: 'Main EUR' });
      admin = await adminToken(t);
      const res = await acme.manager.confirmed({ method: 'POST', url: api('manager/webhooks'), body: { url: 'https://rebind.example/hook', events: ['payment.created'] } });
      expect(res.statusCode, res.body).toBe(201);
    });
    afterAll(async () => t.close());

    const deliverWith = async (lookup: (host: string) => Promise<string[]>) => {
      const strict = { ...t.app.kontor, config: { ...t.app.kontor.config, webhooksAllowPrivate: false } };
      const worker = new Worker({ db: t.db.db, engine: t.db.engine, id: 'strict', now: () => new Date(t.clock.now), handlers: {
        [WEBHOOK_JOB_TYPE]: webhookJobHandler(strict, async (r) => {
          received.push(r);
          return { status: 200 };
        }, lookup),
      } });
      while (await worker.runOnce());
    };

    it('does not send to a name that resolves to loopback; sends to the checked public address when it rebinds afterwards', async () => {
      const first = rebinding(['127.0.0.1'], ['93.184.215.14']);
      await fund(t, admin, account, '5.00');
      await deliverWith(first.lookup);
      expect(received).toHaveLength(0);
      const refused = await t.db.db.selectFrom('webhook_deliveries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(refused).toMatchObject({ status: 'pending', attempts: 1, last_error: WEBHOOK_ADDRESS_MESSAGES.private });
      expect(first.calls()).toBe(1);

      const second = rebinding(['93.184.215.14'], ['127.0.0.1']);
      t.clock.now = new Date(Date.parse(refused.next_attempt_at ?? ''));
      await deliverWith(second.lookup);
      expect(received).toHaveLength(1);
      expect(received[0]?.address).toEqual({ address: '93.184.215.14', family: 4 });
      expect(second.calls()).toBe(1);
    });
  });
});

import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claim, enqueue, fail } from '../../src/server/jobs/queue';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const S = '/api/v1/a/system';

type Point = { dateTime: string } & Record<string, number | string>;
type Answer = { data: { subpage: string; broker?: string; points: Point[] } };

await forEachEngine((engine) => {
  describe(`system overview (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    const get = async (subpage: string, token = admin) => {
      const res = await call(t, { method: 'GET', url: `${S}/${subpage}`, token });
      expect(res.statusCode).toBe(200);
      return res.json<Answer>().data;
    };
    beforeAll(async () => {
      t = await makeApp(engine);
      const companyId = await createCompany(t);
      await createUser(t, { email: 'manager@test.local', role: 'manager', companyId });
      await createUser(t, { email: 'admin@test.local', role: 'admin' });
      admin = (await login(t, 'admin@test.local')).token;
    });
    afterAll(async () => t.close());

    it('cpu: load averages, cores and this process, with the time of the reading', async () => {
      const data = await get('cpu');
      expect(data.subpage).toBe('cpu');
      expect(data.points).toHaveLength(1);
      const p = data.points[0] as Point;
      expect(p.dateTime).toBe(t.clock.now.toISOString());
      expect(p.cores).toBe(os.availableParallelism());
      for (const key of ['load_1', 'load_5', 'load_15', 'process_cpu_percent', 'memory_total', 'memory_free', 'process_rss']) {
        expect(typeof p[key], key).toBe('number');
        expect(p[key] as number, key).toBeGreaterThanOrEqual(0);
      }
      expect(p.process_cpu_percent as number).toBeLessThanOrEqual(100);
      expect(p.memory_total).toBe(os.totalmem());
    });

    it('hdd: total, free and used bytes of the data folder', async () => {
      const p = (await get('hdd')).points[0] as Point;
      expect(p.total as number).toBeGreaterThan(0);
      expect(p.free as number).toBeGreaterThan(0);
      expect(p.free as number).toBeLessThanOrEqual(p.total as number);
      expect(p.used as number).toBeLessThanOrEqual(p.total as number);
      expect(p.used_percent as number).toBeGreaterThanOrEqual(0);
      expect(p.used_percent as number).toBeLessThanOrEqual(100);
    });

    it('rabbitmq: the built-in job queue, jobs per queue and state', async () => {
      const empty = await get('rabbitmq');
      expect(empty.broker).toBe('built-in');
      expect(empty.points).toEqual([{ dateTime: t.clock.now.toISOString(), queue: 'default', size: 0, queued: 0, delayed: 0, running: 0, failed: 0, done: 0 }]);

      const now = t.clock.now;
      await enqueue(t.db.db, { type: 'report.approved_transactions', payload: { id: 1 }, now });
      await enqueue(t.db.db, { type: 'report.approved_transactions', payload: { id: 2 }, now });
      await enqueue(t.db.db, { type: 'import.transactions', payload: { id: 3 }, now, runAt: new Date(now.getTime() + 60_000) });
      await enqueue(t.db.db, { queue: 'mail', type: 'mail.send', payload: { id: 4 }, now, maxAttempts: 1 });
      const running = await claim(t.db.db, t.db.engine, { queues: ['default'], workerId: 'w1', now, lockTimeoutMs: 600_000 });
      expect(running).toBeDefined();
      const mail = await claim(t.db.db, t.db.engine, { queues: ['mail'], workerId: 'w1', now, lockTimeoutMs: 600_000 });
      expect(mail).not.toBeNull();
      if (mail) await fail(t.db.db, mail, new Error('smtp down'), { now, retryInMs: 0, permanent: true });

      const data = await get('rabbitmq');
      const byQueue = Object.fromEntries(data.points.map((p) => [p.queue, p]));
      expect(byQueue.default).toMatchObject({ queued: 1, delayed: 1, running: 1, failed: 0, done: 0, size: 3 });
      expect(byQueue.mail).toMatchObject({ queued: 0, running: 0, failed: 1, size: 0 });
    });

    it('crm queues: the CRM sync job types, zero when none is queued', async () => {
      const upsert = await get('crm_queue_upsert');
      expect(upsert.points).toEqual([{ dateTime: t.clock.now.toISOString(), queue: 'crm.upsert', size: 0, queued: 0, delayed: 0, running: 0, failed: 0, done: 0 }]);
      await enqueue(t.db.db, { queue: 'crm', type: 'crm.tags', payload: { company_id: 1 }, now: t.clock.now });
      await enqueue(t.db.db, { queue: 'crm', type: 'crm.tags', payload: { company_id: 2 }, now: t.clock.now });
      const tags = await get('crm_queue_tags');
      expect(tags.points).toEqual([{ dateTime: t.clock.now.toISOString(), queue: 'crm.tags', size: 2, queued: 2, delayed: 0, running: 0, failed: 0, done: 0 }]);
      expect((await get('crm_queue_upsert')).points[0]).toMatchObject({ size: 0 });
    });

    it('refuses an unknown subpage (422) and anyone but admins', async () => {
      const bad = await call(t, { method: 'GET', url: `${S}/memory`, token: admin });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ message: expect.any(String), errors: { subpage: ['The selected subpage is invalid.'] } });
      expect((await call(t, { method: 'GET', url: `${S}/cpu` })).statusCode).toBe(401);
      const manager = (await login(t, 'manager@test.local')).token;
      expect((await call(t, { method: 'GET', url: `${S}/cpu`, token: manager })).statusCode).toBe(403);
    });
  });
});

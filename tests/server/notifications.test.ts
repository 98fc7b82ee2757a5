import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotifications } from '../../src/server/modules/notifications/notify';
import { createUser, forEachEngine, login, makeApp, type TestApp, call } from './harness';
import { adminToken, api, fund, iban, insertAccount, insertFeePlans, makeCompany, setSetting } from './ledgerFixtures';
import { type Broadcast, recordBroadcasts } from './reportingFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;

await forEachEngine((engine) => {
  describe(`notifications (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let globex: Company;
    let sent: Broadcast[];
    let eur = 0;
    const userId = async (email: string) => (await t.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const notify = async (email: string, companyId: number, n: number) => {
      for (let i = 0; i < n; i += 1) {
        t.advance(1);
        await insertNotifications(t.db.db, t.clock.now, {
          userIds: [await userId(email)], companyId, type: 'report.generated', title: `Report ${i}`, message: `Report ${i} is ready`,
          notificationable: { id: i + 1, service: 'report', compliable_type: null, compliable_id: null, filename: `r${i}.csv`, actions: { is_downloadable: true } },
        });
      }
    };
    const list = (who: Company['manager'], query = '') => who.call({ method: 'GET', url: api(`manager/notifications${query}`) });

    beforeAll(async () => {
      t = await makeApp(engine);
      sent = recordBroadcasts(t);
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
      await fund(t, await adminToken(t), eur, '20000.00');
    });
    afterAll(async () => t.close());

    it('lists only the caller\'s own notifications, newest first, paged (100 by default, the top bar asks for 5)', async () => {
      await notify(acme.managerEmail, acme.companyId, 7);
      await notify(acme.readerEmail, acme.companyId, 2);
      await notify(globex.managerEmail, globex.companyId, 1);
      const all = (await list(acme.manager)).json();
      expect(all.meta).toMatchObject({ total: 7, per_page: 100, current_page: 1 });
      expect(all.data[0]).toMatchObject({ title: 'Report 6', type: 'report.generated', notificationable: { id: 7, filename: 'r6.csv', actions: { is_downloadable: true } } });
      const top = (await list(acme.manager, '?per_page=5')).json();
      expect(top.data.map((n: { title: string }) => n.title)).toEqual(['Report 6', 'Report 5', 'Report 4', 'Report 3', 'Report 2']);
      expect((await list(acme.manager, '?per_page=5&page=2')).json().data).toHaveLength(2);
      expect((await list(acme.reader)).json().meta.total).toBe(2);
      expect((await list(acme.manager, '?per_page=101')).statusCode).toBe(422);
      expect((await list(acme.manager, '?page=0')).statusCode).toBe(422);
      expect((await call(t, { method: 'GET', url: api('manager/notifications') })).statusCode).toBe(401);
    });

    it('keeps users without two-factor out (manager data gate)', async () => {
      const email = 'no2fa@test.local';
      await createUser(t, { email, role: 'manager', companyId: acme.companyId, twoFactor: false });
      const { token } = await login(t, email);
      expect((await call(t, { method: 'GET', url: api('manager/notifications'), token })).statusCode).toBe(403);
    });

    it('counts the unread ones and marks them read, the given ids or all, own only (issue 21 item 10)', async () => {
      const unread = async (who: Company['manager']) => (await who.call({ method: 'GET', url: api('manager/notifications/unread') })).json().data.unread as number;
      const read = (who: Company['manager'], body: unknown) => who.call({ method: 'POST', url: api('manager/notifications/read'), body });
      const before = await unread(acme.manager);
      expect(before).toBeGreaterThan(1);
      const mine = (await list(acme.manager)).json().data as { id: number; read_at: string | null }[];
      const theirs = (await list(globex.manager)).json().data as { id: number }[];
      const globexBefore = await unread(globex.manager);
      // Another user's id changes nothing of theirs.
      expect((await read(acme.manager, { ids: [theirs[0]?.id] })).json().data.unread).toBe(before);
      expect(await unread(globex.manager)).toBe(globexBefore);
      const one = await read(acme.manager, { ids: [mine[0]?.id] });
      expect(one.statusCode).toBe(200);
      expect(one.json().data.unread).toBe(before - 1);
      expect(((await list(acme.manager)).json().data as { id: number; read_at: string | null }[]).find((n) => n.id === mine[0]?.id)?.read_at).not.toBeNull();
      // A reader marks their own notifications read too: reading state is no company write.
      expect((await read(acme.reader, {})).json().data.unread).toBe(0);
      expect((await read(acme.manager, {})).json().data.unread).toBe(0);
      expect(await unread(acme.manager)).toBe(0);
      expect((await read(acme.manager, { ids: 'all' })).statusCode).toBe(422);
      expect((await read(acme.manager, { ids: [1], extra: true })).statusCode).toBe(422);
      expect((await call(t, { method: 'POST', url: api('manager/notifications/read'), body: {} })).statusCode).toBe(401);
    });

    it('deletes one (own only) and purges all of the caller\'s, never another user\'s', async () => {
      const mine = (await list(acme.manager)).json().data as { id: number }[];
      const readers = (await list(acme.reader)).json().data as { id: number }[];
      const globexOnes = (await list(globex.manager)).json().data as { id: number }[];
      expect((await acme.manager.call({ method: 'DELETE', url: api(`manager/notifications/${readers[0]?.id}`) })).statusCode).toBe(404);
      expect((await acme.manager.call({ method: 'DELETE', url: api(`manager/notifications/${globexOnes[0]?.id}`) })).statusCode).toBe(404);
      expect((await acme.reader.call({ method: 'DELETE', url: api(`manager/notifications/${readers[0]?.id}`) })).statusCode).toBe(403);
      expect((await acme.reader.call({ method: 'DELETE', url: api('manager/notifications') })).statusCode).toBe(403);
      expect((await acme.manager.call({ method: 'DELETE', url: api('manager/notifications/abc') })).statusCode).toBe(422);
      const one = await acme.manager.call({ method: 'DELETE', url: api(`manager/notifications/${mine[0]?.id}`) });
      expect(one.statusCode).toBe(200);
      expect((await list(acme.manager)).json().meta.total).toBe(6);
      const purge = await acme.manager.call({ method: 'DELETE', url: api('manager/notifications') });
      expect(purge.statusCode).toBe(200);
      expect((await list(acme.manager)).json().meta.total).toBe(0);
      expect((await list(acme.reader)).json().meta.total).toBe(2);
      expect((await list(globex.manager)).json().meta.total).toBe(1);
    });

    it('asks nobody for the source of funds of a small payment (issue 43: no nag right after paying)', async () => {
      sent.length = 0;
      const body = { bank_account_id: eur, amount: '20.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Small Payee GmbH', customer_iban: iban('DE', '370400440532013099'), customer_country: 'DE', customer_ref_message: 'small' };
      const res = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body });
      expect(res.statusCode, res.body).toBe(201);
      expect((await list(acme.manager)).json().meta.total).toBe(0);
      expect(sent.filter((b) => b.event === 'notification.created')).toEqual([]);
      const alerts = (await acme.manager.call({ method: 'GET', url: api('manager/alerts') })).json().data as { type: string }[];
      expect(alerts.map((a) => a.type)).not.toContain('transaction.source_of_funds_missing');
    });

    it('tells the company\'s users live when a withdrawal of 10,000 EUR or more lacks its source of funds, and clears it once set', async () => {
      sent.length = 0;
      const body = { bank_account_id: eur, amount: '12000.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Beneficiary GmbH', customer_iban: iban('DE', '370400440532013000'), customer_country: 'DE' };
      const res = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body });
      expect(res.statusCode, res.body).toBe(201);
      const tx = res.json().data as { id: number; name: string };
      // A payment this large also opens its compliance check (its own notice): the source of funds is asked once.
      const SOF = 'transaction.source_of_funds_missing';
      const asked = async (who: typeof acme.manager) => ((await list(who)).json().data as { type: string; message: string; notificationable: { id: number; service: string } }[]).filter((n) => n.type === SOF);
      const notices = await asked(acme.manager);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ type: 'transaction.source_of_funds_missing', notificationable: { id: tx.id, service: 'transaction' } });
      expect(notices[0]?.message).toContain(tx.name);
      expect(await asked(acme.reader)).toHaveLength(1);
      const live = sent.filter((b) => b.event === 'notification.created' && (b.data as { notification: { type: string } }).notification.type === SOF);
      // One per company user: the manager, the reader and the manager without two-factor added above.
      expect(live.map((b) => b.channel)).toEqual(Array(3).fill(`private-company.${acme.companyId}`));
      expect(live.map((b) => (b.data as { user_id: number }).user_id).sort()).toEqual([await userId(acme.managerEmail), await userId(acme.readerEmail), await userId('no2fa@test.local')].sort());

      const set = await acme.manager.confirmed({ method: 'PUT', url: api(`manager/transactions/${tx.id}/source-of-funds`), body: { source_id: 1 } });
      expect(set.statusCode, set.body).toBe(200);
      expect(await asked(acme.manager)).toEqual([]);
      expect(await asked(acme.reader)).toEqual([]);
    });
  });
});

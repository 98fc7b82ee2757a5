import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, balances, fund, insertAccount, insertFeePlans, makeCompany, setSetting, unbalancedEntries } from './ledgerFixtures';
import { runJobs } from './reportingFixtures';

type Party = Awaited<ReturnType<typeof makeCompany>>;
type Remote = { id: string; currency: string; balance: string; name: string; iban: string | null; auto_transfers: { id: number; bank_account_id: number }[] };

const company = { company_name: 'Acme GmbH', registration_number: 'HRB 1234', country: 'DE', city: 'Berlin', address: 'Hauptstr. 1', post_code: '10115', email: 'finance@acme.test' };
const employee = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', country: 'DE' };

await forEachEngine((engine) => {
  describe(`remote portal services (${engine})`, () => {
    let t: TestApp;
    let acme: Party;
    let globex: Party;
    let plain: Party;
    let admin: string;
    const acc = { eur: 0, usd: 0, globexEur: 0 };
    let fmEur = '';
    let fmUsd = '';

    const get = (who: Party['manager'], path: string) => who.call({ method: 'GET', url: api(path) });
    const post = (who: Party['manager'], path: string, body: unknown) => who.call({ method: 'POST', url: api(path), body });
    const sandbox = (service: string, mode: string, extra: Record<string, unknown> = {}) =>
      call(t, { method: 'PUT', url: api(`a/portal-sandbox/${service}`), token: admin, body: { mode, ...extra } });
    const incoming = (service: string, account: string, amount: string, reference?: string) =>
      call(t, { method: 'POST', url: api(`a/portal-sandbox/${service}/incoming`), token: admin, body: { account, amount, ...(reference ? { reference } : {}) } });
    const remote = async (who: Party['manager'] = acme.manager) => (await get(who, 'manager/portals/free_market/remote-accounts')).json<{ data: Remote[]; linked: boolean }>();
    const portalWithdrawal = (account: string, amount: string, ref = 'Invoice 7') => ({
      bank_account_id: acc.eur, amount, transfer_service: 'portal', transmission_protocol_id: 'PORTAL_TRANSFER', portal_service: 'free_market',
      portal_destination_account_id: account, customer_legal_type: 'company', customer_ref_message: ref,
    });
    const countRows = async (table: 'portal_links' | 'portal_auto_transfers' | 'transactions' | 'jobs') =>
      Number((await t.db.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      t = await makeApp(engine, { KONTOR_PORTAL_TIMEOUT_MS: '200' });
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      const services = { free_market: { is_attached: false, is_allowed: true }, bcb: { is_attached: false, is_allowed: false } };
      acme = await makeCompany(t, 'Acme', { features: { portals: true, create_accounts: true }, portal_services: services });
      globex = await makeCompany(t, 'Globex', { features: { portals: true }, portal_services: services });
      plain = await makeCompany(t, 'Plain', { features: { create_accounts: true }, portal_services: services });
      acc.eur = await insertAccount(t, acme.companyId, 'EUR', { portal_service_active: 1, selected: 1 });
      acc.usd = await insertAccount(t, acme.companyId, 'USD');
      acc.globexEur = await insertAccount(t, globex.companyId, 'EUR', { portal_service_active: 1 });
      admin = await adminToken(t);
      await fund(t, admin, acc.eur, '1000.00');
    });
    afterAll(async () => t.close());

    it('needs the portals feature, a service allowed for the company, a manager (readers only read) and a valid service', async () => {
      for (const path of ['manager/portals/free_market/remote-accounts', 'manager/portals/free_market/sign-in']) {
        const res = await get(plain.manager, path);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('The portals feature is not enabled for your company.');
      }
      expect((await post(plain.manager, 'manager/portals/free_market/sign-up/company', company)).statusCode).toBe(403);
      expect((await plain.manager.call({ method: 'DELETE', url: api('manager/portals/auto-transfer/1') })).statusCode).toBe(403);
      const bcb = await post(acme.manager, 'manager/portals/bcb/sign-up/company', company);
      expect(bcb.statusCode).toBe(403);
      expect(bcb.json().message).toBe('This portal service is not available for your company.');
      const reader = await post(acme.reader, 'manager/portals/free_market/sign-up/company', company);
      expect(reader.statusCode).toBe(403);
      expect((await post(acme.reader, 'manager/portals/free_market/sign-up/employee', employee)).statusCode).toBe(403);
      const unknown = await get(acme.manager, 'manager/portals/paypal/remote-accounts');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.service).toEqual(['The selected portal service is invalid.']);
      expect((await call(t, { method: 'GET', url: api('manager/portals/free_market/remote-accounts'), token: admin })).statusCode).toBe(403);
      expect((await get(acme.manager, 'a/portal-sandbox')).statusCode).toBe(403);
      expect(await countRows('portal_links')).toBe(0);
    });

    it('has nothing to show or open before the company signed up', async () => {
      expect(await remote()).toMatchObject({ data: [], linked: false });
      const signIn = await get(acme.manager, 'manager/portals/free_market/sign-in');
      expect(signIn.statusCode).toBe(422);
      expect(signIn.json().message).toBe('Your company is not signed up at this portal service.');
      const emp = await post(acme.manager, 'manager/portals/free_market/sign-up/employee', employee);
      expect(emp.statusCode).toBe(422);
      expect(emp.json().errors.service).toEqual(['Sign the company up at this portal service first.']);
    });

    it('refuses a bad questionnaire with field errors and stores nothing', async () => {
      const res = await post(acme.manager, 'manager/portals/free_market/sign-up/company', { ...company, company_name: '', email: 'nope', country: 'Germany', phone: 'call me' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['company_name', 'country', 'email', 'phone']);
      const bad = await acme.manager.call({ method: 'POST', url: api('manager/portals/free_market/sign-up/company'), body: '{"company_name":', headers: { 'content-type': 'application/json' } });
      expect(bad.statusCode).toBe(400);
      expect(await countRows('portal_links')).toBe(0);
    });

    it('signs the company up: the remote token is stored sealed, the answer is the session token and the user with the service attached', async () => {
      // Before: not signed up, so the portal keeps the IBAN form for a new withdrawal (issue 43).
      const me = await acme.manager.call({ method: 'GET', url: api('auth/me') });
      expect(me.json().data.portal_services.free_market).toMatchObject({ is_signed_up: false });
      const res = await post(acme.manager, 'manager/portals/free_market/sign-up/company', company);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ token: { access_token: string; token_type: string }; user: { portal_services: Record<string, { is_attached: boolean }> } }>();
      expect(body.token.access_token).toBe(await acme.manager.token());
      expect(body.token.token_type).toBe('Bearer');
      expect(body.user.portal_services.free_market).toEqual({ is_attached: true, is_allowed: true, is_signed_up: true });
      const link = await t.db.db.selectFrom('portal_links').selectAll().where('company_id', '=', acme.companyId).executeTakeFirstOrThrow();
      expect(link).toMatchObject({ service: 'free_market', kind: 'company', user_id: 0 });
      expect(JSON.parse(link.remote_user)).toMatchObject({ name: 'Acme GmbH', email: 'finance@acme.test', role: 'company' });
      const customer = await t.db.db.selectFrom('portal_sandbox_customers').selectAll().executeTakeFirstOrThrow();
      expect(link.token_enc).not.toContain(customer.token_hash);
      const list = await remote();
      expect(list.linked).toBe(true);
      expect(list.data.map((a) => [a.currency, a.balance])).toEqual([['EUR', '0.00'], ['USD', '0.00']]);
      fmEur = list.data[0]?.id ?? '';
      fmUsd = list.data[1]?.id ?? '';
      expect(fmEur).toMatch(/^FM-EUR-\d{8}$/);
      // Readers see the accounts; another company sees none of them.
      expect((await remote(acme.reader)).data).toHaveLength(2);
      expect((await remote(globex.manager)).data).toEqual([]);
      // Signing up again is idempotent at the provider: same customer, same accounts, a renewed token.
      expect((await post(acme.manager, 'manager/portals/free_market/sign-up/company', company)).statusCode).toBe(200);
      expect((await remote()).data.map((a) => a.id)).toEqual([fmEur, fmUsd]);
      expect(await t.db.db.selectFrom('portal_sandbox_customers').select('id').execute()).toHaveLength(1);
    });

    it('opens a one-time sign-in address; signs an employee up', async () => {
      const res = await get(acme.manager, 'manager/portals/free_market/sign-in');
      expect(res.statusCode).toBe(200);
      const { url } = res.json<{ url: string }>();
      expect(url).toMatch(/\/portal-sandbox\/free_market\/session\/[A-Za-z0-9_-]+$/);
      const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(fmEur);
      expect(page.body).toContain('Signed in as Acme GmbH');
      expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
      const emp = await post(acme.manager, 'manager/portals/free_market/sign-up/employee', employee);
      expect(emp.statusCode, emp.body).toBe(200);
      const links = await t.db.db.selectFrom('portal_links').select(['kind', 'user_id']).where('company_id', '=', acme.companyId).orderBy('id').execute();
      expect(links.map((l) => l.kind)).toEqual(['company', 'employee']);
      const second = (await get(acme.manager, 'manager/portals/free_market/sign-in')).json<{ url: string }>();
      expect((await t.app.inject({ method: 'GET', url: new URL(second.url).pathname })).body).toContain('Signed in as Ada Lovelace');
    });

    it('answers 503 with remote-portal-status when the provider is down or too slow, and the provider’s refusal otherwise', async () => {
      expect((await sandbox('free_market', 'down')).statusCode).toBe(200);
      for (const res of [await get(acme.manager, 'manager/portals/free_market/remote-accounts'), await get(acme.manager, 'manager/portals/free_market/sign-in'), await post(acme.manager, 'manager/portals/free_market/sign-up/company', company)]) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['remote-portal-status']).toBe('unavailable');
        expect(res.json()).toEqual({ message: 'Remote portal is unavailable. Please try again later' });
      }
      // A portal withdrawal checks its destination before the one-time code: 503, nothing written.
      const before = await countRows('transactions');
      const w = await acme.manager.call({ method: 'POST', url: api('manager/transactions/iban'), body: portalWithdrawal(fmEur, '10.00') });
      expect(w.statusCode).toBe(503);
      expect(w.headers['remote-portal-status']).toBe('unavailable');
      expect(await countRows('transactions')).toBe(before);

      expect((await sandbox('free_market', 'slow', { delay_ms: 1000 })).statusCode).toBe(200);
      const slow = await get(acme.manager, 'manager/portals/free_market/remote-accounts');
      expect(slow.statusCode).toBe(503);
      expect(slow.headers['remote-portal-status']).toBe('timeout');
      expect(slow.json().message).toBe('The remote portal did not answer in time. Please try again later');
      await sandbox('free_market', 'slow', { delay_ms: 20 });
      expect((await get(acme.manager, 'manager/portals/free_market/remote-accounts')).statusCode).toBe(200);

      await sandbox('free_market', 'refusing', { message: 'Free Market is closed for maintenance of your account.' });
      const refused = await get(acme.manager, 'manager/portals/free_market/sign-in');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Free Market is closed for maintenance of your account.');
      // Another provider is not affected by this one's control.
      const list = (await call(t, { method: 'GET', url: api('a/portal-sandbox'), token: admin })).json<{ data: { service: string; mode: string }[] }>();
      expect(list.data.find((c) => c.service === 'free_market')?.mode).toBe('refusing');
      expect(list.data.find((c) => c.service === 'bcb')?.mode).toBe('ok');
      await sandbox('free_market', 'ok');
      expect((await get(acme.manager, 'manager/portals/free_market/remote-accounts')).statusCode).toBe(200);
    });

    it('looks a withdrawal\'s destination up at the service (externals/{service}): the remote account and its holder, or why not', async () => {
      const lookup = (who: Party['manager'], query: string) => get(who, `externals/free_market?${query}`);
      const found = await lookup(acme.manager, `account=${fmEur}&currency=EUR`);
      expect(found.statusCode).toBe(200);
      const remoteEur = (await remote()).data.find((a) => a.id === fmEur);
      expect(found.json()).toEqual({ data: { portal_service: 'free_market', id: fmEur, name: remoteEur?.name, currency: 'EUR', iban: remoteEur?.iban ?? null, holder: 'Acme' } });
      expect(found.json().data.balance).toBeUndefined();
      // Without a currency any of the company's accounts is found; another currency than the source's is refused.
      expect((await lookup(acme.manager, `account=${fmUsd}`)).json().data.currency).toBe('USD');
      const otherCurrency = await lookup(acme.manager, `account=${fmUsd}&currency=EUR`);
      expect(otherCurrency.statusCode).toBe(422);
      expect(otherCurrency.json().errors.currency).toEqual(['The remote account holds another currency than the selected account.']);
      const unknown = await lookup(acme.manager, 'account=FM-NOPE');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('The remote account was not found at this portal service.');
      // Another company's remote account is not found through this company's link.
      expect((await lookup(globex.manager, `account=${fmEur}`)).statusCode).toBe(422);
      expect((await lookup(plain.manager, `account=${fmEur}`)).statusCode).toBe(403);
      expect((await lookup(acme.reader, `account=${fmEur}&currency=EUR`)).statusCode).toBe(200);

      await sandbox('free_market', 'down');
      const down = await lookup(acme.manager, `account=${fmEur}&currency=EUR`);
      expect(down.statusCode).toBe(503);
      expect(down.headers['remote-portal-status']).toBe('unavailable');
      expect(down.json()).toEqual({ message: 'Remote portal is unavailable. Please try again later' });
      await sandbox('free_market', 'ok');
    });

    it('checks the sandbox controls', async () => {
      expect((await sandbox('free_market', 'broken')).statusCode).toBe(422);
      expect((await sandbox('free_market', 'slow')).json().errors.delay_ms).toEqual(['Slow mode needs a delay.']);
      expect((await sandbox('free_market', 'slow', { delay_ms: 600000 })).statusCode).toBe(422);
      expect((await incoming('free_market', 'FM-EUR-99999999', '1.00')).statusCode).toBe(404);
      expect((await incoming('free_market', fmEur, '-1.00')).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'PUT', url: api('a/portal-sandbox/free_market'), body: { mode: 'down' } })).statusCode).toBe(403);
    });

    it('creates automatic transfer rules after every check and the one-time code; deletes only its own', async () => {
      const rule = { bank_account_id: acc.eur, portal_service: 'free_market', portal_destination_account_id: fmEur };
      const rules = await countRows('portal_auto_transfers');
      const bad: [unknown, string][] = [
        [{ ...rule, bank_account_id: acc.globexEur }, 'bank_account_id'],
        [{ ...rule, portal_destination_account_id: 'FM-EUR-99999999' }, 'portal_destination_account_id'],
        [{ ...rule, portal_destination_account_id: fmUsd }, 'portal_destination_account_id'],
        [{ ...rule, portal_destination_account_id: 'bad id!' }, 'portal_destination_account_id'],
        [{ ...rule, bank_account_id: 'x' }, 'bank_account_id'],
      ];
      for (const [body, field] of bad) {
        const res = await acme.manager.confirmed({ method: 'POST', url: api('manager/portals/auto-transfer'), body });
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(res.json().errors)).toContain(field);
      }
      expect((await acme.reader.confirmed({ method: 'POST', url: api('manager/portals/auto-transfer'), body: rule })).statusCode).toBe(403);
      const noCode = await acme.manager.call({ method: 'POST', url: api('manager/portals/auto-transfer'), body: rule });
      expect(noCode.statusCode).toBe(403);
      expect(noCode.headers['otp-required']).toBe('true');
      expect(await countRows('portal_auto_transfers')).toBe(rules);
      const created = await acme.manager.confirmed({ method: 'POST', url: api('manager/portals/auto-transfer'), body: rule });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ data: { id: number } }>().data.id;
      expect((await acme.manager.confirmed({ method: 'POST', url: api('manager/portals/auto-transfer'), body: rule })).json().errors.portal_destination_account_id).toEqual([
        'An automatic transfer already exists for this remote account.',
      ]);
      expect((await remote()).data[0]?.auto_transfers.map((r) => r.id)).toEqual([id]);
      // Another company's rule id, a reader, an unknown id.
      expect((await globex.manager.call({ method: 'DELETE', url: api(`manager/portals/auto-transfer/${id}`) })).statusCode).toBe(404);
      expect((await acme.reader.call({ method: 'DELETE', url: api(`manager/portals/auto-transfer/${id}`) })).statusCode).toBe(403);
      expect((await acme.manager.call({ method: 'DELETE', url: api('manager/portals/auto-transfer/999999') })).statusCode).toBe(404);
      const del = await acme.manager.call({ method: 'DELETE', url: api(`manager/portals/auto-transfer/${id}`) });
      expect(del.statusCode).toBe(200);
      expect((await acme.manager.call({ method: 'DELETE', url: api(`manager/portals/auto-transfer/${id}`) })).statusCode).toBe(404);
      expect((await remote()).data[0]?.auto_transfers).toEqual([]);
    });

    it('runs an automatic transfer through the job queue when the remote balance changes, once', async () => {
      const rule = { bank_account_id: acc.eur, portal_service: 'free_market', portal_destination_account_id: fmEur };
      expect((await acme.manager.confirmed({ method: 'POST', url: api('manager/portals/auto-transfer'), body: rule })).statusCode).toBe(201);
      const before = await balances(t, acc.eur);
      // No rule on the USD account: its movement starts no job.
      expect((await incoming('free_market', fmUsd, '5.00')).statusCode).toBe(201);
      const jobs = await countRows('jobs');
      const res = await incoming('free_market', fmEur, '25.50', 'WIRE-1');
      expect(res.statusCode).toBe(201);
      expect(res.json().data.balance).toBe('25.50');
      expect(await countRows('jobs')).toBe(jobs + 1);
      // The same notification again: applied once, no second job.
      expect((await incoming('free_market', fmEur, '25.50', 'WIRE-1')).statusCode).toBe(200);
      expect(await countRows('jobs')).toBe(jobs + 1);
      expect(await runJobs(t)).toBe(1);
      expect((await balances(t, acc.eur)).balance - before.balance).toBe(2550n);
      const remoteNow = await remote();
      expect(remoteNow.data.map((a) => a.balance)).toEqual(['0.00', '5.00']);
      const deposit = await t.db.db.selectFrom('transactions').selectAll().where('bank_account_id', '=', acc.eur).where('type', '=', 'deposit').where('transmission_protocol', '=', 'PORTAL_TRANSFER').execute();
      expect(deposit).toHaveLength(1);
      expect(deposit[0]).toMatchObject({ status: 'approved', amount: expect.anything(), transfer_service: 'portal' });
      // The job delivered again (a crash after its work): nothing more moves.
      const job = await t.db.db.selectFrom('jobs').selectAll().where('type', '=', 'portals.auto_transfer').executeTakeFirstOrThrow();
      await t.db.db.updateTable('jobs').set({ status: 'queued', locked_by: null, locked_at: null }).where('id', '=', job.id).execute();
      expect(await runJobs(t)).toBe(1);
      expect((await balances(t, acc.eur)).balance - before.balance).toBe(2550n);
      expect(await unbalancedEntries(t)).toEqual([]);
    });

    it('retries an automatic transfer while the provider is down', async () => {
      const before = await balances(t, acc.eur);
      await incoming('free_market', fmEur, '10.00', 'WIRE-2');
      await sandbox('free_market', 'down');
      await runJobs(t);
      expect((await balances(t, acc.eur)).balance).toBe(before.balance);
      const job = await t.db.db.selectFrom('jobs').selectAll().where('idempotency_key', '=', 'portal-auto:free_market:WIRE-2').executeTakeFirstOrThrow();
      expect(job.status).toBe('queued');
      t.advance(3600);
      admin = await adminToken(t);
      await sandbox('free_market', 'ok');
      await runJobs(t);
      expect((await balances(t, acc.eur)).balance - before.balance).toBe(1000n);
    });

    it('sends a portal withdrawal through the ledger and delivers it to the remote account once approved', async () => {
      const unknown = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body: portalWithdrawal('FM-EUR-99999999', '40.00') });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.portal_destination_account_id).toEqual(['The remote account was not found at this portal service.']);
      const usd = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body: portalWithdrawal(fmUsd, '40.00') });
      expect(usd.json().errors.portal_destination_account_id).toEqual(['The remote account holds another currency than the selected account.']);
      const notLinked = await globex.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body: { ...portalWithdrawal(fmEur, '40.00'), bank_account_id: acc.globexEur } });
      expect(notLinked.statusCode).toBe(422);

      const before = await balances(t, acc.eur);
      const res = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body: portalWithdrawal(fmEur, '40.00') });
      expect(res.statusCode, res.body).toBe(201);
      const tx = res.json<{ data: { id: number; status: string } }>().data;
      expect(tx.status).toBe('pending');
      expect((await balances(t, acc.eur)).available).toBeLessThan(before.available);
      expect(await runJobs(t)).toBe(0);
      admin = await adminToken(t);
      const approve = await call(t, { method: 'POST', url: api('a/transactions/approve-api-payments'), token: admin, body: { id: [tx.id], action: 'approve' } });
      expect(approve.statusCode, approve.body).toBe(200);
      expect(await runJobs(t)).toBe(1);
      expect((await remote()).data[0]?.balance).toBe('40.00');
      // A second delivery of the same transaction pays nothing more.
      await t.db.db.updateTable('jobs').set({ status: 'queued', locked_by: null, locked_at: null }).where('idempotency_key', '=', `portal-deliver:${tx.id}`).execute();
      expect(await runJobs(t)).toBe(1);
      expect((await remote()).data[0]?.balance).toBe('40.00');
      expect(await unbalancedEntries(t)).toEqual([]);
    });
  });
});

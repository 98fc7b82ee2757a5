import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/server/adapters/signedWebhook';
import { openTracking } from '../../src/server/modules/compliance/open';
import { PORTAL_WEBHOOK_SIGNATURE } from '../../src/server/modules/portals/webhook';
import { PSP_WEBHOOK_PATH, PSP_WEBHOOK_SIGNATURE } from '../../src/server/modules/psp/webhook';
import { integrationSecret } from '../../src/server/modules/signIns/signedKeys';
import { type Answer, fakeAdapter, type Received } from './fakeAdapter';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { api, insertAccount, makeCompany } from './ledgerFixtures';

/**
 * Issue 38: every outside party has a real adapter chosen by a setting beside its sandbox. Each one here
 * talks over HTTP to a stand-in of the outside party (fakeAdapter.ts), in Kontor's adapter protocol
 * (docs/operations.md): the payment network, the KYC provider, the PSP (and its webhook) and the remote
 * portals (and their webhook).
 */
const TOKEN = 'adapter-token-0123456789';

await forEachEngine((engine) => {
  describe(`real adapters of the outside parties (${engine})`, () => {
    let t: TestApp;
    let party: Awaited<ReturnType<typeof fakeAdapter>>;
    let reply: (r: Received) => Answer = () => ({ status: 500, body: {} });
    let acme: Awaited<ReturnType<typeof makeCompany>>;
    let eur = 0;
    const op = (r: Received) => r.path.replace(/^\/(network|kyc|psp|portals)\//, '');
    const last = (prefix: string) => [...party.received].reverse().find((r) => r.path.startsWith(`/${prefix}/`));

    beforeAll(async () => {
      party = await fakeAdapter((r) => reply(r));
      const real = (prefix: string) => ({ [`KONTOR_${prefix}_URL`]: `${party.url}/${prefix.toLowerCase().replace('payment_network', 'network')}`, [`KONTOR_${prefix}_TOKEN`]: TOKEN });
      t = await makeApp(engine, {
        KONTOR_PAYMENT_NETWORK: 'http', ...real('PAYMENT_NETWORK'), KONTOR_KYC_PROVIDER: 'http', ...real('KYC'), KONTOR_PSP_ADAPTER: 'http', ...real('PSP'),
        KONTOR_PORTALS_PROVIDER: 'http', ...real('PORTALS'), KONTOR_PORTAL_TIMEOUT_MS: '2000', KONTOR_PSP_TIMEOUT_MS: '2000', KONTOR_ADAPTER_TIMEOUT_MS: '2000',
      });
      acme = await makeCompany(t, 'Acme Real', { legal: 'individual', features: { crypto: true, psp_portal: true, portals: true }, portal_services: { free_market: { is_attached: false, is_allowed: true } } });
      eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
    });
    afterAll(async () => {
      await t?.close();
      await party?.close();
    });
    beforeEach(() => {
      reply = () => ({ status: 500, body: {} });
    });

    it('payment network: a purchase link\'s invoice gets its address from the network, and is paid by what the network reports, never by a test wallet', async () => {
      const transfers: { txid: string; amount: string }[] = [];
      reply = (r) => (op(r) === 'addresses' ? { body: { address: 'bc1qrealcustodianaddress0000000000000000' } } : { body: { transfers } });
      const created = await acme.manager.call({ method: 'POST', url: api('manager/products'), body: { name: 'Real product', amount: '10.00', currency: 'EUR', to_account_id: eur, crypto_currencies: ['BTC'] } });
      const hash = created.json<{ data: { hash: string } }>().data.hash;
      const invoice = await call(t, { method: 'POST', url: api(`products/${hash}/wallet`), body: { currency: 'BTC', network: 'bitcoin' } });
      expect(invoice.statusCode).toBe(201);
      const wallet = invoice.json<{ data: { address: string; amount: string } }>().data;
      expect(wallet.address).toBe('bc1qrealcustodianaddress0000000000000000');
      const asked = last('network');
      expect(asked?.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(asked?.json).toMatchObject({ network: 'bitcoin', reference: expect.stringMatching(/^[0-9a-f]{32}$/) });
      const status = async () => (await call(t, { method: 'GET', url: api(`products/${hash}/payments/${wallet.address}`) })).json<{ data: { status: string; sandbox_wallet: boolean } }>().data;
      expect(await status()).toMatchObject({ status: 'awaiting', sandbox_wallet: false });
      transfers.push({ txid: 'f'.repeat(64), amount: wallet.amount });
      expect((await status()).status).toBe('paid');
      expect(last('network')?.json).toEqual({ network: 'bitcoin', currency: 'BTC', address: wallet.address });
      // No test wallet beside a real network.
      expect((await t.app.inject({ method: 'POST', url: '/sandbox/payment-network/transfers', payload: {} })).statusCode).toBe(404);
      // The network down: no invoice.
      reply = () => ({ status: 503, body: { reason: 'maintenance' } });
      const down = await call(t, { method: 'POST', url: api(`products/${hash}/wallet`), body: { currency: 'BTC', network: 'bitcoin' } });
      expect({ status: down.statusCode, body: down.json() }).toEqual({ status: 503, body: { message: 'The payment network is unavailable. Please try again later.' } });
    });

    it('KYC: the verification page is the provider\'s, opened with Kontor\'s reference and callback address', async () => {
      reply = () => ({ body: { url: 'https://kyc.provider.example/s/abc123' } });
      const { tracking } = await openTracking(t.db.db, t.clock.now, { companyId: acme.companyId, subjectType: 'company', subjectId: acme.companyId, category: 'UNCATEGORIZED', legalType: 'company', verifications: ['form'] });
      const res = await acme.manager.call({ method: 'GET', url: api(`manager/compliance-trackings/${tracking.id}/form-verification-url`) });
      expect(res.json()).toEqual({ data: { url: 'https://kyc.provider.example/s/abc123' } });
      const asked = last('kyc');
      expect(op(asked as Received)).toBe('sessions');
      expect(asked?.json).toMatchObject({ step: 'form', reference: expect.any(Number), token: expect.any(String), callback_url: 'http://localhost:8000/api/v1/kyc/callback' });
      const row = await t.db.db.selectFrom('kyc_verifications').select(['provider', 'id']).where('compliance_tracking_id', '=', tracking.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ provider: 'http', id: asked?.json.reference });
      reply = () => ({ body: { url: 'http://not-https.example/' } });
      const { tracking: second } = await openTracking(t.db.db, t.clock.now, { companyId: acme.companyId, subjectType: 'company', subjectId: acme.companyId, category: 'UNCATEGORIZED', legalType: 'company', verifications: ['form'] });
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/compliance-trackings/${second.id}/form-verification-url`) })).statusCode).toBe(503);
    });

    it('PSP: signs up through the PSP, and its signed webhook announces a payment to fund (once, re-read from the PSP)', async () => {
      reply = (r) => {
        if (op(r) === 'merchants') return { body: { merchant_id: 'M-REAL-1', token: 'psp_live_token_abcdef' } };
        if (op(r) === 'payment') return { body: { payment: { payment_id: 'P-9', status: 'awaiting_funds', amount: '250.00', currency: 'EUR', reference: 'Payout 9', description: null, created_at: '2026-06-15T09:00:00.000Z', funding: { beneficiary_name: 'Real PSP Collections', iban: 'DE44500105175407324931', bic: 'REALDEFFXXX', country: 'DE', transfer_service: 'sepa' } } } };
        return { status: 404, body: { reason: 'unknown' } };
      };
      const signUp = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true } });
      expect(signUp.statusCode, signUp.body).toBeLessThan(300);
      expect(last('psp')?.json).toMatchObject({ partner_reference: String(acme.companyId), name: 'Acme Real' });
      const secret = integrationSecret(t.app.kontor, 'psp') ?? '';
      const hook = (body: string, signature = signWebhook(secret, Math.floor(t.clock.now.getTime() / 1000), body)) =>
        t.app.inject({ method: 'POST', url: PSP_WEBHOOK_PATH, payload: body, headers: { 'content-type': 'application/json', [PSP_WEBHOOK_SIGNATURE]: signature } });
      const event = JSON.stringify({ event_id: 'evt-000001', merchant_id: 'M-REAL-1', payment_id: 'P-9' });
      expect((await hook(event, 't=1,v1=' + '0'.repeat(64))).statusCode).toBe(401);
      const first = await hook(event);
      expect(first.json()).toEqual({ data: { announced: true } });
      expect((await hook(event)).statusCode).toBe(409);
      const notices = await t.db.db.selectFrom('notifications').select('message').where('company_id', '=', acme.companyId).where('type', '=', 'transaction.flexpsp_create_withdraw').execute();
      expect(notices.length).toBeGreaterThan(0);
      expect(notices[0]?.message).toContain('P-9');
    });

    it('remote portals: sign-up, accounts and the sign-in address come from the provider; its signed webhook queues the automatic transfers', async () => {
      reply = (r) => {
        switch (op(r)) {
          case 'sign-up/company': return { body: { remote_id: 'C-1', token: 'remote-token-1', user: { id: 'U-1', name: 'Acme Real', email: 'a@acme.test', role: 'company' } } };
          case 'accounts': return { body: { accounts: [{ id: 'R-EUR-1', name: 'Main', currency: 'EUR', iban: null, balance: '12.34' }] } };
          case 'sign-in': return { body: { url: 'https://portal.provider.example/enter/xyz' } };
          default: return { status: 404, body: { reason: 'no' } };
        }
      };
      const profile = { company_name: 'Acme Real', registration_number: 'HRB 1', country: 'DE', city: 'Berlin', address: 'Str. 1', post_code: '10115', email: 'a@acme.test' };
      expect((await acme.manager.call({ method: 'POST', url: api('manager/portals/free_market/sign-up/company'), body: profile })).statusCode).toBe(200);
      expect(last('portals')?.json).toMatchObject({ service: 'free_market', partner_reference: `kontor-company-${acme.companyId}`, profile: { company_name: 'Acme Real' } });
      const accounts = await acme.manager.call({ method: 'GET', url: api('manager/portals/free_market/remote-accounts') });
      expect(accounts.json<{ data: { id: string; balance: string }[] }>().data).toMatchObject([{ id: 'R-EUR-1', balance: '12.34' }]);
      expect(last('portals')?.json).toEqual({ service: 'free_market', token: 'remote-token-1' });
      expect((await acme.manager.call({ method: 'GET', url: api('manager/portals/free_market/sign-in') })).json()).toEqual({ url: 'https://portal.provider.example/enter/xyz' });
      const secret = integrationSecret(t.app.kontor, 'portals') ?? '';
      const body = JSON.stringify({ event_id: 'mov-000001', movement_ref: 'MV-1', account: 'R-EUR-1', amount: '5.00', currency: 'EUR' });
      const send = (signature: string) => t.app.inject({ method: 'POST', url: '/api/v1/portals/free_market/webhook', payload: body, headers: { 'content-type': 'application/json', [PORTAL_WEBHOOK_SIGNATURE]: signature } });
      expect((await send(signWebhook('another-secret-of-enough-length-000000', Math.floor(t.clock.now.getTime() / 1000), body))).statusCode).toBe(401);
      const ok = await send(signWebhook(secret, Math.floor(t.clock.now.getTime() / 1000), body));
      expect(ok.json()).toEqual({ data: { received: true } });
      expect((await send(signWebhook(secret, Math.floor(t.clock.now.getTime() / 1000), body))).statusCode).toBe(409);
    });
  });
});

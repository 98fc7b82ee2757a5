import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../src/contract/calls';
import { type CallDef, fillPath } from '../../../src/contract/http';
import { NOT_YET } from '../../../src/server/http/notYet';
import { sepaBeneficiary as sepa } from '../beneficiaryFixtures';
import { createUser, forEachEngine, login, makeApp, type TestApp, TEST_PASSWORD } from '../harness';
import { multipart, sepaRow, workbook } from '../importFixtures';
import { softAuthenticator } from '../passkeyFixtures';
import { adminToken, api, fund, iban, insertAccount, insertAgent, insertFeePlans, insertWallet, makeCompany, Session, setSetting } from '../ledgerFixtures';

/**
 * Issue 21, item 3: every call that asks for a one-time code validates the request completely before
 * asking. For every `otp` call of the contract, as a user with two-factor on: an invalid request
 * answers its 422 (or 404 for an unknown or other company's id) with or without a code, writes
 * nothing, and leaves the code and the user's two-factor state untouched (no otp_uses row, no failure
 * counted), so the corrected request is confirmed with the same code; a valid request without a code
 * answers 403 otp-required and writes nothing.
 */

const defs = calls as Record<string, CallDef>;
/** Every call of the contract that needs a one-time code and has a route (planned calls have none yet). */
const OTP_CALLS = Object.entries(defs).filter(([name, d]) => d.otp === true && !NOT_YET.has(name)).map(([name]) => name).sort();

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** BIP-173 test vector: a second valid bitcoin address. */
const BTC_ADDRESS_2 = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const GOOD_IBAN = 'DE89370400440532013000';
/** The same IBAN with its check digits one off (issue 21, item 3). */
const WRONG_CHECK_DIGIT = 'DE88370400440532013000';

type Who = 'manager' | 'admin' | 'remover' | 'keyholder';
type Request = {
  params?: Record<string, string | number>;
  query?: string;
  body?: unknown;
  /** Multipart calls (the import): fields and the xlsx file. */
  upload?: { fields: Record<string, string>; file: Buffer };
};
/** An invalid request, the status it must get without a code, and the field its errors name (422). */
type Invalid = Request & { label: string; status: 404 | 409 | 422; field?: string };
/** prepare: what the valid request needs made just before it (a passkey challenge lives five minutes). */
type Case = { who: Who; valid: Request; invalid: Invalid[]; noInvalid?: string; prepare?: () => Promise<void> };

const withdrawal = (account: number, customerIban: string, amount: string) => ({
  bank_account_id: account, amount, transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Beneficiary GmbH', customer_iban: customerIban, customer_country: 'DE',
});

await forEachEngine((engine) => {
  describe(`one-time code after validation (${engine})`, () => {
    let t: TestApp;
    let cases: Record<string, Case>;
    const sessions = {} as Record<Who, Session>;
    const userIds = {} as Record<Who, number>;
    let tables: string[] = [];
    const acc = { eur: 0, eur2: 0, btc: 0, gEur: 0, gBtc: 0 };

    /** Every row of every table, as text, table by table: what a refused request must leave as it was. */
    const snapshot = async (): Promise<Record<string, string[]>> => {
      const out: Record<string, string[]> = {};
      for (const table of tables) {
        const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db.db);
        out[table] = rows.rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).sort();
      }
      return out;
    };
    const changedTables = (a: Record<string, string[]>, b: Record<string, string[]>) => tables.filter((n) => JSON.stringify(a[n]) !== JSON.stringify(b[n]));
    const otpState = async (who: Who) => ({
      user: await t.db.db.selectFrom('users').select(['otp_failures', 'otp_locked_until', 'otp_last_step', 'totp_enabled']).where('id', '=', userIds[who]).executeTakeFirstOrThrow(),
      uses: await t.db.db.selectFrom('otp_uses').selectAll().where('user_id', '=', userIds[who]).orderBy('step').execute(),
    });

    const send = async (name: string, who: Who, r: Request, code?: string): Promise<LightMyRequestResponse> => {
      const def = defs[name];
      if (!def) throw new Error(`Unknown call ${name}`);
      const url = `${api(fillPath(def.path, r.params ?? {}))}${r.query ? `?${r.query}` : ''}`;
      const headers: Record<string, string> = { authorization: `Bearer ${await sessions[who].token()}`, ...(code ? { 'one-time-code': code } : {}) };
      if (r.upload) {
        const m = multipart(r.upload.fields, { name: 'payments.xlsx', content: r.upload.file });
        return t.app.inject({ method: def.method, url, payload: m.body, headers: { ...headers, ...m.headers } });
      }
      return t.app.inject({ method: def.method, url, headers, ...(r.body === undefined ? {} : { payload: r.body as Record<string, unknown> }) });
    };

    beforeAll(async () => {
      t = await makeApp(engine);
      tables = (await t.db.db.introspection.getTables()).map((x) => x.name).filter((n) => !n.startsWith('kysely_')).sort();
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      await setSetting(t, 'crypto_transaction_amount_boundaries', { min: '0.0001', max: '100' });
      for (const k of ['crypto_exchange_fiat_crypto_enabled', 'crypto_exchange_crypto_fiat_enabled']) await setSetting(t, k, true);
      const acme = await makeCompany(t, 'Acme');
      const globex = await makeCompany(t, 'Globex');
      acc.eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
      acc.eur2 = await insertAccount(t, acme.companyId, 'EUR');
      acc.btc = await insertAccount(t, acme.companyId, 'BTC', { selected: 1 });
      acc.gEur = await insertAccount(t, globex.companyId, 'EUR');
      acc.gBtc = await insertAccount(t, globex.companyId, 'BTC');
      const wallet = await insertWallet(t, acme.companyId, 'BTC', 'bitcoin', BTC_ADDRESS);
      const spareWallet = await insertWallet(t, acme.companyId, 'BTC', 'bitcoin', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'Spare');
      const globexWallet = await insertWallet(t, globex.companyId, 'BTC', 'bitcoin', BTC_ADDRESS);
      const agentToUpdate = await insertAgent(t, acme.companyId, iban('DE', '370400440000000101'));
      const agentToDelete = await insertAgent(t, acme.companyId, iban('DE', '370400440000000102'));
      const globexAgent = await insertAgent(t, globex.companyId, iban('DE', '370400440000000103'));
      // Acme is an affiliate of Globex (send funds to the affiliate owner).
      await t.db.db.updateTable('companies').set({ affiliate_owner_company_id: globex.companyId }).where('id', '=', acme.companyId).execute();
      const funder = await adminToken(t);
      await fund(t, funder, acc.eur, '10000.00');
      await fund(t, funder, acc.btc, '2');

      await createUser(t, { email: 'otp-admin@test.local', role: 'admin', twoFactor: true });
      await createUser(t, { email: 'remover@acme.test', role: 'manager', companyId: acme.companyId, twoFactor: true });
      await createUser(t, { email: 'keyholder@acme.test', role: 'manager', companyId: acme.companyId, twoFactor: true });
      sessions.manager = acme.manager;
      sessions.admin = new Session(t, 'otp-admin@test.local', true);
      sessions.remover = new Session(t, 'remover@acme.test', true);
      sessions.keyholder = new Session(t, 'keyholder@acme.test', true);
      for (const [who, email] of [['manager', acme.managerEmail], ['admin', 'otp-admin@test.local'], ['remover', 'remover@acme.test'], ['keyholder', 'keyholder@acme.test']] as const) {
        userIds[who] = (await t.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
      }

      // Remote portal services: Acme signed up at free_market (its sandbox), for the automatic transfer rule.
      await t.db.db.updateTable('companies').set({ features: JSON.stringify({ crypto: true, create_accounts: true, portals: true }), portal_services: JSON.stringify({ free_market: { is_attached: false, is_allowed: true } }) }).where('id', '=', acme.companyId).execute();
      const signUp = await acme.manager.call({ method: 'POST', url: api('manager/portals/free_market/sign-up/company'), body: { company_name: 'Acme', registration_number: 'HRB 1', country: 'DE', city: 'Berlin', address: 'Str. 1', post_code: '10115', email: 'acme@acme.test' } });
      if (signUp.statusCode !== 200) throw new Error(`portal sign-up failed: ${signUp.body}`);
      const remoteEur = (await acme.manager.call({ method: 'GET', url: api('manager/portals/free_market/remote-accounts') })).json<{ data: { id: string; currency: string }[] }>().data.find((a) => a.currency === 'EUR')?.id ?? '';

      const rows = await workbook([sepaRow(1, '10.00'), sepaRow(2, '11.00')]);
      const submit = (account: number) => ({ fields: { is_submit: '1', bank_account_id: String(account) }, file: rows });
      const unknownId = 999_999;

      // A payment an API key asked for (issue 41), waiting for a manager's code.
      const at = t.clock.now.toISOString();
      const keyRequest = (await t.db.db.insertInto('api_payment_requests').values({
        company_id: acme.companyId, api_key_id: 1, kind: 'iban', body: JSON.stringify(withdrawal(acc.eur, GOOD_IBAN, '13.13')), bank_account_id: acc.eur, amount: '1313', fee: '100', currency: 'EUR',
        beneficiary: 'Beneficiary', status: 'awaiting_confirmation', transaction_id: null, decided_by: null, decided_at: null, created_at: at, updated_at: at,
      }).returning('id').executeTakeFirstOrThrow()).id;

      const hook = (await t.db.db.insertInto('webhook_endpoints').values({
        company_id: acme.companyId, created_by: userIds.manager, url: 'https://93.184.215.14/old', description: null, events: '["payment.created"]', secret: 'v1:x:y:z', enabled: 1, deleted_at: null, created_at: at, updated_at: at,
      }).returning('id').executeTakeFirstOrThrow()).id;

      // Issue 40: approval rules (thresholds far above every other case's payments), and two payments
      // another manager (remover) asked for, held for the manager's approval.
      const rule = async (who: Session, body: Record<string, unknown>) => {
        const res = await who.confirmed({ method: 'POST', url: api('manager/approval-rules'), body });
        if (res.statusCode !== 201) throw new Error(`approval rule failed: ${res.body}`);
        return res.json<{ data: { id: number } }>().data.id;
      };
      const ruleToUpdate = await rule(acme.manager, { currency: 'EUR', threshold: '9000', approvals_required: 1 });
      const ruleToDelete = await rule(acme.manager, { currency: 'USD', threshold: '9000', approvals_required: 1 });
      const globexRule = await rule(globex.manager, { currency: 'EUR', threshold: '9000', approvals_required: 1 });
      await fund(t, funder, acc.eur, '19000.00');
      const heldPayment = async (amount: string) => {
        const res = await sessions.remover.confirmed({ method: 'POST', url: api('manager/transactions/transfer'), body: { bank_account_id: acc.eur, to_account_id: acc.eur2, amount } });
        if (res.statusCode !== 201 || res.json<{ data: { status: string } }>().data.status !== 'awaiting_approval') throw new Error(`held payment failed: ${res.body}`);
        const id = res.json<{ data: { id: number } }>().data.id;
        return (await t.db.db.selectFrom('payment_approvals').select('id').where('transaction_id', '=', id).executeTakeFirstOrThrow()).id;
      };
      const toApprove = await heldPayment('9100.00');
      const toReject = await heldPayment('9200.00');
      // Issue 40: standing orders (paused ones for the update and the resume, an active one, another company's).
      const standingOrder = async (companyId: number, account: number, status: string) => (await t.db.db.insertInto('standing_orders').values({
        company_id: companyId, created_by: userIds.manager, kind: 'transfer', payment: JSON.stringify({ bank_account_id: account, to_account_id: account, amount: '1.00' }), rhythm: 'monthly', start_date: '2030-01-31',
        day_of_month: 31, end_date: null, max_runs: null, sepa: 0, bank_account_id: account, amount: '1.00', currency: 'EUR', beneficiary: 'Own account', status, revision: 1,
        next_due_date: '2030-01-31', runs_made: 0, failures: 0, created_at: at, updated_at: at,
      }).returning('id').executeTakeFirstOrThrow()).id;
      const orderToUpdate = await standingOrder(acme.companyId, acc.eur, 'paused');
      const orderToResume = await standingOrder(acme.companyId, acc.eur, 'paused');
      const activeOrder = await standingOrder(acme.companyId, acc.eur, 'active');
      const globexOrder = await standingOrder(globex.companyId, acc.gEur, 'paused');
      const orderBody = (schedule: Record<string, unknown>, kind = 'transfer') => ({ kind, payment: { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '3.33' }, schedule });

      // Issue 42: the keyholder registers one passkey (to remove); adding another needs a fresh challenge.
      const origin = new URL(t.app.kontor.config.publicUrl);
      const authenticator = softAuthenticator(origin.origin, origin.hostname);
      const challenge = async () => (await sessions.keyholder.call({ method: 'POST', url: api('profile/passkeys/options') })).json<{ data: { challenge: string } }>().data.challenge;
      const first = await sessions.keyholder.confirmed({ method: 'POST', url: api('profile/passkeys'), body: { name: 'Laptop', response: softAuthenticator(origin.origin, origin.hostname).register(await challenge()) } });
      if (first.statusCode !== 200) throw new Error(`passkey registration failed: ${first.body}`);
      const passkeyToRemove = first.json<{ data: { id: number } }>().data.id;
      const passkeyBody: { name: string; response: Record<string, unknown> } = { name: 'Phone', response: {} };

      // Last, so that it still waits when its case runs first.
      const verifier = crypto.randomBytes(32).toString('base64url');
      const waiting = await t.app.inject({ method: 'POST', url: api('auth/device-sign-in'), payload: { identifier: crypto.createHash('sha256').update(verifier).digest('base64url') } });
      if (waiting.statusCode !== 201) throw new Error(`device sign-in request failed: ${waiting.body}`);
      const deviceRequest = waiting.json<{ data: { code: string } }>().data.code;

      cases = {
        'manager.approvalRules.create': {
          who: 'manager',
          valid: { body: { currency: 'GBP', threshold: '9000', approvals_required: 2, import_basis: 'largest_row' } },
          invalid: [
            { label: 'three approvals', body: { currency: 'GBP', threshold: '9000', approvals_required: 3 }, status: 422, field: 'approvals_required' },
            { label: 'a threshold with three decimals', body: { currency: 'GBP', threshold: '9000.001', approvals_required: 1 }, status: 422, field: 'threshold' },
          ],
        },
        'manager.approvalRules.update': {
          who: 'manager',
          valid: { params: { id: ruleToUpdate }, body: { currency: 'EUR', threshold: '9050', approvals_required: 1 } },
          invalid: [
            { label: 'an unknown import basis', params: { id: ruleToUpdate }, body: { currency: 'EUR', threshold: '9050', approvals_required: 1, import_basis: 'any' }, status: 422, field: 'import_basis' },
            { label: 'another company’s rule', params: { id: globexRule }, body: { currency: 'EUR', threshold: '9050', approvals_required: 1 }, status: 404 },
            { label: 'an unknown rule', params: { id: unknownId }, body: { currency: 'EUR', threshold: '9050', approvals_required: 1 }, status: 404 },
          ],
        },
        'manager.approvalRules.delete': {
          who: 'manager',
          valid: { params: { id: ruleToDelete } },
          invalid: [
            { label: 'another company’s rule', params: { id: globexRule }, status: 404 },
            { label: 'an unknown rule', params: { id: unknownId }, status: 404 },
          ],
        },
        'manager.approvalSettings.update': {
          who: 'manager',
          valid: { body: { expiry_days: 5 } },
          invalid: [{ label: 'no days', body: { expiry_days: 0 }, status: 422, field: 'expiry_days' }],
        },
        'manager.approvals.approve': {
          who: 'manager',
          valid: { body: { ids: [toApprove] } },
          invalid: [
            { label: 'no ids', body: { ids: [] }, status: 422, field: 'ids' },
            { label: 'an unknown payment with a known one', body: { ids: [toApprove, unknownId] }, status: 404 },
          ],
        },
        'manager.standingOrders.create': {
          who: 'manager',
          valid: { body: orderBody({ rhythm: 'monthly', start_date: '2026-07-31', day_of_month: 'last', max_runs: 12 }) },
          invalid: [
            { label: 'a first date in the past', body: orderBody({ rhythm: 'monthly', start_date: '2026-01-31' }), status: 422, field: 'start_date' },
            { label: 'a kind that cannot be scheduled', body: orderBody({ rhythm: 'once', start_date: '2026-07-01' }, 'card'), status: 422, field: 'kind' },
            { label: 'another company’s account', body: { ...orderBody({ rhythm: 'once', start_date: '2026-07-01' }), payment: { bank_account_id: acc.gEur, to_account_id: acc.eur2, amount: '3.33' } }, status: 422, field: 'bank_account_id' },
          ],
        },
        'manager.standingOrders.update': {
          who: 'manager',
          valid: { params: { id: orderToUpdate }, body: orderBody({ rhythm: 'weekly', start_date: '2026-07-01', max_runs: 4 }) },
          invalid: [
            { label: 'an end before the first date', params: { id: orderToUpdate }, body: orderBody({ rhythm: 'weekly', start_date: '2026-07-01', end_date: '2026-06-30' }), status: 422, field: 'end_date' },
            { label: 'another company’s order', params: { id: globexOrder }, body: orderBody({ rhythm: 'weekly', start_date: '2026-07-01' }), status: 404 },
          ],
        },
        'manager.standingOrders.resume': {
          who: 'manager',
          valid: { params: { id: orderToResume } },
          invalid: [
            { label: 'an order that is not paused', params: { id: activeOrder }, status: 422 },
            { label: 'another company’s order', params: { id: globexOrder }, status: 404 },
          ],
        },
        'manager.approvals.reject': {
          who: 'manager',
          valid: { body: { ids: [toReject], reason: 'Not this month' } },
          invalid: [
            { label: 'no reason', body: { ids: [toReject] }, status: 422, field: 'reason' },
            { label: 'an unknown payment', body: { ids: [unknownId], reason: 'Not this month' }, status: 404 },
          ],
        },
        'profile.passkeyAdd': {
          who: 'keyholder',
          prepare: async () => {
            passkeyBody.response = authenticator.register(await challenge());
          },
          valid: { body: passkeyBody },
          invalid: [
            { label: 'no name', body: { name: ' ', response: {} }, status: 422, field: 'name' },
            { label: 'a name too long', body: { name: 'x'.repeat(61), response: {} }, status: 422, field: 'name' },
          ],
        },
        'profile.passkeyRemove': {
          who: 'keyholder',
          valid: { params: { id: passkeyToRemove } },
          invalid: [
            { label: 'an unknown passkey', params: { id: unknownId }, status: 404 },
            { label: 'an id that is not an id', params: { id: 'abc' }, status: 422, field: 'id' },
          ],
        },
        'profile.recoveryCodesRegenerate': {
          who: 'keyholder',
          valid: {},
          invalid: [],
          noInvalid: 'no input: for a user with two-factor on there is nothing to refuse before the code',
        },
        'manager.webhooks.create': {
          who: 'manager',
          valid: { body: { url: 'https://93.184.215.14/hook', events: ['payment.created'] } },
          invalid: [{ label: 'a loopback address', body: { url: 'https://127.0.0.1/hook', events: ['payment.created'] }, status: 422, field: 'url' }],
        },
        'manager.webhooks.update': {
          who: 'manager',
          valid: { params: { id: hook }, body: { url: 'https://93.184.215.14/new', events: ['payment.created', 'statement.ready'] } },
          invalid: [
            { label: 'a private address', params: { id: hook }, body: { url: 'https://10.0.0.1/hook', events: ['payment.created'] }, status: 422, field: 'url' },
            { label: 'an unknown endpoint', params: { id: unknownId }, body: { url: 'https://93.184.215.14/new', events: ['payment.created'] }, status: 404 },
          ],
        },
        'manager.apiKeys.create': {
          who: 'manager',
          valid: { body: { name: 'ERP', scopes: ['accounts:read'] } },
          invalid: [{ label: 'an unknown scope', body: { name: 'ERP', scopes: ['admin'] }, status: 422, field: 'scopes.0' }],
        },
        'manager.apiPayments.confirm': {
          who: 'manager',
          valid: { params: { id: keyRequest } },
          invalid: [{ label: 'an unknown request', params: { id: unknownId }, status: 404 }],
        },
        'manager.transactions.create': {
          who: 'manager',
          valid: { params: { kind: 'iban' }, body: withdrawal(acc.eur, GOOD_IBAN, '12.34') },
          invalid: [
            { label: 'an IBAN whose check digit is wrong', params: { kind: 'iban' }, body: withdrawal(acc.eur, WRONG_CHECK_DIGIT, '12.34'), status: 422, field: 'customer_iban' },
            { label: 'another company’s source account', params: { kind: 'transfer' }, body: { bank_account_id: acc.gEur, to_account_id: acc.eur2, amount: '5.00' }, status: 422, field: 'bank_account_id' },
            { label: 'more than the balance', params: { kind: 'transfer' }, body: { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '20000.00' }, status: 422, field: 'amount' },
          ],
        },
        'manager.transactions.import': {
          who: 'manager',
          valid: { upload: submit(acc.eur) },
          invalid: [{ label: 'another company’s account', upload: submit(acc.gEur), status: 422, field: 'bank_account_id' }],
        },
        'manager.agents.create': {
          who: 'manager',
          valid: { body: sepa({ iban: iban('DE', '370400440000000201'), company_name: 'New Payee GmbH' }) },
          invalid: [
            { label: 'an IBAN whose check digit is wrong', body: sepa({ iban: WRONG_CHECK_DIGIT }), status: 422, field: 'iban' },
            { label: 'the IBAN of another beneficiary', body: sepa({ iban: iban('DE', '370400440000000101') }), status: 422, field: 'iban' },
          ],
        },
        'manager.agents.update': {
          who: 'manager',
          valid: { params: { id: agentToUpdate }, body: sepa({ iban: iban('DE', '370400440000000101'), company_name: 'Renamed GmbH' }) },
          invalid: [
            { label: 'an IBAN whose check digit is wrong', params: { id: agentToUpdate }, body: sepa({ iban: WRONG_CHECK_DIGIT }), status: 422, field: 'iban' },
            { label: 'another company’s beneficiary', params: { id: globexAgent }, body: sepa({ iban: iban('DE', '370400440000000301') }), status: 404 },
            { label: 'an unknown beneficiary', params: { id: unknownId }, body: sepa({ iban: iban('DE', '370400440000000302') }), status: 404 },
          ],
        },
        'manager.agents.delete': {
          who: 'manager',
          valid: { params: { id: agentToDelete } },
          invalid: [
            { label: 'another company’s beneficiary', params: { id: globexAgent }, status: 404 },
            { label: 'an id that is not an id', params: { id: 'abc' }, status: 422, field: 'id' },
          ],
        },
        'manager.affiliates.sendFunds': {
          who: 'manager',
          valid: { body: { bank_account_id: acc.eur, to_account_id: acc.gEur, amount: '10.00' } },
          invalid: [
            { label: 'an account that is not the affiliate owner’s', body: { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '10.00' }, status: 422, field: 'to_account_id' },
            { label: 'more than the balance', body: { bank_account_id: acc.eur, to_account_id: acc.gEur, amount: '20000.00' }, status: 422, field: 'amount' },
          ],
        },
        'manager.crypto.withdraw': {
          who: 'manager',
          valid: { body: { bank_account_id: acc.btc, amount: '0.01', network: 'bitcoin', wallet_id: wallet } },
          invalid: [
            { label: 'another company’s wallet', body: { bank_account_id: acc.btc, amount: '0.01', network: 'bitcoin', wallet_id: globexWallet }, status: 422, field: 'wallet_id' },
            { label: 'more than the balance', body: { bank_account_id: acc.btc, amount: '50', network: 'bitcoin', wallet_id: wallet }, status: 422, field: 'amount' },
          ],
        },
        'manager.crypto.walletForDeposit': {
          who: 'manager',
          valid: { body: { amount: '0.01', to_account_id: acc.btc, network: 'bitcoin', is_crypto_auto_sell: false } },
          invalid: [{ label: 'another company’s account', body: { amount: '0.01', to_account_id: acc.gBtc, network: 'bitcoin', is_crypto_auto_sell: false }, status: 422, field: 'to_account_id' }],
        },
        'manager.crypto.fiatCrypto': {
          who: 'manager',
          valid: { body: { bank_account_id: acc.eur, to_account_id: acc.btc, amount: '10.00' } },
          invalid: [{ label: 'a fiat destination', body: { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '10.00' }, status: 422, field: 'to_account_id' }],
        },
        'manager.crypto.cryptoFiat': {
          who: 'manager',
          valid: { body: { bank_account_id: acc.btc, to_account_id: acc.eur, amount: '0.01' } },
          invalid: [{ label: 'a fiat source', body: { bank_account_id: acc.eur2, to_account_id: acc.eur, amount: '0.01' }, status: 422, field: 'bank_account_id' }],
        },
        'manager.crypto.deposit': {
          who: 'manager',
          valid: { body: { amount: '0.02', to_account_id: acc.btc, network: 'bitcoin', is_crypto_auto_sell: false } },
          invalid: [{ label: 'another company’s account', body: { amount: '0.02', to_account_id: acc.gBtc, network: 'bitcoin', is_crypto_auto_sell: false }, status: 422, field: 'to_account_id' }],
        },
        'manager.crypto.walletsCreate': {
          who: 'manager',
          valid: { body: { name: 'Hot wallet', currency: 'BTC', wallet: BTC_ADDRESS_2 } },
          invalid: [
            { label: 'an address already saved', body: { name: 'Again', currency: 'BTC', wallet: BTC_ADDRESS }, status: 422, field: 'wallet' },
            { label: 'an address of another network', body: { name: 'Bad', currency: 'BTC', wallet: '0x1111111111111111111111111111111111111111' }, status: 422, field: 'wallet' },
          ],
        },
        'manager.crypto.walletsDelete': {
          who: 'manager',
          valid: { params: { id: spareWallet } },
          invalid: [
            { label: 'another company’s wallet', params: { id: globexWallet }, status: 404 },
            { label: 'an unknown wallet', params: { id: unknownId }, status: 404 },
          ],
        },
        'admin.transactions.credit': {
          who: 'admin',
          valid: { body: { bank_account_id: acc.eur2, amount: '5.00' } },
          invalid: [
            { label: 'an unknown account', body: { bank_account_id: unknownId, amount: '5.00' }, status: 422, field: 'bank_account_id' },
            { label: 'a negative amount', body: { bank_account_id: acc.eur2, amount: '-5.00' }, status: 422, field: 'amount' },
          ],
        },
        // Issue 18: a browser waits to be signed in as the manager; approving it asks for the manager's code.
        'auth.deviceSignIn.approve': {
          who: 'manager',
          valid: { params: { code: deviceRequest } },
          invalid: [{ label: 'an unknown sign-in request', params: { code: 'x'.repeat(32) }, status: 404 }],
        },
        'admin.agents.blacklist': {
          who: 'admin',
          valid: { params: { id: globexAgent }, body: { blacklisted: true, reason: 'Reported by the receiving bank' } },
          invalid: [
            { label: 'an unknown agent', params: { id: unknownId }, body: { blacklisted: true }, status: 404 },
            { label: 'no blacklisted flag', params: { id: globexAgent }, body: { reason: 'Missing flag' }, status: 422, field: 'blacklisted' },
          ],
        },
        'manager.portals.autoTransfer': {
          who: 'manager',
          valid: { body: { bank_account_id: acc.eur, portal_service: 'free_market', portal_destination_account_id: remoteEur } },
          invalid: [
            { label: 'another company’s account', body: { bank_account_id: acc.gEur, portal_service: 'free_market', portal_destination_account_id: remoteEur }, status: 422, field: 'bank_account_id' },
            { label: 'an unknown remote account', body: { bank_account_id: acc.eur, portal_service: 'free_market', portal_destination_account_id: 'FM-EUR-99999999' }, status: 422, field: 'portal_destination_account_id' },
          ],
        },
        'profile.twoFactorRemove': {
          who: 'remover',
          valid: {},
          invalid: [],
          noInvalid: 'no input: for a user with two-factor on there is nothing to refuse before the code',
        },
      };
    });
    afterAll(async () => t.close());

    it('has a valid and an invalid request for every call of the contract that needs a one-time code', () => {
      expect(OTP_CALLS.length).toBeGreaterThan(10);
      for (const name of OTP_CALLS) expect(t.app.registeredCalls.has(name), name).toBe(true);
      // A new otp call fails here until it gets its cases below.
      expect(Object.keys(cases).sort()).toEqual(OTP_CALLS);
      for (const [name, c] of Object.entries(cases)) expect(c.invalid.length > 0 || Boolean(c.noInvalid), name).toBe(true);
    });

    it('says so in the API documentation of every such call', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/docs/v1/openapi.json' })).json<{ paths: Record<string, Record<string, { description: string; parameters?: { name: string; description: string }[] }>> }>();
      for (const name of OTP_CALLS) {
        const def = defs[name];
        const op = def ? doc.paths[`/${def.path}`]?.[def.method.toLowerCase()] : undefined;
        expect(op?.description, name).toMatch(/asked for only after every other check: an invalid request gets its 422 \(404, 409\) first/);
        expect(op?.parameters?.find((p) => p.name === 'one-time-code')?.description, name).toMatch(/The request is checked first/);
      }
    });

    for (const name of OTP_CALLS) {
      it(`${name}: an invalid request gets its error before the code and spends nothing; a valid one gets 403 otp-required, then succeeds with that code`, async () => {
        const c = cases[name];
        if (!c) throw new Error(`No cases for ${name}`);
        await sessions[c.who].token();
        await c.prepare?.();
        t.advance(30);
        const code = t.code();
        const before = await snapshot();
        const otpBefore = await otpState(c.who);

        for (const bad of c.invalid) {
          for (const given of [undefined, code]) {
            const label = `${bad.label}${given ? ' (with a code)' : ''}`;
            const res = await send(name, c.who, bad, given);
            expect(res.statusCode, `${label}: ${res.body}`).toBe(bad.status);
            expect(res.headers['otp-required'], label).toBeUndefined();
            if (bad.field) expect(Object.keys(res.json<{ errors?: Record<string, string[]> }>().errors ?? {}), label).toContain(bad.field);
            expect(changedTables(before, await snapshot()), label).toEqual([]);
            expect(await otpState(c.who), label).toEqual(otpBefore);
          }
        }

        const unconfirmed = await send(name, c.who, c.valid);
        expect(unconfirmed.statusCode, unconfirmed.body).toBe(403);
        expect(unconfirmed.headers['otp-required']).toBe('true');
        expect(changedTables(before, await snapshot())).toEqual([]);
        expect(await otpState(c.who)).toEqual(otpBefore);

        // The refused requests left the code unspent and unbound: the valid request is confirmed with it.
        const ok = await send(name, c.who, c.valid, code);
        expect(ok.statusCode, ok.body).toBeGreaterThanOrEqual(200);
        expect(ok.statusCode, ok.body).toBeLessThan(300);
        const after = await otpState(c.who);
        expect(after.uses.filter((u) => !otpBefore.uses.some((b) => b.step === u.step))).toEqual([expect.objectContaining({ completed: 1 })]);
        expect(after.user.otp_failures).toBe(0);
      });
    }

    it('a withdrawal with a wrong IBAN check digit is refused on customer_iban without asking for a code; the right IBAN is confirmed with one code', async () => {
      await sessions.manager.token();
      const count = async () => Number((await t.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const n = await count();
      const wrong = await send('manager.transactions.create', 'manager', { params: { kind: 'iban' }, body: withdrawal(acc.eur, WRONG_CHECK_DIGIT, '33.33') });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.headers['otp-required']).toBeUndefined();
      expect(wrong.json()).toEqual({ message: 'The IBAN is invalid: its check digits do not match.', errors: { customer_iban: ['The IBAN is invalid: its check digits do not match.'] } });
      const right = { params: { kind: 'iban' }, body: withdrawal(acc.eur, GOOD_IBAN, '33.33') };
      const ask = await send('manager.transactions.create', 'manager', right);
      expect(ask.statusCode).toBe(403);
      expect(ask.headers['otp-required']).toBe('true');
      t.advance(30);
      const ok = await send('manager.transactions.create', 'manager', right, t.code());
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data).toMatchObject({ type_id: 'withdrawal', amount: '33.33' });
      expect(await count()).toBe(n + 1);
    });

    it('a suspected duplicate is answered (409) before the code; confirming it then needs one code', async () => {
      await sessions.manager.token();
      const body = { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '7.77' };
      t.advance(30);
      const first = await send('manager.transactions.create', 'manager', { params: { kind: 'transfer' }, body }, t.code());
      expect(first.statusCode, first.body).toBe(201);
      t.advance(30);
      const code = t.code();
      const otpBefore = await otpState('manager');
      for (const given of [undefined, code]) {
        const dup = await send('manager.transactions.create', 'manager', { params: { kind: 'transfer' }, body }, given);
        expect(dup.statusCode).toBe(409);
        expect(dup.headers['otp-required']).toBeUndefined();
      }
      expect(await otpState('manager')).toEqual(otpBefore);
      const confirm = { params: { kind: 'transfer' }, body: { ...body, bypass_duplicate_check: true } };
      expect((await send('manager.transactions.create', 'manager', confirm)).headers['otp-required']).toBe('true');
      const ok = await send('manager.transactions.create', 'manager', confirm, code);
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('the calls that ask for their code themselves (sign-in, password change) also refuse a wrong password before the code', async () => {
      const email = 'otp-password@acme.test';
      await createUser(t, { email, role: 'manager', twoFactor: true });
      const token = await new Session(t, email, true).token();
      const before = await snapshot();
      const change = (current: string) => t.app.inject({ method: 'PUT', url: api('profile/password'), headers: { authorization: `Bearer ${token}` }, payload: { current_password: current, password: 'N3w-Passw0rd!!', password_confirmation: 'N3w-Passw0rd!!' } });
      const wrong = await change('Not-The-Passw0rd!');
      expect(wrong.statusCode, wrong.body).toBe(422);
      expect(wrong.headers['otp-required']).toBeUndefined();
      const right = await change(TEST_PASSWORD);
      expect(right.statusCode, right.body).toBe(403);
      expect(right.headers['otp-required']).toBe('true');
      expect(changedTables(before, await snapshot())).toEqual([]);
      const signIn = await t.app.inject({ method: 'POST', url: api('auth/login'), payload: { email, password: 'Not-The-Passw0rd!' } });
      expect(signIn.statusCode).toBe(422);
      expect(signIn.headers['otp-required']).toBeUndefined();
      await expect(login(t, email)).rejects.toThrow(/login .* failed: 403/);
    });
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type CallDef, fillPath } from '../../../src/contract/http';
import { nowIso } from '../../../src/server/db/values';
import { filesOf } from '../../../src/server/storage/fileStore';
import { forEachEngine, makeApp, type TestApp } from '../harness';
import { adminToken, fund, iban, insertAccount, insertAgent, insertWallet, makeCompany, type Session, setSetting } from '../ledgerFixtures';
import { sepaBeneficiary } from '../beneficiaryFixtures';
import { PNG_SIGNATURE, track } from '../complianceFixtures';
import { PDF, PNG, ticketForm } from '../ticketFixtures';
import { CALL_NAMES, defs, isErrorShape, numericParams, objectShape } from './contractShape';

/**
 * Issue 16, ASVS V8.2.2 (object-level access) and API1 (BOLA), generated from the contract: every
 * call a customer makes that takes an id, given the id of another company's record, answers 404 (or
 * 403) in the error shape, shows nothing of it and changes nothing. Each call is also made with the
 * customer's own record of the same kind, so a wrong fixture cannot make the test pass.
 *
 * Path ids: every `user`/`manager` call with a numeric path parameter must have a target in TARGETS
 * or the test fails. Ids in queries and bodies: every such field must be mapped to a kind of record
 * (ID_FIELDS) or listed in NOT_OWNED with the reason. The calls that need a one-time code are covered
 * the same way, with valid bodies, by otpAfterValidation.test.ts.
 */

/** A marker in the names of the other company's records: no answer to Acme may contain it. */
const MARK = 'GLOBEX-PRIVATE';

type Kind = 'account' | 'btc' | 'agent' | 'wallet' | 'transaction' | 'tracking' | 'report' | 'import' | 'ticket' | 'thread' | 'attachment' | 'notification' | 'product' | 'autoTransfer' | 'merchantPayment' | 'company' | 'user' | 'quote'
  | 'apiKey' | 'apiPayment' | 'webhook' | 'delivery' | 'approvalRule' | 'approval' | 'passkey' | 'standingOrder' | 'template' | 'statementSchedule' | 'scheduledStatement';
/** One company's records by kind: numeric ids, and the id of an exchange quote its manager was shown (a string, issue 38). */
type Records = Record<Exclude<Kind, 'quote'>, number> & { quote: string };

/** Per call with a numeric path parameter: its parameters, given one company's records. */
const TARGETS: Record<string, (r: Records) => Record<string, string | number>> = {
  'affiliateMerchantPayment.get': (r) => ({ id: r.merchantPayment }),
  'manager.affiliates.accounts': (r) => ({ id: r.company }),
  'manager.whiteLabeled.accounts': (r) => ({ id: r.company }),
  'manager.agents.get': (r) => ({ id: r.agent }),
  'manager.agents.update': (r) => ({ id: r.agent }),
  'manager.agents.delete': (r) => ({ id: r.agent }),
  'manager.bankAccounts.get': (r) => ({ id: r.account }),
  'manager.bankAccounts.select': (r) => ({ id: r.account }),
  'manager.bankAccounts.validateBalance': (r) => ({ id: r.account }),
  'manager.bankAccounts.referenceLetter': (r) => ({ id: r.account }),
  'manager.compliance.byEntity': (r) => ({ entity: 'company', entity_id: r.company }),
  'manager.compliance.counts': (r) => ({ entity: 'company', entity_id: r.company }),
  'manager.compliance.formUrl': (r) => ({ id: r.tracking }),
  'manager.compliance.videoUrl': (r) => ({ id: r.tracking }),
  'manager.compliance.signature': (r) => ({ id: r.tracking, file: 'signature' }),
  'manager.compliance.uploadDocument': (r) => ({ id: r.tracking, file: 'supporting_document' }),
  'manager.crypto.walletsDelete': (r) => ({ id: r.wallet }),
  'manager.imports.get': (r) => ({ id: r.import }),
  'manager.imports.originalFile': (r) => ({ id: r.import }),
  'manager.imports.errorsFile': (r) => ({ id: r.import }),
  'manager.notifications.delete': (r) => ({ id: r.notification }),
  'manager.portals.autoTransferDelete': (r) => ({ id: r.autoTransfer }),
  'manager.products.get': (r) => ({ id: r.product }),
  'manager.products.update': (r) => ({ id: r.product }),
  'manager.products.image': (r) => ({ id: r.product }),
  'manager.reports.download': (r) => ({ id: r.report }),
  'manager.tickets.get': (r) => ({ id: r.ticket }),
  'manager.tickets.update': (r) => ({ id: r.ticket }),
  'manager.tickets.threads': (r) => ({ id: r.ticket }),
  'manager.tickets.thread': (r) => ({ id: r.ticket, thread: r.thread }),
  'manager.tickets.reply': (r) => ({ id: r.ticket }),
  'manager.tickets.attachments': (r) => ({ id: r.ticket }),
  'manager.tickets.attachmentContent': (r) => ({ id: r.ticket, att: r.attachment }),
  'manager.transactions.get': (r) => ({ id: r.transaction }),
  'manager.transactions.sourceOfFunds': (r) => ({ id: r.transaction }),
  'manager.transactions.deny': (r) => ({ id: r.transaction }),
  'manager.transactions.wireConfirmation': (r) => ({ id: r.transaction }),
  // Issue 41: statements, API keys and their payment requests, webhooks.
  'manager.bankAccounts.statement': (r) => ({ id: r.account }),
  'manager.apiKeys.revoke': (r) => ({ id: r.apiKey }),
  'manager.apiPayments.confirm': (r) => ({ id: r.apiPayment }),
  'manager.apiPayments.reject': (r) => ({ id: r.apiPayment }),
  'manager.webhooks.get': (r) => ({ id: r.webhook }),
  'manager.webhooks.update': (r) => ({ id: r.webhook }),
  'manager.webhooks.delete': (r) => ({ id: r.webhook }),
  'manager.webhooks.deliveries': (r) => ({ id: r.webhook }),
  'manager.webhooks.redeliver': (r) => ({ id: r.webhook, delivery: r.delivery }),
  'manager.statementSchedules.delete': (r) => ({ id: r.statementSchedule }),
  'manager.scheduledStatements.download': (r) => ({ id: r.scheduledStatement }),
  // Issue 40: approval rules and held payments.
  'manager.approvalRules.get': (r) => ({ id: r.approvalRule }),
  'manager.approvalRules.update': (r) => ({ id: r.approvalRule }),
  'manager.approvalRules.delete': (r) => ({ id: r.approvalRule }),
  'manager.approvals.get': (r) => ({ id: r.approval }),
  // Issue 40: scheduled payments and standing orders.
  'manager.standingOrders.get': (r) => ({ id: r.standingOrder }),
  'manager.standingOrders.update': (r) => ({ id: r.standingOrder }),
  'manager.standingOrders.pause': (r) => ({ id: r.standingOrder }),
  'manager.standingOrders.resume': (r) => ({ id: r.standingOrder }),
  'manager.standingOrders.cancel': (r) => ({ id: r.standingOrder }),
  // Issue 40: payment templates, and a payment saved as one.
  'manager.paymentTemplates.get': (r) => ({ id: r.template }),
  'manager.paymentTemplates.update': (r) => ({ id: r.template }),
  'manager.paymentTemplates.delete': (r) => ({ id: r.template }),
  'manager.paymentTemplates.fromTransaction': (r) => ({ id: r.transaction }),
  // Issue 42: a passkey is the user's own; another company's user's passkey must look unknown.
  'profile.passkeyRename': (r) => ({ id: r.passkey }),
  'profile.passkeyRemove': (r) => ({ id: r.passkey }),
};

/**
 * Valid bodies of the writes with an id in their path, so a refusal is about the id, not the body
 * (multipart: the form's fields and its file field). A write whose body schema refuses `{}` and that
 * has no entry here fails the test.
 */
const BODIES: Record<string, { json?: (own: Records) => Record<string, unknown>; form?: { fields: Record<string, string>; file: string } }> = {
  'manager.agents.update': { json: () => sepaBeneficiary({ iban: iban('DE', '370400440000000999'), company_name: 'Renamed GmbH' }) },
  'manager.products.update': { json: (r) => ({ name: 'Widget', amount: '5.00', currency: 'EUR', to_account_id: r.account, crypto_currencies: ['BTC'] }) },
  'manager.tickets.update': { json: () => ({ status: 'closed' }) },
  'manager.transactions.sourceOfFunds': { json: () => ({ source_id: 1 }) },
  'manager.compliance.signature': { json: () => ({ signature: PNG_SIGNATURE }) },
  'manager.compliance.uploadDocument': { form: { fields: {}, file: 'document' } },
  'manager.tickets.reply': { form: { fields: { message: 'More detail' }, file: 'attachments[]' } },
  'manager.products.image': { form: { fields: {}, file: 'image' } },
  'manager.webhooks.update': { json: () => ({ url: 'https://93.184.215.14/hook', events: ['payment.created'] }) },
  'manager.approvalRules.update': { json: () => ({ currency: 'EUR', threshold: '1000', approvals_required: 1 }) },
  'manager.standingOrders.update': { json: (r) => ({ kind: 'transfer', payment: { bank_account_id: r.account, to_account_id: r.account, amount: '1.00' }, schedule: { rhythm: 'monthly', start_date: '2030-01-31' } }) },
  'manager.paymentTemplates.update': { json: () => ({ name: 'Renamed template' }) },
  'manager.paymentTemplates.fromTransaction': { json: () => ({ name: 'Saved from a payment' }) },
  'profile.passkeyRename': { json: () => ({ name: 'Renamed key' }) },
};

/** Queries the calls with an id in their path need (built from the same company's records). */
const QUERIES: Record<string, (r: Records) => string> = {
  'manager.bankAccounts.validateBalance': (r) => `amount=1.00&bank_account_id=${r.account}`,
  'manager.bankAccounts.statement': () => 'format=pdf&date_from=2026-01-01&date_to=2026-01-31',
};

/** GET calls whose own-record control is not a 2xx in this fixture, and why (the other company's id must still be refused). */
const OWN_NOT_2XX: Record<string, string> = {
  'manager.affiliates.accounts': 'Acme has no affiliates: its own id is not an affiliate (the control is a 4xx too)',
  'manager.whiteLabeled.accounts': 'Acme white-labels nobody: its own id is not a white-labeled company',
  'manager.imports.originalFile': 'the fixture import has no stored file',
  'manager.imports.errorsFile': 'the fixture import has no errors file',
  'manager.reports.download': 'the fixture report has no file yet',
  'manager.compliance.videoUrl': 'the tracking of the fixture has no video step (UNCATEGORIZED)',
  'manager.compliance.formUrl': 'the tracking of the fixture has no form step (UNCATEGORIZED)',
  'manager.transactions.wireConfirmation': 'a wire confirmation exists only for a withdrawal; the fixture is a top-up',
};

/** Query and body id fields and the kind of record they name. */
const ID_FIELDS: Record<string, Kind | Kind[]> = {
  bank_account_id: 'account', to_account_id: 'account', wallet_id: 'wallet', company_id: 'company', report_id: 'report', id: 'transaction',
  transaction_ids: 'transaction', ids: ['notification', 'approval'], merchant_payment_id: 'merchantPayment',
  // The rate a company's manager was shown (issue 38): a payment is executed only at its own company's quote
  // (exchange/quotes.ts quoteForPayment); the calls that take it need a code and are tested with another
  // company's quote in exchangeQuotes.test.ts; the grand total takes the exchange body but uses no rate.
  quote_id: 'quote',
  // Issue 41: the statement schedule whose produced statements are listed.
  schedule_id: 'statementSchedule',
};
/** Id fields that do not name a company's record, and why. */
const NOT_OWNED: Record<string, string> = {
  user_id: 'auth.flexpsp / auth.loginIframe: the id of a remote service’s user, checked with its signed token',
  organization_id: 'auth.loginIframe: the remote organisation, checked with its signed token',
  transmission_protocol_id: 'a dictionary entry shared by every company',
  free_market_sector_id: 'a dictionary entry of the free_market service', free_market_industry_id: 'a dictionary entry of the free_market service',
  free_market_payment_purpose_id: 'a dictionary entry of the free_market service', industry_id: 'a dictionary entry of a portal service',
  employee_business_role_id: 'a dictionary entry of a portal service',
  portal_destination_account_id: 'an account at a remote portal service, checked against the company’s remote accounts there',
  source_id: 'not a record: 1 Business, 2 Customer (the source of funds)',
  psp_payment_id: 'otp call, covered by otpAfterValidation', original_transaction_id: 'otp call, covered by otpAfterValidation',
  focused_agent_id: 'otp call, covered by otpAfterValidation', selected_agent_id: 'otp call, covered by otpAfterValidation',
};

/** Ids no record has. */
const NOBODY = new Proxy({} as Records, { get: () => 987_654 });

const idFieldsOf = (def: CallDef, part: 'query' | 'body') => Object.keys(objectShape(def[part]) ?? {}).filter((k) => /(^|_)ids?$/.test(k));

await forEachEngine((engine) => {
  describe(`security: another company's ids (${engine})`, () => {
    let t: TestApp;
    let manager: Session;
    const own = {} as Records;
    const other = {} as Records;
    let tables: string[] = [];
    let ownSecond = 0;
    /** An API key of Acme's that may ask for payments (issue 41: only keys make payment requests). */
    let ownKey = '';

    const snapshot = async (): Promise<string> => {
      const out: string[] = [];
      for (const table of tables) {
        const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db.db);
        out.push(table, ...rows.rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).sort());
      }
      return out.join('\n');
    };

    const send = async (def: CallDef, params: Record<string, string | number>, query = '', body?: unknown, name = ''): Promise<LightMyRequestResponse> => {
      const url = `${API_BASE}/${fillPath(def.path, params)}${query ? `?${query}` : ''}`;
      const headers = { authorization: `Bearer ${await manager.token()}` };
      const spec = BODIES[name]?.form;
      if (def.multipart && spec) {
        const image = spec.file === 'image';
        const form = ticketForm(spec.fields, [{ name: image ? 'image.png' : 'letter.pdf', content: image ? PNG : PDF, type: image ? 'image/png' : 'application/pdf', field: spec.file }]);
        return t.app.inject({ method: def.method, url, headers: { ...headers, ...form.headers }, payload: form.body });
      }
      return t.app.inject({ method: def.method, url, headers, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) });
    };

    /** One company's records of every kind; names carry `mark`. */
    const records = async (companyId: number, managerEmail: string, session: Session, mark: string, into: Records, admin: string) => {
      const now = nowIso(t.clock.now);
      const userId = (await t.db.db.selectFrom('users').select('id').where('email', '=', managerEmail).executeTakeFirstOrThrow()).id;
      into.company = companyId;
      into.user = userId;
      into.account = await insertAccount(t, companyId, 'EUR', { name: `${mark} account`, iban: iban('DE', `3704004400${String(companyId).padStart(8, '0')}`) });
      into.agent = await insertAgent(t, companyId, iban('DE', `3704004401${String(companyId).padStart(8, '0')}`));
      await t.db.db.updateTable('transaction_agents').set({ company_name: `${mark} payee` }).where('id', '=', into.agent).execute();
      into.wallet = await insertWallet(t, companyId, 'BTC', 'bitcoin', companyId % 2 ? 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' : 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', `${mark} wallet`);
      await fund(t, admin, into.account, '100.00');
      into.transaction = (await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', companyId).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
      into.tracking = await track(t, companyId, 'company', companyId, 'UNCATEGORIZED');
      into.report = (await t.db.db.insertInto('reports').values({ company_id: companyId, user_id: userId, bank_account_id: into.account, name: `${mark} report`, report_period: null, date_from: '2026-01-01', date_to: '2026-01-31', format: 'csv', status: 'processing', file_path: null, error: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      into.import = (await t.db.db.insertInto('imports').values({ company_id: companyId, user_id: userId, bank_account_id: into.account, status: 'DONE', file_name: `${mark}.xlsx`, file_path: null, errors_file_path: null, progress: 100, bypass_duplicate_check: 0, success_transactions_count: 0, success_transactions_amount: '0', success_transactions_amount_with_fee: '0', failed_transactions_count: 0, failed_transactions_amount: '0', errors: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      into.notification = (await t.db.db.insertInto('notifications').values({ user_id: userId, company_id: companyId, type: 'info', title: `${mark} notice`, message: `${mark} notice`, data: null, read_at: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      into.autoTransfer = (await t.db.db.insertInto('portal_auto_transfers').values({ company_id: companyId, bank_account_id: into.account, service: 'free_market', remote_account_id: `${mark}-remote`, created_by: userId, deleted_at: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      const form = ticketForm({ subject: `${mark} ticket`, message: `${mark} message` }, [{ name: 'letter.pdf', content: PDF, type: 'application/pdf' }]);
      const ticket = await session.call({ method: 'POST', url: `${API_BASE}/manager/tickets`, body: form.body, headers: form.headers });
      if (ticket.statusCode !== 201) throw new Error(`ticket: ${ticket.body}`);
      into.ticket = ticket.json<{ data: { id: number } }>().data.id;
      into.thread = (await t.db.db.selectFrom('ticket_threads').select('id').where('ticket_id', '=', into.ticket).executeTakeFirstOrThrow()).id;
      into.attachment = (await t.db.db.selectFrom('ticket_attachments').select('id').where('ticket_id', '=', into.ticket).executeTakeFirstOrThrow()).id;
      const product = await session.call({ method: 'POST', url: `${API_BASE}/manager/products`, body: { name: `${mark} product`, amount: '5.00', currency: 'EUR', to_account_id: into.account, crypto_currencies: ['BTC'] } });
      if (product.statusCode !== 201) throw new Error(`product: ${product.body}`);
      into.product = product.json<{ data: { id: number } }>().data.id;
      const btc = await insertAccount(t, companyId, 'BTC', { name: `${mark} btc` });
      into.btc = btc;
      const quote = await session.call({ method: 'GET', url: `${API_BASE}/manager/exchange/rates?bank_account_id=${into.account}&to_account_id=${btc}` });
      into.quote = quote.json<{ data: { quote_id?: string } }>().data.quote_id ?? '';
      if (!into.quote) throw new Error(`quote: ${quote.body}`);
      into.merchantPayment = (await t.db.db.insertInto('product_payments').values({
        product_id: into.product, company_id: companyId, to_account_id: btc, address: `${mark}-address`, network: 'bitcoin', crypto_currency: 'BTC', crypto_amount: '10000', fiat_currency: 'EUR', fiat_amount: '500', rate: '50000',
        status: 'awaiting', payer_name: null, payer_email: null, idempotency_key: null, request_hash: `${mark}-hash`, received_amount: '0', txid: null, transaction_id: null, forwarded_transaction_id: null,
        expires_at: nowIso(new Date(t.clock.now.getTime() + 3_600_000)), paid_at: null, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()).id;
      // Issue 41: an API key, a payment it asked for, a webhook endpoint with one delivery.
      into.apiKey = (await t.db.db.insertInto('api_keys').values({ company_id: companyId, created_by: userId, name: `${mark} key`, prefix: `kt_${companyId}`, key_hash: `${mark}-key-hash`, scopes: '["accounts:read"]', last_used_at: null, revoked_at: null, revoked_by: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      into.apiPayment = (await t.db.db.insertInto('api_payment_requests').values({
        company_id: companyId, api_key_id: into.apiKey, kind: 'transfer', body: JSON.stringify({ bank_account_id: into.account, to_account_id: into.account, amount: '1.00' }), bank_account_id: into.account, amount: '100', fee: '0', currency: 'EUR',
        beneficiary: `${mark} beneficiary`, status: 'awaiting_confirmation', transaction_id: null, decided_by: null, decided_at: null, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()).id;
      into.webhook = (await t.db.db.insertInto('webhook_endpoints').values({ company_id: companyId, created_by: userId, url: 'https://93.184.215.14/hook', description: `${mark} hook`, events: '["payment.created"]', secret: 'v1:x:y:z', enabled: 1, deleted_at: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      const event = (await t.db.db.insertInto('webhook_events').values({ company_id: companyId, type: 'payment.created', payload: JSON.stringify({ note: `${mark} event` }), created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      into.delivery = (await t.db.db.insertInto('webhook_deliveries').values({ company_id: companyId, endpoint_id: into.webhook, event_id: event, status: 'failed', attempts: 1, last_status_code: 500, last_error: `${mark} error`, last_attempt_at: now, next_attempt_at: null, delivered_at: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      // Issue 40: an approval rule and a payment held under it.
      const rule = { currency: 'EUR', threshold: '1000.00', approvals_required: 1, import_basis: 'total' };
      into.approvalRule = (await t.db.db.insertInto('approval_rules').values({ company_id: companyId, ...rule, created_by: userId, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      into.approval = (await t.db.db.insertInto('payment_approvals').values({
        company_id: companyId, transaction_id: into.transaction, import_id: null, rule_id: into.approvalRule, rule: JSON.stringify(rule), required: 1, status: 'awaiting', requested_by: userId, then_status: 'approved', then_comment: `${mark} comment`,
        total: '100', currency: 'EUR', expires_at: nowIso(new Date(t.clock.now.getTime() + 86_400_000)), decided_by: null, decided_at: null, reason: null, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()).id;
      // Issue 40: a standing order of the company.
      into.standingOrder = (await t.db.db.insertInto('standing_orders').values({
        company_id: companyId, created_by: userId, kind: 'transfer', payment: JSON.stringify({ bank_account_id: into.account, to_account_id: into.account, amount: '1.00' }), rhythm: 'monthly', start_date: '2030-01-31',
        day_of_month: 31, end_date: null, max_runs: null, sepa: 0, bank_account_id: into.account, amount: '1.00', currency: 'EUR', beneficiary: `${mark} beneficiary`, status: 'paused', revision: 1,
        next_due_date: '2030-01-31', runs_made: 0, failures: 0, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()).id;
      // Issue 40: a payment template between the company's accounts.
      into.template = (await t.db.db.insertInto('payment_templates').values({
        company_id: companyId, name: `${mark} template`, kind: 'transfer', bank_account_id: into.account, to_account_id: into.account, currency: 'EUR', amount: '100', reference: `${mark} reference`, payee: null, created_by: userId, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()).id;
      // Issue 41: a statement schedule and a statement it produced (its file in the storage).
      into.statementSchedule = (await t.db.db.insertInto('statement_schedules').values({
        company_id: companyId, bank_account_id: into.account, created_by: userId, frequency: 'daily', format: 'mt940', language: 'en', time_zone: 'UTC', next_period_start: '2030-01-01', deleted_at: null, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()).id;
      await filesOf(t.app.kontor).put(`statements/${companyId}/fixture.sta`, Buffer.from(`${mark} statement`));
      into.scheduledStatement = (await t.db.db.insertInto('scheduled_statements').values({
        schedule_id: into.statementSchedule, company_id: companyId, bank_account_id: into.account, date_from: '2026-01-01', date_to: '2026-01-01', format: 'mt940', file_key: `statements/${companyId}/fixture.sta`,
        file_name: 'statement.sta', size: Buffer.byteLength(`${mark} statement`), opening: '0', closing: '0', created_at: now,
      }).returning('id').executeTakeFirstOrThrow()).id;
      // Issue 42: a passkey of the company's manager.
      into.passkey = (await t.db.db.insertInto('passkeys').values({ user_id: userId, credential_id: `${mark}-credential`, public_key: 'pQECAyYgASFYIA', counter: 0, transports: null, name: `${mark} passkey`, device_type: 'singleDevice', backed_up: 0, last_used_at: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    };

    beforeAll(async () => {
      t = await makeApp(engine);
      const admin = await adminToken(t);
      const acme = await makeCompany(t, 'Acme');
      const globex = await makeCompany(t, 'Globex');
      manager = acme.manager;
      await records(acme.companyId, acme.managerEmail, acme.manager, 'ACME-OWN', own, admin);
      await records(globex.companyId, globex.managerEmail, globex.manager, MARK, other, admin);
      ownSecond = await insertAccount(t, acme.companyId, 'EUR', { name: 'Second' });
      await setSetting(t, 'crypto_exchange_fiat_crypto_enabled', true);
      await manager.token();
      const key = await manager.confirmed({ method: 'POST', url: `${API_BASE}/manager/api-keys`, body: { name: 'ERP', scopes: ['payments:create'] } });
      if (key.statusCode !== 201) throw new Error(`api key: ${key.body}`);
      ownKey = key.json<{ data: { key: string } }>().data.key;
      tables = (await t.db.db.introspection.getTables()).map((x) => x.name).filter((n) => !n.startsWith('kysely_') && !['auth_tokens', 'auth_checkpoints', 'rate_limits', 'login_throttles'].includes(n)).sort();
    });
    afterAll(async () => t.close());

    const pathCalls = CALL_NAMES.filter((n) => ['user', 'manager'].includes(defs[n]?.access ?? '') && numericParams(defs[n] as CallDef).length > 0);

    it('has a target for every customer call with an id in its path, and for nothing else', () => {
      expect(pathCalls.length).toBeGreaterThan(30);
      expect(pathCalls).toEqual(Object.keys(TARGETS).sort());
    });

    it('V8.2.2 / API1: every customer call with another company’s id in its path answers 404 or 403, shows nothing of it and changes nothing', async () => {
      const before = await snapshot();
      for (const name of pathCalls) {
        const def = defs[name] as CallDef;
        const target = TARGETS[name];
        if (!target) throw new Error(`no target for ${name}`);
        const body = def.method === 'GET' || def.method === 'DELETE' || def.multipart ? undefined : (BODIES[name]?.json?.(own) ?? {});
        if (def.multipart) expect(BODIES[name]?.form, `${name}: give its form in BODIES`).toBeDefined();
        else if (def.body) expect(def.body.safeParse(body).success, `${name}: give a valid body in BODIES`).toBe(true);
        if (def.query) expect(def.query.safeParse({}).success || name in QUERIES, `${name}: give its query in QUERIES`).toBe(true);
        const res = await send(def, target(other), QUERIES[name]?.(other) ?? '', body, name);
        if (res.statusCode === 422) {
          // A field error on the id is allowed only when it is word for word the answer to an id that does not exist.
          const unknown = await send(def, target(NOBODY), QUERIES[name]?.(NOBODY) ?? '', body, name);
          expect({ status: res.statusCode, body: res.body }, `${name}: another company's id must look unknown`).toEqual({ status: unknown.statusCode, body: unknown.body });
        } else {
          expect([403, 404], `${name}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
        }
        expect(isErrorShape(res.body), name).toBe(true);
        expect(res.body, name).not.toContain(MARK);
      }
      expect(await snapshot()).toBe(before);
    });

    it('the control: the same GET calls with Acme’s own records are not refused', async () => {
      for (const name of pathCalls.filter((n) => defs[n]?.method === 'GET' && !(n in OWN_NOT_2XX))) {
        const res = await send(defs[name] as CallDef, (TARGETS[name] as (r: Records) => Record<string, string | number>)(own), QUERIES[name]?.(own) ?? '');
        expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(200);
      }
    });

    it('every id field of a customer call’s query or body names a kind of record or is listed as not a company’s', () => {
      const unknown: string[] = [];
      for (const name of CALL_NAMES.filter((n) => ['user', 'manager', 'public'].includes(defs[n]?.access ?? ''))) {
        for (const part of ['query', 'body'] as const) for (const f of idFieldsOf(defs[name] as CallDef, part)) if (!(f in ID_FIELDS) && !(f in NOT_OWNED)) unknown.push(`${name} ${part}.${f}`);
      }
      expect(unknown).toEqual([]);
    });

    it('V8.2.2 / API1: every customer list or read filtered by another company’s id in its query shows nothing of it and changes nothing', async () => {
      const before = await snapshot();
      let checked = 0;
      for (const name of CALL_NAMES.filter((n) => ['user', 'manager'].includes(defs[n]?.access ?? '') && defs[n]?.method === 'GET')) {
        const def = defs[name] as CallDef;
        const params = TARGETS[name]?.(own) ?? Object.fromEntries([...def.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] ?? '', 'bank']));
        for (const f of idFieldsOf(def, 'query')) {
          const kind = ID_FIELDS[f];
          if (!kind || Array.isArray(kind)) continue;
          const res = await send(def, params, `${f}=${other[kind]}&amount=1.00`);
          checked += 1;
          expect(res.statusCode, `${name} ${f}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expect(res.body, `${name} ${f}`).not.toContain(MARK);
          if (res.statusCode >= 400) expect(isErrorShape(res.body), name).toBe(true);
        }
      }
      expect(checked).toBeGreaterThan(15);
      expect(await snapshot()).toBe(before);
    });

    type BodyCase = { name: string; body: (r: Records) => Record<string, unknown>; params?: (r: Records) => Record<string, string | number>; form?: (r: Records) => { fields: Record<string, string | string[]> }; byKey?: true };
    const bodyCases = (): BodyCase[] => [
      { name: 'manager.products.create', body: (r) => ({ name: 'Widget', amount: '5.00', currency: 'EUR', to_account_id: r.account, crypto_currencies: ['BTC'] }) },
      { name: 'manager.products.update', params: () => ({ id: own.product }), body: (r) => ({ name: 'Widget 2', amount: '6.00', currency: 'EUR', to_account_id: r.account, crypto_currencies: ['BTC'] }) },
      { name: 'manager.reports.approvedTransactions', body: (r) => ({ bank_account_id: r.account, date_from: '2026-06-01', date_to: '2026-06-14', format: 'csv' }) },
      { name: 'manager.grandTotal.calculate', params: () => ({ kind: 'transfer' }), body: (r) => ({ bank_account_id: r.account, to_account_id: ownSecond, amount: '1.00' }) },
      { name: 'manager.grandTotal.withdrawCrypto', body: (r) => ({ bank_account_id: own.btc, amount: '0.001', network: 'bitcoin', wallet_id: r.wallet }) },
      { name: 'manager.grandTotal.fiatCrypto', body: (r) => ({ bank_account_id: r.account, to_account_id: own.btc, amount: '10.00' }) },
      { name: 'manager.apiPayments.create', byKey: true, params: () => ({ kind: 'transfer' }), body: (r) => ({ bank_account_id: r.account, to_account_id: ownSecond, amount: '1.00' }) },
      { name: 'manager.statementSchedules.create', body: (r) => ({ bank_account_id: r.account, frequency: 'monthly', format: 'camt053' }) },
      { name: 'manager.paymentTemplates.create', body: (r) => ({ name: `Template to ${r.account}`, kind: 'transfer', bank_account_id: r.account, to_account_id: ownSecond }) },
      { name: 'manager.tickets.create', body: () => ({}), form: (r) => ({ fields: { subject: 'About a payment', message: 'This one', 'transaction_ids[]': [String(r.transaction)] } }) },
    ];
    /** Customer calls without a one-time code whose body names a company's record, not tested above, and why. */
    const BODY_EXEMPT: Record<string, string> = {
      'manager.notifications.read': 'tested on its own below (another company’s ids are ignored, not refused)',
      'manager.psp.accountsCreate': 'needs a PSP merchant link; the account is looked up with the company (ownAccount) before the PSP is called: psp.test.ts',
    };

    it('has a body case for every customer write without a code whose body names a company’s record', () => {
      const named = CALL_NAMES.filter((n) => {
        const d = defs[n] as CallDef;
        return ['user', 'manager'].includes(d.access) && d.method !== 'GET' && !d.otp && idFieldsOf(d, 'body').some((f) => f in ID_FIELDS);
      });
      expect(named).toEqual([...bodyCases().map((c) => c.name), ...Object.keys(BODY_EXEMPT)].sort());
    });

    it('V8.2.2 / API1: writes that name another company’s account, wallet, transactions or notifications in their body are refused (4xx) and change nothing; with Acme’s own they succeed', async () => {
      for (const c of bodyCases()) {
        const def = defs[c.name] as CallDef;
        // A key's use is stamped at most once a minute (as a session's): stamped now, the snapshot sees only the write.
        if (c.byKey) await t.db.db.updateTable('api_keys').set({ last_used_at: nowIso(t.clock.now) }).execute();
        const before = await snapshot();
        const sendCase = async (r: Records) => {
          if (c.byKey) return t.app.inject({ method: def.method, url: `${API_BASE}/${fillPath(def.path, c.params?.(own) ?? {})}`, headers: { authorization: `Bearer ${ownKey}` }, payload: c.body(r) });
          if (!c.form) return send(def, c.params?.(own) ?? {}, '', c.body(r));
          const f = ticketForm(c.form(r).fields);
          return t.app.inject({ method: def.method, url: `${API_BASE}/${fillPath(def.path, c.params?.(own) ?? {})}`, headers: { ...f.headers, authorization: `Bearer ${await manager.token()}` }, payload: f.body });
        };
        const refused = await sendCase(other);
        expect(refused.statusCode >= 400 && refused.statusCode < 500, `${c.name}: ${refused.statusCode} ${refused.body}`).toBe(true);
        expect(isErrorShape(refused.body), c.name).toBe(true);
        expect(refused.body, c.name).not.toContain(MARK);
        expect(await snapshot(), c.name).toBe(before);
        const ok = await sendCase(own);
        expect(ok.statusCode, `${c.name} with Acme's own: ${ok.body}`).toBeLessThan(300);
      }
      // Marking notifications read: another company's ids are ignored (Globex's stays unread), Acme's own is marked.
      const read = await send(defs['manager.notifications.read'] as CallDef, {}, '', { ids: [other.notification, own.notification] });
      expect(read.statusCode, read.body).toBeLessThan(300);
      const readAt = async (id: number) => (await t.db.db.selectFrom('notifications').select('read_at').where('id', '=', id).executeTakeFirstOrThrow()).read_at;
      expect(await readAt(other.notification)).toBeNull();
      expect(await readAt(own.notification)).not.toBeNull();
    });
  });
});

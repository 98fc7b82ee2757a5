import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { TRANSACTION_BODIES } from '../../../contract/calls/forms';
import { CRYPTO_CURRENCY_NETWORKS, type CryptoCurrency, type PortalServiceProvider, type TransactionCreateKind, TRANSFER_SERVICE_PROTOCOLS, type TransmissionProtocol } from '../../../contract/enums';
import { hmac } from '../../auth/secrets';
import type { AppContext, CompanyRow, UserRow } from '../../context';
import type { Database } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { nowIso, parseJson } from '../../db/values';
import { fieldError, invalid } from '../../domain/errors';
import { invalidInput } from '../../domain/invalidInput';
import { describePlan, type FeePlanDef, type FeeType, parsePlanRow, quoteFee } from '../../ledger/fees';
import type { AccountRow } from '../../ledger/locks';
import { formatMinor } from '../../ledger/money';
import { convertAtRate, type Quote, ratesProvider, valueInEur } from '../../ledger/rates';
import { decimalToMinor, readSettings } from '../../ledger/settings';
import { disabledProtocols, exchangeRefusal, transferRefusal } from '../../ledger/transferMap';
import { isSepaCountry, isValidBic, isValidIban, isValidUkAccountNumber, luhnValid } from '../../ledger/validation';
import { companyFeature, ownAccount, ownAccounts } from '../bankAccounts/queries';
import { liveAgentId } from '../beneficiaries/queries';
import { ownWallet } from '../crypto/queries';
import { quoteForPayment } from '../exchange/quotes';
import { portalDestinationErrors } from '../portals/destination';
import { checkLimits, parseAmount } from './amounts';
import { pspDepositDraft } from '../psp/deposit';
import type { DraftEnv, IbanFields, PaymentDraft } from './types';

/** External payments valued at or above this (EUR minor units: 10 000.00) wait for an administrator. */
export const ADMIN_APPROVAL_THRESHOLD_EUR = 1_000_000n;

/**
 * The company's fee plans and the platform's (ledger/fees.ts loadFeePlans), the first row also telling whether
 * the company has any approval rule and any live webhook endpoint: two indexed EXISTS in the statement
 * every payment already sends, so that a company without rules or endpoints (most of them) is not asked
 * for them again on its payment path (docs/performance.md, issue 39). Read from the database on every
 * request, never cached: a rule or an endpoint made through another instance counts at once.
 */
const plansAndPresence = prepared(['companyId'], (db, p: { companyId: number }) =>
  // From a one-row probe, so that the flags come back even for a company with no plan at all.
  db
    .selectFrom(db.selectNoFrom(sql<number>`1`.as('one')).as('probe'))
    .leftJoin('fee_plans', (join) => join.on((eb) => eb.or([eb('fee_plans.company_id', '=', p.companyId), eb('fee_plans.company_id', 'is', null)])))
    .select(['fee_plans.id', 'fee_plans.company_id', 'fee_plans.fee_type', 'fee_plans.mode', 'fee_plans.currency', 'fee_plans.rules'])
    .select((eb) => [
      eb.exists(eb.selectFrom('approval_rules').select('approval_rules.id').where('approval_rules.company_id', '=', p.companyId)).as('has_rules'),
      eb.exists(
        eb.selectFrom('webhook_endpoints').select('webhook_endpoints.id').where('webhook_endpoints.company_id', '=', p.companyId)
          .where('webhook_endpoints.enabled', '=', 1).where('webhook_endpoints.deleted_at', 'is', null),
      ).as('has_webhooks'),
    ])
    .orderBy('fee_plans.id'),
);

export const draftEnv = async (ctx: AppContext, user: UserRow, company: CompanyRow): Promise<DraftEnv> => {
  const settings = await readSettings(ctx.db);
  const rows = await plansAndPresence(ctx.db, { companyId: company.id });
  const first = rows[0];
  const presence = first ? { approvalRules: Boolean(first.has_rules), webhooks: Boolean(first.has_webhooks) } : undefined;
  const plans: FeePlanDef[] = [];
  for (const r of rows) {
    // The probe's row alone (no plan) has every plan column null.
    if (r.id !== null && r.fee_type !== null && r.mode !== null && r.rules !== null) plans.push(parsePlanRow({ company_id: r.company_id, fee_type: r.fee_type, mode: r.mode, currency: r.currency, rules: r.rules }));
  }
  return { ctx, user, company, settings, plans, rates: ratesProvider(ctx), now: ctx.now(), presence };
};

export const INVALID_ACCOUNT = 'The selected bank account id is invalid.';
export const INVALID_TO_ACCOUNT = 'The selected to account id is invalid.';

export const sourceAccount = async (env: DraftEnv, id: number, field = 'bank_account_id'): Promise<AccountRow> => {
  const a = env.accounts?.get(id) ?? (await ownAccount(env.ctx.db, env.company.id, id));
  if (!a) throw fieldError(field, INVALID_ACCOUNT);
  return a;
};

export const destinationAccount = async (env: DraftEnv, id: number): Promise<AccountRow> => {
  const a = await ownAccount(env.ctx.db, env.company.id, id);
  if (!a) throw fieldError('to_account_id', INVALID_TO_ACCOUNT);
  return a;
};

const mapOptions = (env: DraftEnv) => ({ settings: env.settings, crypto: companyFeature(env.company, 'crypto') });

/** Refuses a conversion pair the transfer map does not list. */
export const checkExchangePair = (env: DraftEnv, from: AccountRow, to: AccountRow): void => {
  const why = exchangeRefusal(from, to, mapOptions(env));
  if (why) throw fieldError('to_account_id', why);
};
export const checkTransferPair = (from: AccountRow, to: AccountRow): void => {
  const why = transferRefusal(from, to);
  if (why) throw fieldError('to_account_id', why);
};

/**
 * The rate an exchange uses (issue 38: a quote is an object): exactly the quote the payment names, while
 * it is valid (quoteForPayment refuses it otherwise); without one, the current rate. A `crypto_amount` the
 * client computed must be exactly what that rate gives, or the customer is asked again: the server never
 * looks for another rate that would fit.
 */
export const chooseQuote = async (env: DraftEnv, from: AccountRow, to: AccountRow, amount: bigint, expected: bigint | null, quoteId: string | undefined): Promise<{ quote: Quote; toAmount: bigint }> => {
  const quote = await quoteOf(env, from, to, quoteId);
  const toAmount = convertAtRate(amount, quote.scaled, from.sub_unit, to.sub_unit);
  if (expected !== null && expected !== toAmount) throw fieldError('crypto_amount', `The exchange rate has changed. The amount you receive is now ${formatMinor(toAmount, to.sub_unit)} ${to.currency}. Please check the new amount.`);
  if (toAmount <= 0n) throw fieldError('amount', `The amount is too small to exchange into ${to.currency}.`);
  return { quote, toAmount };
};

/** The named quote (the company's, of this pair, still valid), or the current rate. */
export const quoteOf = (env: DraftEnv, from: AccountRow, to: AccountRow, quoteId: string | undefined): Promise<Quote> =>
  quoteId ? quoteForPayment(env.ctx, env.company.id, quoteId, from.currency, to.currency, env.now) : env.rates.quote(from.currency, to.currency, env.now);

/** Latest verified compliance of the company (for the auto-approve age rule). */
const lastVerifiedCompliance = async (db: Kysely<Database>, companyId: number): Promise<string | null> => {
  const row = await db.selectFrom('compliance_trackings').select('updated_at').where('company_id', '=', companyId).where('status', '=', 'verified').orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
  return row?.updated_at ?? null;
};

/**
 * Status of a new manager payment:
 * - external payments (iban, card, crypto) worth ADMIN_APPROVAL_THRESHOLD_EUR or more: admin_action_require;
 * - compliance auto-approve on, value ≤ its max_amount (EUR) and the company's last verified compliance no
 *   older than max_age_days (0 = no age rule): approved at once;
 * - otherwise pending (held until an administrator approves it or the manager denies it).
 */
export const decideStatus = async (env: DraftEnv, source: AccountRow, amount: bigint, external: boolean): Promise<Pick<PaymentDraft, 'status' | 'statusComment'>> => {
  const eur = await valueInEur(env.rates, amount, source.currency, source.sub_unit, env.now);
  if (external && eur >= ADMIN_APPROVAL_THRESHOLD_EUR) {
    return { status: 'admin_action_require', statusComment: `Awaiting administrator approval (payments of ${formatMinor(ADMIN_APPROVAL_THRESHOLD_EUR, 2)} EUR and more)` };
  }
  const auto = env.settings.compliance_auto_approve;
  const max = auto.max_amount ? decimalToMinor(auto.max_amount, 2, 'floor') : null;
  if (auto.enabled && max !== null && eur <= max) {
    let fresh = auto.max_age_days === 0;
    if (!fresh) {
      const verified = await lastVerifiedCompliance(env.ctx.db, env.company.id);
      fresh = verified !== null && verified >= nowIso(new Date(env.now.getTime() - auto.max_age_days * 86_400_000));
    }
    if (fresh) return { status: 'approved', statusComment: 'Approved automatically (compliance auto-approve)' };
  }
  return { status: 'pending', statusComment: 'Created, awaiting approval' };
};

export const protocolDisabled = (a: AccountRow, p: string) => (disabledProtocols(a) as string[]).includes(p);

const ownAgent = async (env: DraftEnv, id: number | undefined, field: string): Promise<number | null> => {
  if (id === undefined) return null;
  const agentId = await liveAgentId(env.ctx.db, env.company.id, id);
  if (agentId === undefined) throw fieldError(field, 'The selected beneficiary is invalid.');
  return agentId;
};

const ownOriginal = async (env: DraftEnv, id: number | undefined): Promise<number | null> => {
  if (id === undefined) return null;
  const t = await env.ctx.db.selectFrom('transactions').select('id').where('id', '=', id).where('company_id', '=', env.company.id).executeTakeFirst();
  if (!t) throw fieldError('original_transaction_id', 'The selected original transaction id is invalid.');
  return t.id;
};

const parse = <K extends TransactionCreateKind>(kind: K, raw: unknown): z.output<(typeof TRANSACTION_BODIES)[K]> => parseBody(TRANSACTION_BODIES[kind], raw) as z.output<(typeof TRANSACTION_BODIES)[K]>;

/** A body through its schema; a refusal is the 422 of its field errors. */
export const parseBody = <S extends z.ZodType>(schema: S, raw: unknown): z.output<S> => {
  const r = schema.safeParse(raw ?? {});
  if (!r.success) throw invalidInput(r.error);
  return r.data;
};

/** The duplicate key of a payment; null when the caller neither checks nor stores them (DraftEnv.duplicateKeys false). */
export const dupKey = (env: DraftEnv, parts: (string | number | null | undefined)[]): string | null =>
  env.duplicateKeys === false ? null : hmac(env.ctx.appKey, `dup|${parts.map((p) => String(p ?? '')).join('|')}`);

export type Priced = Pick<PaymentDraft, 'fee' | 'feeType'> & { feeDescription: string | null };
export const price = (env: DraftEnv, feeType: FeeType, source: AccountRow, amount: bigint): Priced => {
  const q = quoteFee(env.plans, env.company.id, feeType, source.currency, amount);
  return { fee: q.fee, feeType, feeDescription: q.fee > 0n ? describePlan(q.plan, feeType) : null };
};

export const base = (env: DraftEnv, source: AccountRow, amount: bigint, bypass: boolean | undefined) => ({
  companyId: env.company.id, userId: env.user.id, source, amount, bypassDuplicate: bypass === true, remitter: env.company.name,
});

/** Validates a manager's payment of one kind (every field rule) and prices it; nothing is written. */
export const buildDraft = async (env: DraftEnv, kind: TransactionCreateKind, raw: unknown): Promise<PaymentDraft> => {
  switch (kind) {
    case 'iban':
      return ibanDraft(env, parse('iban', raw));
    case 'card':
      return cardDraft(env, parse('card', raw));
    case 'crypto':
      return cryptoDraft(env, parse('crypto', raw));
    case 'transfer':
      return transferDraft(env, parse('transfer', raw));
    case 'convert':
      return convertDraft(env, parse('convert', raw));
  }
};

/** Body fields of a withdrawal that are not copied into its details (they have columns of their own, or are no detail). */
const NOT_DETAILS: ReadonlySet<string> = new Set(['amount', 'bank_account_id', 'bypass_duplicate_check', 'transmission_protocol_id', 'original_transaction_id', 'focused_agent_id', 'selected_agent_id', 'customer_ref_message']);

/** A withdrawal from its parsed body (every field rule, priced); nothing is written. */
export const ibanDraft = async (env: DraftEnv, b: IbanFields): Promise<PaymentDraft> => {
  // An account the caller already read (an import's) is taken without a promise: one row is one call here.
  const source = env.accounts?.get(b.bank_account_id) ?? (await sourceAccount(env, b.bank_account_id));
  const amount = parseAmount(b.amount, source);
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const service = b.transfer_service;
  const protocol: TransmissionProtocol = TRANSFER_SERVICE_PROTOCOLS[service];
  if (source.currency_type !== 'fiat') add('bank_account_id', 'Bank withdrawals need a fiat account.');
  if (protocolDisabled(source, protocol)) add('transfer_service', `The ${protocol} protocol is disabled for this account.`);
  const ibanValid = b.customer_iban ? isValidIban(b.customer_iban) : false;
  if (b.customer_iban && !ibanValid) add('customer_iban', 'The IBAN is invalid: its check digits do not match.');
  if (b.intermediary_bank_iban && !isValidIban(b.intermediary_bank_iban)) add('intermediary_bank_iban', 'The IBAN is invalid: its check digits do not match.');
  if (b.bank_swift && !isValidBic(b.bank_swift)) add('bank_swift', 'The SWIFT/BIC format is invalid.');
  if (b.intermediary_bank_swift && !isValidBic(b.intermediary_bank_swift)) add('intermediary_bank_swift', 'The SWIFT/BIC format is invalid.');
  if (service === 'sepa') {
    if (source.currency !== 'EUR') add('transfer_service', 'SEPA payments can only be made from a EUR account.');
    if (b.customer_iban && ibanValid && !isSepaCountry(b.customer_iban.slice(0, 2))) add('customer_iban', 'The IBAN is not in the SEPA area.');
  }
  if (service === 'fps_chaps') {
    if (source.currency !== 'GBP') add('transfer_service', 'FPS/CHAPS payments can only be made from a GBP account.');
    if (b.customer_iban) {
      if (!b.customer_iban.startsWith('GB')) add('customer_iban', 'FPS/CHAPS payments need a UK (GB) IBAN.');
    } else if (b.customer_account && !isValidUkAccountNumber(b.customer_account)) add('customer_account', 'The UK account number must be 8 digits.');
  }
  let portalService: string | null = null;
  if (service === 'portal') {
    portalService = b.portal_service ?? null;
    const services = parseJson<Record<string, { is_attached?: boolean; is_allowed?: boolean }>>(env.company.portal_services, {});
    const state = portalService ? services[portalService] : undefined;
    if (source.portal_service_active !== 1) add('portal_service', 'Portal transfers are not enabled for this account.');
    else if (!state?.is_allowed || !state.is_attached) add('portal_service', 'The portal service is not available for your company.');
    // The destination is one of the company's accounts at the remote portal (a 503 when it is down).
    else if (portalService && b.portal_destination_account_id && Object.keys(errors).length === 0) {
      for (const [field, messages] of Object.entries(await portalDestinationErrors(env.ctx, env.company.id, portalService as PortalServiceProvider, b.portal_destination_account_id, source.currency))) {
        for (const m of messages) add(field, m);
      }
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  checkLimits(amount, source, env.settings);
  // Absent ids (every import row) are not looked up, and cost no promise.
  const selectedAgent = b.selected_agent_id === undefined ? null : await ownAgent(env, b.selected_agent_id, 'selected_agent_id');
  const agentId = selectedAgent ?? (b.focused_agent_id === undefined ? null : await ownAgent(env, b.focused_agent_id, 'focused_agent_id'));
  const originalTransactionId = b.original_transaction_id === undefined ? null : await ownOriginal(env, b.original_transaction_id);

  const beneficiary =
    service === 'portal'
      ? `${portalService ?? 'portal'} ${b.portal_destination_account_id ?? ''}`.trim()
      : b.customer_legal_type === 'company'
        ? (b.customer_name ?? '')
        : `${b.customer_first_name ?? ''} ${b.customer_last_name ?? ''}`.trim();
  const payee = service === 'portal' ? `${portalService}:${b.portal_destination_account_id}` : (b.customer_iban ?? `${b.customer_sort_code ?? ''}/${b.customer_account ?? ''}`);
  const freeMarket = source.payment_service === 'free_market';
  const details: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(b)) {
    if (v === undefined || NOT_DETAILS.has(k)) continue;
    if (!freeMarket && k.startsWith('free_market_')) continue;
    if (source.payment_service !== 'bcb' && k === 'bcb_purpose_code') continue;
    if (b.customer_legal_type === 'individual' && k === 'free_market_sector_id') continue;
    details[k] = v;
  }
  const priced = price(env, 'TRANSFER', source, amount);
  details.fee_description = priced.feeDescription;
  const { status, statusComment } = await decideStatus(env, source, amount, true);
  // One object literal, no spreads: built with spreads, this object cost about 30 µs a row (an import validates 100,000).
  const { companyId, userId, remitter, bypassDuplicate } = base(env, source, amount, b.bypass_duplicate_check);
  const draft: PaymentDraft = {
    companyId, userId, source, amount, bypassDuplicate, remitter,
    type: 'withdrawal', destination: null, agentId, fee: priced.fee, feeType: priced.feeType, toAmount: null, rate: null,
    protocol, transferService: service, beneficiary: beneficiary || 'Beneficiary', refMessage: b.customer_ref_message ?? null, details,
    originalTransactionId, duplicateKey: dupKey(env, ['withdrawal', source.id, payee, amount.toString()]), status, statusComment,
  };
  return b.is_flexpsp_deposit ? pspDepositDraft(env, b, source, draft) : draft;
};

type CardBody = z.output<(typeof TRANSACTION_BODIES)['card']>;

const cardDraft = async (env: DraftEnv, b: CardBody): Promise<PaymentDraft> => {
  const source = await sourceAccount(env, b.bank_account_id);
  const amount = parseAmount(b.amount, source);
  if (source.currency_type !== 'fiat') throw fieldError('bank_account_id', 'Card payments need a fiat account.');
  if (!luhnValid(b.card_number)) throw fieldError('card_number', 'The card number is invalid.');
  checkLimits(amount, source, env.settings);
  const originalTransactionId = await ownOriginal(env, b.original_transaction_id);
  const priced = price(env, 'TRANSFER', source, amount);
  const masked = `${b.card_number.slice(0, 6)}${'*'.repeat(b.card_number.length - 10)}${b.card_number.slice(-4)}`;
  return {
    ...base(env, source, amount, b.bypass_duplicate_check),
    type: 'card', destination: null, agentId: null, ...priced, toAmount: null, rate: null,
    protocol: 'INTERNAL', transferService: null, beneficiary: b.card_holder, refMessage: b.customer_ref_message ?? null,
    details: { card_number: masked, card_holder: b.card_holder, fee_description: priced.feeDescription },
    originalTransactionId, duplicateKey: dupKey(env, ['card', source.id, hmac(env.ctx.appKey, b.card_number), amount.toString()]),
    ...(await decideStatus(env, source, amount, true)),
  };
};

type CryptoBody = z.output<(typeof TRANSACTION_BODIES)['crypto']>;

const cryptoDraft = async (env: DraftEnv, b: CryptoBody): Promise<PaymentDraft> => {
  const source = await sourceAccount(env, b.bank_account_id);
  const amount = parseAmount(b.amount, source);
  if (source.currency_type !== 'crypto') throw fieldError('bank_account_id', 'Crypto payments need a crypto account.');
  if (!companyFeature(env.company, 'crypto')) throw fieldError('bank_account_id', 'Crypto is not enabled for your company.');
  if (protocolDisabled(source, 'CRYPTO')) throw fieldError('bank_account_id', 'The CRYPTO protocol is disabled for this account.');
  const wallet = await ownWallet(env.ctx.db, env.company.id, b.wallet_id);
  if (!wallet) throw fieldError('wallet_id', 'The selected wallet is invalid.');
  if (wallet.currency !== source.currency) throw fieldError('wallet_id', `The wallet is not a ${source.currency} wallet.`);
  const networks = (CRYPTO_CURRENCY_NETWORKS[source.currency as CryptoCurrency] ?? []) as readonly string[];
  if (!networks.includes(b.network) || wallet.network !== b.network) throw fieldError('network', 'The selected network is not available for this wallet.');
  checkLimits(amount, source, env.settings);
  const originalTransactionId = await ownOriginal(env, b.original_transaction_id);
  const priced = price(env, 'TRANSFER', source, amount);
  return {
    ...base(env, source, amount, b.bypass_duplicate_check),
    type: 'crypto', destination: null, agentId: null, ...priced, toAmount: null, rate: null,
    protocol: 'CRYPTO', transferService: null, beneficiary: wallet.name, refMessage: b.customer_ref_message ?? null,
    details: { network: b.network, wallet_id: wallet.id, wallet: wallet.wallet, fee_description: priced.feeDescription },
    originalTransactionId, duplicateKey: dupKey(env, ['crypto', source.id, `wallet:${wallet.id}`, amount.toString()]),
    ...(await decideStatus(env, source, amount, true)),
  };
};

const INTERNAL_PROTOCOLS: readonly string[] = ['INTERNAL', 'CRYPTO_EXCHANGE'];

type TransferBody = z.output<(typeof TRANSACTION_BODIES)['transfer']>;

/**
 * A payment between two of the company's own accounts: both read in one query, then refused in the
 * order the fields are checked (the source, its amount, the destination).
 */
const ownPair = async (env: DraftEnv, b: Pick<TransferBody, 'bank_account_id' | 'amount' | 'to_account_id'>): Promise<{ source: AccountRow; amount: bigint; dest: AccountRow }> => {
  const rows = await ownAccounts(env.ctx.db, env.company.id, [b.bank_account_id, b.to_account_id]);
  const source = env.accounts?.get(b.bank_account_id) ?? rows.get(b.bank_account_id);
  if (!source) throw fieldError('bank_account_id', INVALID_ACCOUNT);
  const amount = parseAmount(b.amount, source);
  const dest = rows.get(b.to_account_id);
  if (!dest) throw fieldError('to_account_id', INVALID_TO_ACCOUNT);
  return { source, amount, dest };
};

const transferDraft = async (env: DraftEnv, b: TransferBody): Promise<PaymentDraft> => {
  const { source, amount, dest } = await ownPair(env, b);
  if (!INTERNAL_PROTOCOLS.includes(b.transmission_protocol_id)) throw fieldError('transmission_protocol_id', 'Transfers between own accounts use the INTERNAL protocol.');
  const exchange = source.currency !== dest.currency;
  if (exchange) checkExchangePair(env, source, dest);
  else checkTransferPair(source, dest);
  checkLimits(amount, source, env.settings);
  const originalTransactionId = await ownOriginal(env, b.original_transaction_id);
  const priced = price(env, exchange ? 'EXCHANGE' : 'TRANSFER', source, amount);
  const conv = exchange ? await chooseQuote(env, source, dest, amount, null, b.quote_id) : null;
  return {
    ...base(env, source, amount, b.bypass_duplicate_check),
    type: exchange ? 'exchange' : 'transfer', destination: dest, agentId: null, ...priced,
    toAmount: conv?.toAmount ?? null, rate: conv?.quote.rate ?? null,
    protocol: b.transmission_protocol_id, transferService: null, beneficiary: env.company.name, refMessage: b.customer_ref_message ?? null,
    details: { fee_description: priced.feeDescription, ...(conv ? { rate_at: conv.quote.at, ...(b.quote_id ? { quote_id: b.quote_id } : {}) } : {}) },
    originalTransactionId, duplicateKey: dupKey(env, [exchange ? 'exchange' : 'transfer', source.id, `account:${dest.id}`, amount.toString()]),
    ...(await decideStatus(env, source, amount, false)),
  };
};

type ConvertBody = z.output<(typeof TRANSACTION_BODIES)['convert']>;

const convertDraft = async (env: DraftEnv, b: ConvertBody): Promise<PaymentDraft> => {
  const { source, amount, dest } = await ownPair(env, b);
  if (!INTERNAL_PROTOCOLS.includes(b.transmission_protocol_id)) throw fieldError('transmission_protocol_id', 'Conversions use the CRYPTO_EXCHANGE protocol.');
  if (source.currency === dest.currency) throw fieldError('to_account_id', 'The destination account must have another currency.');
  checkExchangePair(env, source, dest);
  const expected = b.crypto_amount !== undefined ? parseAmount(b.crypto_amount, dest, 'crypto_amount') : null;
  checkLimits(amount, source, env.settings);
  const originalTransactionId = await ownOriginal(env, b.original_transaction_id);
  const priced = price(env, 'EXCHANGE', source, amount);
  const conv = await chooseQuote(env, source, dest, amount, expected, b.quote_id);
  return {
    ...base(env, source, amount, b.bypass_duplicate_check),
    type: 'convert', destination: dest, agentId: null, ...priced, toAmount: conv.toAmount, rate: conv.quote.rate,
    protocol: b.transmission_protocol_id, transferService: null, beneficiary: env.company.name, refMessage: null,
    details: { fee_description: priced.feeDescription, rate_at: conv.quote.at, last_side: b.last_side ?? null, ...(b.quote_id ? { quote_id: b.quote_id } : {}) },
    originalTransactionId, duplicateKey: dupKey(env, ['convert', source.id, `account:${dest.id}`, amount.toString()]),
    ...(await decideStatus(env, source, amount, false)),
  };
};

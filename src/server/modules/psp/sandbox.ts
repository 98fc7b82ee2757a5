import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { hmac, randomToken, sha256 } from '../../auth/secrets';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { makeIban } from '../../db/seed/iban';
import { minor, nowIso } from '../../db/values';
import { PSP_SEGMENT } from '../../../contract/constants';
import {
  type PspAccount,
  type PspAccountInput,
  type PspAdapter,
  type PspMerchant,
  type PspMerchantInput,
  type PspPayment,
  PspRefusedError,
  PspUnavailableError,
} from './adapter';

/**
 * The built-in sandbox PSP. Deterministic: ids and tokens are derived from the partner reference, the
 * token version and the server key, payment ids from their row; everything it knows lives in the
 * psp_sandbox_* tables, so every server instance sees the same PSP. Its failure mode is the row of
 * psp_sandbox_state (admins set it with PUT /api/v1/psp-sandbox/state, docs/psp.md):
 *   up        answers normally (the default, also when the row is absent);
 *   down      every call fails as if the PSP were unreachable;
 *   slow      every call waits delay_ms first (beyond Kontor's timeout: unreachable);
 *   refusing  every call is refused with `reason`.
 */
export const SANDBOX_MODES = ['up', 'down', 'slow', 'refusing'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];
export type SandboxState = { mode: SandboxMode; delay_ms: number; reason: string | null; updated_at: string | null };

export const SANDBOX_DEFAULT_REASON = 'The merchant account is under review.';
/** Currencies the sandbox PSP works in, with the transfer service its collection account takes. */
const COLLECTION: Record<string, { country: string; bban: string; bic: string; transferService: PspPayment['funding']['transferService'] }> = {
  EUR: { country: 'DE', bban: '500105175407324931', bic: 'FLXPDEFFXXX', transferService: 'sepa' },
  GBP: { country: 'GB', bban: 'FLXP40051512345678', bic: 'FLXPGB2LXXX', transferService: 'fps_chaps' },
  USD: { country: 'LT', bban: '3250024720798123', bic: 'FLXPLT21XXX', transferService: 'swift' },
};
export const SANDBOX_CURRENCIES = Object.keys(COLLECTION);
const COLLECTION_NAME = 'FlexPSP Sandbox Collections';

export const readSandboxState = async (db: Kysely<Database>): Promise<SandboxState> => {
  const row = await db.selectFrom('psp_sandbox_state').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { mode: 'up', delay_ms: 0, reason: null, updated_at: null };
  const mode = (SANDBOX_MODES as readonly string[]).includes(row.mode) ? (row.mode as SandboxMode) : 'up';
  return { mode, delay_ms: row.delay_ms, reason: row.reason, updated_at: row.updated_at };
};

export const writeSandboxState = async (db: Kysely<Database>, state: Omit<SandboxState, 'updated_at'>, at: string): Promise<void> => {
  const values = { mode: state.mode, delay_ms: state.delay_ms, reason: state.reason, updated_at: at };
  await db
    .insertInto('psp_sandbox_state')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
};

/** Applies the failure mode before a sandbox call does anything. */
export const sandboxGate = async (db: Kysely<Database>, signal: AbortSignal): Promise<void> => {
  const state = await readSandboxState(db);
  if (state.mode === 'down') throw new PspUnavailableError('The sandbox PSP is down.');
  if (state.mode === 'refusing') throw new PspRefusedError(state.reason ?? SANDBOX_DEFAULT_REASON);
  if (state.mode === 'slow' && state.delay_ms > 0) {
    try {
      await sleep(state.delay_ms, undefined, { signal });
    } catch {
      throw new PspUnavailableError('The sandbox PSP did not answer in time.');
    }
  }
  if (signal.aborted) throw new PspUnavailableError('The sandbox PSP did not answer in time.');
};

const merchantIdOf = (partnerReference: string) => `FXM-${partnerReference.padStart(6, '0')}`;
const tokenOf = (ctx: AppContext, merchantId: string, version: number) => `fxsk_test_${hmac(ctx.appKey, `psp-sandbox-token|${merchantId}|${version}`).slice(0, 40)}`;

const funding = (currency: string): PspPayment['funding'] => {
  const c = COLLECTION[currency] ?? COLLECTION.EUR;
  if (!c) throw new Error('no collection account');
  return { beneficiaryName: COLLECTION_NAME, iban: makeIban(c.country, c.bban), bic: c.bic, country: c.country, transferService: c.transferService };
};

type PaymentRow = { payment_id: string; amount: string | number | bigint; currency: string; reference: string; description: string | null; status: string; created_at: string };
export const sandboxPaymentOf = (row: PaymentRow): PspPayment => ({
  paymentId: row.payment_id,
  status: 'awaiting_funds',
  amount: minor(row.amount),
  currency: row.currency,
  reference: row.reference,
  description: row.description,
  createdAt: row.created_at,
  funding: funding(row.currency),
});

export const sandboxAdapter = (ctx: AppContext): PspAdapter => ({
  provider: PSP_SEGMENT,

  async signUp(input: PspMerchantInput, signal: AbortSignal): Promise<PspMerchant> {
    await sandboxGate(ctx.db, signal);
    const at = nowIso(ctx.now());
    const merchantId = merchantIdOf(input.partnerReference);
    return ctx.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('psp_sandbox_merchants').selectAll().where('partner_reference', '=', input.partnerReference).executeTakeFirst();
      const version = (existing?.token_version ?? 0) + 1;
      const token = tokenOf(ctx, merchantId, version);
      if (existing) {
        await trx.updateTable('psp_sandbox_merchants').set({ token_hash: sha256(token), token_version: version, website: input.website, name: input.name, updated_at: at }).where('id', '=', existing.id).execute();
      } else {
        await trx
          .insertInto('psp_sandbox_merchants')
          .values({ merchant_id: merchantId, partner_reference: input.partnerReference, name: input.name, website: input.website, token_hash: sha256(token), token_version: version, created_at: at, updated_at: at })
          .execute();
      }
      return { merchantId, token };
    });
  },

  async rotateToken(merchantId: string, signal: AbortSignal): Promise<{ token: string }> {
    await sandboxGate(ctx.db, signal);
    return ctx.db.transaction().execute(async (trx) => {
      const m = await trx.selectFrom('psp_sandbox_merchants').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
      if (!m) throw new PspRefusedError('Unknown merchant.');
      const version = m.token_version + 1;
      const token = tokenOf(ctx, merchantId, version);
      await trx.updateTable('psp_sandbox_merchants').set({ token_hash: sha256(token), token_version: version, updated_at: nowIso(ctx.now()) }).where('id', '=', m.id).execute();
      return { token };
    });
  },

  async attachAccount(input: PspAccountInput, signal: AbortSignal): Promise<PspAccount> {
    await sandboxGate(ctx.db, signal);
    if (!COLLECTION[input.currency]) throw new PspRefusedError(`Accounts in ${input.currency} are not supported.`);
    const accountId = `FXA-${hmac(ctx.appKey, `psp-sandbox-account|${input.merchantId}|${input.accountType}|${input.currency}|${input.iban ?? ''}|${input.holder}`).slice(0, 12).toUpperCase()}`;
    // A settlement account needs an IBAN to receive payouts: without one the PSP keeps it inactive.
    const active = input.accountType === 'funding' || input.iban !== null;
    const at = nowIso(ctx.now());
    await ctx.db
      .insertInto('psp_sandbox_accounts')
      .values({ merchant_id: input.merchantId, account_id: accountId, account_type: input.accountType, currency: input.currency, iban: input.iban, holder: input.holder, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
    return { accountId, active };
  },

  async getPayment(merchantId: string, paymentId: string, signal: AbortSignal): Promise<PspPayment | null> {
    await sandboxGate(ctx.db, signal);
    const row = await ctx.db.selectFrom('psp_sandbox_payments').selectAll().where('payment_id', '=', paymentId).where('merchant_id', '=', merchantId).executeTakeFirst();
    return row ? sandboxPaymentOf(row) : null;
  },
});

/** The merchant of a sandbox API token (the merchant's own integration calls the sandbox with it). */
export const sandboxMerchantByToken = async (db: Kysely<Database>, token: string) =>
  db.selectFrom('psp_sandbox_merchants').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();

/** A payment the merchant asks the sandbox PSP to make, which the merchant has to fund (a PSP deposit). */
export const createSandboxPayment = async (
  ctx: AppContext,
  merchantId: string,
  input: { amount: bigint; currency: string; reference: string | null; description: string | null },
): Promise<PspPayment> => {
  const at = nowIso(ctx.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('psp_sandbox_payments')
      .values({ merchant_id: merchantId, payment_id: `new-${randomToken(12)}`, amount: input.amount.toString(), currency: input.currency, reference: '', description: input.description, status: 'awaiting_funds', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const paymentId = `FXP-${String(inserted.id).padStart(8, '0')}`;
    const reference = input.reference ?? paymentId;
    await trx.updateTable('psp_sandbox_payments').set({ payment_id: paymentId, reference }).where('id', '=', inserted.id).execute();
    return trx.selectFrom('psp_sandbox_payments').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow();
  });
  return sandboxPaymentOf(row);
};

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { fieldError, invalid } from '../../domain/errors';
import type { AccountRow } from '../../ledger/locks';
import { formatMinor } from '../../ledger/money';
import { companyFeature } from '../bankAccounts/queries';
import type { DraftEnv, IbanFields, PaymentDraft } from '../transactions/types';
import { PSP_ACCESS_MESSAGES, pspLinkOf } from './access';
import type { PspPayment } from './adapter';
import { callPsp } from './provider';

/** A deposit in one of these states no longer funds its PSP payment: the payment may be paid again. */
export const ENDED_STATUSES = ['denied', 'rejected', 'failed'] as const;

export const PSP_DEPOSIT_MESSAGES = {
  required: 'The PSP payment id field is required.',
  invalid: 'The selected PSP payment is invalid.',
  paid: (id: number) => `This PSP payment has already been paid (transaction #${id}).`,
  racing: 'This PSP payment is being paid by another transaction right now.',
  currency: (c: string) => `The PSP payment is in ${c}: pay it from a ${c} account.`,
  amount: (a: string, c: string) => `A PSP deposit must be exactly the payment's amount, ${a} ${c}.`,
  payee: (iban: string) => `A PSP deposit is paid to the PSP's collection account ${iban}.`,
  service: (s: string) => `A PSP deposit in this currency is sent with the ${s} transfer service.`,
} as const;

/** The live transaction that already funds a PSP payment of the company, if any. */
const liveDeposit = async (db: Kysely<Database>, companyId: number, paymentId: string): Promise<{ id: number; transaction_id: number; status: string } | undefined> =>
  db
    .selectFrom('psp_deposits')
    .innerJoin('transactions', 'transactions.id', 'psp_deposits.transaction_id')
    .select(['psp_deposits.id', 'psp_deposits.transaction_id', 'transactions.status'])
    .where('psp_deposits.company_id', '=', companyId)
    .where('psp_deposits.payment_id', '=', paymentId)
    .executeTakeFirst();

const stillFunds = (d: { status: string } | undefined): boolean => d !== undefined && !(ENDED_STATUSES as readonly string[]).includes(d.status);

/** The PSP deposit state of a payment, for the payment lookup. */
export const depositOf = async (db: Kysely<Database>, companyId: number, paymentId: string) => {
  const d = await liveDeposit(db, companyId, paymentId);
  return d ? { transaction_id: d.transaction_id, status: d.status } : null;
};

const isUniqueViolation = (e: unknown): boolean => {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || (e instanceof Error && /unique/i.test(e.message));
};

/**
 * A withdrawal with is_flexpsp_deposit funds one PSP payment: the PSP must know the payment for the
 * company's merchant, the withdrawal must pay exactly its amount in its currency to the PSP's collection
 * account, and a payment is funded once (a denied or rejected deposit frees it). The link is written in the
 * payment's own database transaction, so two submits cannot both pay it. Nothing is written here.
 */
export const pspDepositDraft = async (env: DraftEnv, b: IbanFields, source: AccountRow, draft: PaymentDraft): Promise<PaymentDraft> => {
  if (!companyFeature(env.company, 'psp_portal')) throw fieldError('is_flexpsp_deposit', PSP_ACCESS_MESSAGES.feature);
  const link = await pspLinkOf(env.ctx.db, env.company.id);
  if (!link) throw fieldError('is_flexpsp_deposit', PSP_ACCESS_MESSAGES.notSignedUp);
  const paymentId = b.psp_payment_id;
  if (!paymentId) throw fieldError('psp_payment_id', PSP_DEPOSIT_MESSAGES.required);
  const payment: PspPayment | null = await callPsp(env.ctx, (psp, signal) => psp.getPayment(link.merchant_id, paymentId, signal));
  if (!payment) throw fieldError('psp_payment_id', PSP_DEPOSIT_MESSAGES.invalid);
  const errors: Record<string, string[]> = {};
  if (payment.currency !== source.currency) errors.bank_account_id = [PSP_DEPOSIT_MESSAGES.currency(payment.currency)];
  else if (draft.amount !== payment.amount) errors.amount = [PSP_DEPOSIT_MESSAGES.amount(formatMinor(payment.amount, source.sub_unit), payment.currency)];
  if (b.transfer_service !== payment.funding.transferService) errors.transfer_service = [PSP_DEPOSIT_MESSAGES.service(payment.funding.transferService)];
  if (b.customer_iban !== payment.funding.iban) errors.customer_iban = [PSP_DEPOSIT_MESSAGES.payee(payment.funding.iban)];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const existing = await liveDeposit(env.ctx.db, env.company.id, paymentId);
  if (existing && stillFunds(existing)) throw fieldError('psp_payment_id', PSP_DEPOSIT_MESSAGES.paid(existing.transaction_id));

  const companyId = env.company.id;
  const inTransaction = async (trx: Kysely<Database>, transactionId: number): Promise<void> => {
    const at = nowIso(env.ctx.now());
    const again = await liveDeposit(trx, companyId, paymentId);
    if (again && stillFunds(again)) throw fieldError('psp_payment_id', PSP_DEPOSIT_MESSAGES.paid(again.transaction_id));
    try {
      if (again) await trx.updateTable('psp_deposits').set({ transaction_id: transactionId, updated_at: at }).where('id', '=', again.id).execute();
      else await trx.insertInto('psp_deposits').values({ company_id: companyId, payment_id: paymentId, transaction_id: transactionId, created_at: at, updated_at: at }).execute();
    } catch (e) {
      // Another submit for the same payment committed first (PostgreSQL waits for it, then refuses the key).
      if (isUniqueViolation(e)) throw fieldError('psp_payment_id', PSP_DEPOSIT_MESSAGES.racing);
      throw e;
    }
  };
  return {
    ...draft,
    beneficiary: payment.funding.beneficiaryName,
    refMessage: draft.refMessage ?? payment.reference,
    details: { ...draft.details, is_flexpsp_deposit: true, psp_payment_id: paymentId, psp_provider: link.provider },
    duplicateKey: null,
    inTransaction,
  };
};

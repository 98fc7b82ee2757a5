import type { FastifyRequest } from 'fastify';
import { TRANSACTION_STATUS_LABELS, TRANSFER_SERVICE_LABELS, type TransactionStatus, type TransferService } from '../../../contract/enums';
import { hmac } from '../../auth/secrets';
import type { AppContext, AuthState } from '../../context';
import { minor, parseJson } from '../../db/values';
import { fieldError, forbidden, notFound } from '../../domain/errors';
import type { AccountRow } from '../../ledger/locks';
import { formatMinor } from '../../ledger/money';
import { type IssuingBank, referenceLetterPdf } from '../../pdf/referenceLetter';
import { type PartyDetails, type WireConfirmationData, wireConfirmationPdf } from '../../pdf/wireConfirmation';
import { recordActivity } from '../activityLogs/record';
import { accountsByIds, ownAccount } from '../bankAccounts/queries';
import { requireCompany } from '../company/access';
import { findBankByBic } from '../externals/bankDirectory';
import { companyTransaction } from '../transactions/lookups';
import { managerScope } from '../transactions/managerScope';
import type { TransactionRow } from '../transactions/resource';
import { letterheadBrand } from '../whiteLabel/whiteLabelScope';

/** The PDF documents of a company: an account's reference letter and a payment's confirmation. */

export const DOCUMENT_MESSAGES = {
  accountNotFound: 'Bank account not found.',
  transactionNotFound: 'Transaction not found.',
  fiatOnly: 'Reference letters are issued for fiat accounts only.',
  approvedOnly: 'A confirmation is available for completed (approved) transactions only.',
  outgoingOnly: 'A confirmation is available for outgoing payments only.',
  managerOnly: 'Only managers can view transaction details.',
} as const;

/** A generated document and the name it is downloaded under. */
export type PdfDocument = { pdf: Buffer; fileName: string };

/** Types that credit bank_account_id: nothing left the account, there is nothing to confirm. */
const INCOMING_TYPES = new Set(['deposit', 'receive_crypto']);
/** Payments to beneficiaries outside the company: a wire transfer. */
const WIRE_TYPES = new Set(['withdrawal', 'import']);

const TYPE_LABELS: Record<string, string> = {
  withdrawal: 'Withdrawal', import: 'Withdrawal (bulk import)', transfer: 'Transfer between own accounts', exchange: 'Exchange', convert: 'Currency conversion',
  card: 'Card payment', crypto: 'Crypto payment', buy_crypto: 'Crypto purchase', withdraw_crypto: 'Crypto withdrawal', receive_crypto: 'Crypto receipt', deposit: 'Deposit',
};

const issuingBank = (bic: string | null): IssuingBank | null => {
  const bank = bic ? findBankByBic(bic) : undefined;
  return bank ? { name: bank.name, address: bank.address, zip: bank.zip, city: bank.city, country: bank.country, bic: bic } : null;
};

/** Verifiable reference of a letter: date, account and a keyed check (the bank recomputes it from the same facts). */
export const letterReference = (appKey: Buffer, companyId: number, accountId: number, at: Date): string => {
  const day = at.toISOString().slice(0, 10).replace(/-/g, '');
  const check = hmac(appKey, `reference-letter|${companyId}|${accountId}|${day}`).slice(0, 8).toUpperCase();
  return `RL-${day}-${accountId}-${check}`;
};

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const joinParts = (parts: readonly (string | null)[], sep: string): string | null => {
  const kept = parts.filter((p): p is string => p !== null);
  return kept.length ? kept.join(sep) : null;
};

/** The payee of a transaction, from its row, its details and the destination account. */
const beneficiaryOf = (t: TransactionRow, details: Record<string, unknown>, to: AccountRow | undefined): PartyDetails => {
  if (WIRE_TYPES.has(t.type)) {
    if (t.transfer_service === 'portal') {
      return { name: t.beneficiary_name, accountNumber: str(details.portal_destination_account_id), bankName: str(details.portal_service) };
    }
    const street = joinParts([str(details.customer_street), str(details.customer_building_number)], ' ');
    const town = joinParts([str(details.customer_post_code), str(details.customer_city)], ' ');
    return {
      name: t.beneficiary_name,
      iban: str(details.customer_iban),
      accountNumber: str(details.customer_account),
      sortCode: str(details.customer_sort_code),
      address: joinParts([street ?? str(details.customer_address), str(details.customer_building_name), town], ', '),
      country: str(details.customer_country),
      bankName: str(details.bank_name),
      bankSwift: str(details.bank_swift),
      bankAddress: joinParts([str(details.bank_address), str(details.bank_city)], ', '),
      bankCountry: str(details.bank_country),
    };
  }
  if (to) {
    const bank = to.bic ? findBankByBic(to.bic) : undefined;
    return {
      name: t.beneficiary_name,
      accountName: to.name,
      iban: to.iban,
      accountNumber: to.iban ? null : to.account_number,
      bankName: bank?.name ?? null,
      bankSwift: to.bic,
    };
  }
  if (t.type === 'card') {
    const last4 = str(details.card_last4);
    return { name: t.beneficiary_name, accountNumber: last4 ? `Card ending ${last4}` : null };
  }
  return { name: t.beneficiary_name, wallet: str(details.wallet), network: str(details.network) };
};

const intermediaryOf = (details: Record<string, unknown>): WireConfirmationData['intermediary'] => {
  const swift = str(details.intermediary_bank_swift);
  if (!details.has_intermediary_bank || !swift) return null;
  return { swift, name: str(details.intermediary_bank_name), city: str(details.intermediary_bank_city), country: str(details.intermediary_bank_country) };
};

/** manager/bank-accounts/{id}/reference-letter: the letter of a fiat account of the caller's company. */
export const referenceLetter = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, accountId: number): Promise<PdfDocument> => {
  const company = requireCompany(auth);
  const account = await ownAccount(ctx.db, company.id, accountId);
  if (!account) throw notFound(DOCUMENT_MESSAGES.accountNotFound);
  if (account.currency_type !== 'fiat') throw fieldError('id', DOCUMENT_MESSAGES.fiatOnly);
  const issuedAt = ctx.now();
  const reference = letterReference(ctx.appKey, company.id, account.id, issuedAt);
  const pdf = await referenceLetterPdf({
    brand: await letterheadBrand(ctx.db, company),
    bank: issuingBank(account.bic),
    holder: { name: company.name, legalType: company.legal_type === 'individual' ? 'individual' : 'company', country: company.country },
    account: {
      name: account.name, currency: account.currency, iban: account.iban, accountNumber: account.account_number, sortCode: account.sort_code, bic: account.bic,
      openedAt: new Date(account.created_at),
    },
    reference,
    issuedAt,
  });
  await recordActivity(ctx, req, {
    userId: auth.user.id, companyId: company.id, type: 'document.reference_letter',
    description: `Reference letter ${reference} for account #${account.id}`, meta: { bank_account_id: account.id, reference },
  });
  return { pdf, fileName: `reference-letter-${account.id}-${issuedAt.toISOString().slice(0, 10)}.pdf` };
};

/** manager/transactions/{id}/wire-confirmation: the confirmation of a completed outgoing payment. */
export const wireConfirmation = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number): Promise<PdfDocument> => {
  // Part of the transaction detail, which is for the manager role only (document 1 section 6).
  if (auth.user.role !== 'manager') throw forbidden(DOCUMENT_MESSAGES.managerOnly);
  const company = requireCompany(auth);
  const { fromLogDate } = await managerScope(ctx, company);
  const t = await companyTransaction(ctx.db, company.id, id, fromLogDate);
  if (!t) throw notFound(DOCUMENT_MESSAGES.transactionNotFound);
  if (INCOMING_TYPES.has(t.type)) throw fieldError('id', DOCUMENT_MESSAGES.outgoingOnly);
  if (t.status !== 'approved') throw fieldError('id', DOCUMENT_MESSAGES.approvedOnly);

  const accounts = await accountsByIds(ctx.db, [t.bank_account_id, ...(t.to_account_id !== null ? [t.to_account_id] : [])]);
  const source = accounts.find((a) => a.id === t.bank_account_id);
  const to = t.to_account_id === null ? undefined : accounts.find((a) => a.id === t.to_account_id);
  const sub = source?.sub_unit ?? 2;
  const details = parseJson<Record<string, unknown>>(t.details, {});
  const amount = minor(t.amount);
  const fee = minor(t.fee_amount);
  const credited =
    t.to_currency !== null && t.to_amount !== null && t.to_currency !== t.currency
      ? { amount: formatMinor(minor(t.to_amount), to?.sub_unit ?? 2), currency: t.to_currency, rate: t.rate }
      : null;
  const sourceBank = source?.bic ? findBankByBic(source.bic) : undefined;
  const heading = WIRE_TYPES.has(t.type) ? 'Wire Transfer Confirmation' : 'Payment Confirmation';

  const pdf = await wireConfirmationPdf({
    brand: await letterheadBrand(ctx.db, company),
    bank: issuingBank(source?.bic ?? null),
    heading,
    transaction: {
      id: t.id,
      reference: t.source_reference,
      type: TYPE_LABELS[t.type] ?? t.type,
      status: TRANSACTION_STATUS_LABELS[t.status as TransactionStatus] ?? t.status,
      service: t.transfer_service ? (TRANSFER_SERVICE_LABELS[t.transfer_service as TransferService] ?? t.transfer_service) : null,
      protocol: t.transmission_protocol,
      createdAt: new Date(t.created_at),
      completedAt: t.log_created_at ? new Date(t.log_created_at) : null,
      message: t.ref_message,
    },
    remitter: {
      name: t.remitter_name,
      accountName: source?.name ?? null,
      iban: source?.iban ?? null,
      accountNumber: source?.iban ? null : (source?.account_number ?? null),
      sortCode: source?.sort_code ?? null,
      bankName: sourceBank?.name ?? null,
      bankSwift: source?.bic ?? null,
    },
    beneficiary: beneficiaryOf(t, details, to),
    intermediary: intermediaryOf(details),
    amounts: { currency: t.currency, amount: formatMinor(amount, sub), fee: formatMinor(fee, sub), total: formatMinor(amount + fee, sub), credited },
    issuedAt: ctx.now(),
  });
  await recordActivity(ctx, req, {
    userId: auth.user.id, companyId: company.id, type: 'document.wire_confirmation',
    description: `${heading} of transaction ${t.source_reference}`, meta: { transaction_id: t.id },
  });
  return { pdf, fileName: `${WIRE_TYPES.has(t.type) ? 'wire-confirmation' : 'payment-confirmation'}-${t.source_reference}.pdf` };
};

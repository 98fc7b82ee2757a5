import type { z } from 'zod';
import type { affiliateSendFundsBody } from '../../../contract/calls/payloads';
import type { AffiliateMerchantPayment, AffiliateOwnerAccount } from '../../../contract/entities';
import type { Currency } from '../../../contract/enums';
import type { AppContext, CompanyRow, Member } from '../../context';
import { minor } from '../../db/values';
import { fieldError, forbidden, notFound } from '../../domain/errors';
import { currencyInfo } from '../../ledger/currencies';
import { formatMinor } from '../../ledger/money';
import { companyAccountIn, companyAccounts, customerAccount } from '../bankAccounts/queries';
import { companyById, companyRef } from '../companies/queries';
import { announceOpened, type OpenedTracking, openTracking } from '../compliance/open';
import { companyRecipients, insertNotifications, type NotificationCreatedEvent, publishNotifications } from '../notifications/notify';
import { markForwarded, type ReceivedPayment, receivedPayment } from '../products/queries';
import { checkLimits, parseAmount } from '../transactions/amounts';
import { base, decideStatus, draftEnv, dupKey, INVALID_TO_ACCOUNT, price, sourceAccount } from '../transactions/drafts';
import { checkPayment, writePayment } from '../transactions/payments';
import { oneResource, ownTransaction } from '../transactions/queries';
import type { TransactionResource } from '../transactions/resource';
import type { DraftEnv, PaymentDraft } from '../transactions/types';

/** An affiliated company pays its affiliate owner (document 1 section 6), optionally forwarding a merchant payment it received. */

type SendBody = z.output<typeof affiliateSendFundsBody>;

export const SEND_FUNDS_MESSAGES = {
  notAffiliated: 'Your company is not affiliated: there is no affiliate owner to send funds to.',
  currency: 'The receiving account must be in the currency of the account you pay from.',
  sameCompany: 'Choose an account of the affiliate owner company.',
  merchantPayment: 'The selected merchant payment is invalid.',
  merchantUnpaid: 'The selected merchant payment has not been paid yet.',
  merchantForwarded: 'The selected merchant payment was already forwarded.',
  merchantAccount: 'Forward a merchant payment from the account that received it.',
  merchantAmount: 'The amount may not be greater than the merchant payment.',
  paymentNotFound: 'Payment not found.',
} as const;

/** The affiliate owner of the caller's company; 403 when the company is not affiliated (document 1 section 6). */
export const affiliateOwnerOf = async (ctx: AppContext, company: CompanyRow): Promise<CompanyRow> => {
  const ownerId = company.affiliate_owner_company_id;
  const owner = ownerId === null ? undefined : await companyById(ctx.db, ownerId);
  if (!owner) throw forbidden(SEND_FUNDS_MESSAGES.notAffiliated);
  return owner;
};

/** The accounts of the affiliate owner the company may pay into. */
export const ownerAccountsOf = async (ctx: AppContext, company: CompanyRow): Promise<AffiliateOwnerAccount[]> => {
  const owner = await affiliateOwnerOf(ctx, company);
  return (await companyAccounts(ctx.db, owner.id)).map((a) => ({ id: a.id, name: a.name, currency: a.currency as Currency, company: { id: owner.id, name: owner.name } }));
};

/** A product payment the company received, with where forwarding it would go; another company's or unknown id: 404. */
export const merchantPayment = async (ctx: AppContext, company: CompanyRow, id: number): Promise<AffiliateMerchantPayment> => {
  const row = await receivedPayment(ctx.db, company.id, id);
  if (!row) throw notFound(SEND_FUNDS_MESSAGES.paymentNotFound);
  const owner = await companyRef(ctx.db, company.affiliate_owner_company_id);
  const suggested = owner ? await companyAccountIn(ctx.db, owner.id, row.fiat_currency) : undefined;
  const status = row.status === 'paid' ? 'paid' : row.expires_at < ctx.now().toISOString() ? 'expired' : 'awaiting';
  return {
    id: row.id, product: { id: row.product_id, name: row.product_name }, amount: formatMinor(minor(row.fiat_amount), currencyInfo(row.fiat_currency).subUnit),
    currency: row.fiat_currency as Currency, bank_account_id: row.to_account_id, paid_at: row.paid_at, status,
    affiliate_owner: owner ? { id: owner.id, name: owner.name } : null, suggested_to_account_id: suggested?.id ?? null, forwarded_transaction_id: row.forwarded_transaction_id,
  };
};

/**
 * The payment of an affiliated company to its affiliate owner: from an own account to an account of the
 * owner company, same currency (no conversion on this path), the TRANSFER fee plan, the amount limits of
 * the settings; pending unless compliance auto-approve applies. Type transfer, protocol INTERNAL.
 */
const sendFundsDraft = async (env: DraftEnv, owner: CompanyRow, b: SendBody): Promise<{ draft: PaymentDraft; merchant: ReceivedPayment | null }> => {
  const source = await sourceAccount(env, b.bank_account_id);
  const dest = await customerAccount(env.ctx.db, b.to_account_id);
  if (!dest || dest.company_id !== owner.id) throw fieldError('to_account_id', INVALID_TO_ACCOUNT);
  if (dest.currency !== source.currency) throw fieldError('to_account_id', SEND_FUNDS_MESSAGES.currency);
  const amount = parseAmount(b.amount, source);
  checkLimits(amount, source, env.settings);
  let merchant: ReceivedPayment | null = null;
  if (b.merchant_payment_id !== undefined) {
    merchant = (await receivedPayment(env.ctx.db, env.company.id, b.merchant_payment_id)) ?? null;
    if (!merchant) throw fieldError('merchant_payment_id', SEND_FUNDS_MESSAGES.merchantPayment);
    if (merchant.status !== 'paid') throw fieldError('merchant_payment_id', SEND_FUNDS_MESSAGES.merchantUnpaid);
    if (merchant.forwarded_transaction_id !== null) throw fieldError('merchant_payment_id', SEND_FUNDS_MESSAGES.merchantForwarded);
    if (merchant.to_account_id !== source.id) throw fieldError('bank_account_id', SEND_FUNDS_MESSAGES.merchantAccount);
    if (amount > minor(merchant.fiat_amount)) throw fieldError('amount', SEND_FUNDS_MESSAGES.merchantAmount);
  }
  const priced = price(env, 'TRANSFER', source, amount);
  const draft: PaymentDraft = {
    ...base(env, source, amount, b.bypass_duplicate_check),
    type: 'transfer', destination: dest, agentId: null, ...priced, toAmount: null, rate: null,
    protocol: 'INTERNAL', transferService: null, beneficiary: owner.name, refMessage: b.ref_message ?? null,
    details: { affiliate_transfer: true, to_company_id: owner.id, merchant_payment_id: merchant?.id ?? null, fee_description: priced.feeDescription },
    originalTransactionId: null, duplicateKey: dupKey(env, ['affiliate_transfer', source.id, `account:${dest.id}`, amount.toString()]),
    ...(await decideStatus(env, source, amount, false)),
  };
  return { draft, merchant };
};

/** The payment's one-time code and Idempotency-Key claim. */
export type SendFundsExtras = { confirmOtp: () => Promise<void>; idempotencyId: number | undefined };

/**
 * Sends funds to the affiliate owner: every check first, then the one-time code, then one database
 * transaction with the payment, its AFFILIATE_TRANSFER compliance tracking (a signed agreement), the
 * merchant payment marked forwarded and the owner's notices, announced after the commit.
 */
export const sendFunds = async (ctx: AppContext, member: Member, body: SendBody, x: SendFundsExtras): Promise<TransactionResource> => {
  const { company } = member;
  const owner = await affiliateOwnerOf(ctx, company);
  const env = await draftEnv(ctx, member.user, company);
  const { draft, merchant } = await sendFundsDraft(env, owner, body);
  await checkPayment(ctx, draft);
  await x.confirmOtp();
  let opened: OpenedTracking | null = null;
  let notices: NotificationCreatedEvent[] = [];
  const id = await writePayment(ctx, draft, {
    idempotencyId: x.idempotencyId,
    inTransaction: async (trx, transactionId) => {
      opened = await openTracking(trx, ctx.now(), { companyId: company.id, subjectType: 'transaction', subjectId: transactionId, category: 'AFFILIATE_TRANSFER', legalType: company.legal_type });
      if (merchant && !(await markForwarded(trx, merchant.id, transactionId))) throw fieldError('merchant_payment_id', SEND_FUNDS_MESSAGES.merchantForwarded);
      notices = await insertNotifications(trx, ctx.now(), {
        userIds: await companyRecipients(trx, owner.id), companyId: owner.id, type: 'transaction.funds_for_affiliate_owner', title: 'Funds from an affiliate',
        message: `${company.name} sent ${formatMinor(draft.amount, draft.source.sub_unit)} ${draft.source.currency} (transaction #${transactionId}).`,
        notificationable: { id: transactionId, service: 'transaction', compliable_type: null, compliable_id: null, filename: null, actions: { is_downloadable: false } },
      });
    },
  });
  if (opened) await announceOpened(ctx, opened);
  await publishNotifications(ctx, owner.id, notices);
  return oneResource(ctx, await ownTransaction(ctx, company.id, id));
};

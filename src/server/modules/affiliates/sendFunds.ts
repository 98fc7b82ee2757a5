import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { affiliateSendFundsBody } from '../../../contract/calls/payloads';
import type { AffiliateMerchantPayment, AffiliateOwnerAccount } from '../../../contract/entities';
import type { Currency } from '../../../contract/enums';
import type { AppContext, AuthState, CompanyRow } from '../../context';
import type { Database } from '../../db/schema';
import { minor } from '../../db/values';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { assertManagerData } from '../../http/managerGate';
import { registerCall } from '../../http/route';
import { currencyInfo } from '../../ledger/currencies';
import { formatMinor } from '../../ledger/money';
import { announceOpened, type OpenedTracking, openTracking } from '../compliance/open';
import { requireCompany } from '../company/access';
import { insertNotifications, companyRecipients, type NotificationCreatedEvent, publishNotifications } from '../notifications/notify';
import { checkLimits, parseAmount } from '../transactions/amounts';
import { base, decideStatus, draftEnv, dupKey, INVALID_TO_ACCOUNT, price, sourceAccount } from '../transactions/drafts';
import { idempotencyIdOf, makeIdempotent } from '../../http/idempotency';
import { transactionResources } from '../transactions/resource';
import { checkPayment, writePayment } from '../transactions/payments';
import type { DraftEnv, PaymentDraft } from '../transactions/types';

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
  const owner = ownerId === null ? undefined : await ctx.db.selectFrom('companies').selectAll().where('id', '=', ownerId).executeTakeFirst();
  if (!owner) throw forbidden(SEND_FUNDS_MESSAGES.notAffiliated);
  return owner;
};

const ownerAccounts = async (db: Kysely<Database>, owner: CompanyRow) =>
  db.selectFrom('bank_accounts').selectAll().where('company_id', '=', owner.id).where('owner_kind', '=', 'customer').orderBy('id').execute();

/** A product payment received by the company (another company's or unknown id: 404 on the lookup, 422 in a form). */
const merchantPaymentOf = async (db: Kysely<Database>, companyId: number, id: number) =>
  db
    .selectFrom('product_payments')
    .innerJoin('products', 'products.id', 'product_payments.product_id')
    .selectAll('product_payments')
    .select('products.name as product_name')
    .where('product_payments.id', '=', id)
    .where('product_payments.company_id', '=', companyId)
    .executeTakeFirst();

type MerchantRow = NonNullable<Awaited<ReturnType<typeof merchantPaymentOf>>>;

const merchantResource = async (ctx: AppContext, company: CompanyRow, row: MerchantRow): Promise<AffiliateMerchantPayment> => {
  const owner = company.affiliate_owner_company_id === null ? undefined : await ctx.db.selectFrom('companies').select(['id', 'name']).where('id', '=', company.affiliate_owner_company_id).executeTakeFirst();
  const suggested = owner
    ? await ctx.db.selectFrom('bank_accounts').select('id').where('company_id', '=', owner.id).where('owner_kind', '=', 'customer').where('currency', '=', row.fiat_currency).orderBy('selected', 'desc').orderBy('id').executeTakeFirst()
    : undefined;
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
const sendFundsDraft = async (env: DraftEnv, owner: CompanyRow, b: SendBody): Promise<{ draft: PaymentDraft; merchant: MerchantRow | null }> => {
  const source = await sourceAccount(env, b.bank_account_id);
  const dest = await env.ctx.db.selectFrom('bank_accounts').selectAll().where('id', '=', b.to_account_id).where('owner_kind', '=', 'customer').executeTakeFirst();
  if (!dest || dest.company_id !== owner.id) throw fieldError('to_account_id', INVALID_TO_ACCOUNT);
  if (dest.currency !== source.currency) throw fieldError('to_account_id', SEND_FUNDS_MESSAGES.currency);
  const amount = parseAmount(b.amount, source);
  checkLimits(amount, source, env.settings);
  let merchant: MerchantRow | null = null;
  if (b.merchant_payment_id !== undefined) {
    merchant = (await merchantPaymentOf(env.ctx.db, env.company.id, b.merchant_payment_id)) ?? null;
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

const affiliatedCompany = async (ctx: AppContext, auth: AuthState) => {
  const company = requireCompany(auth);
  return { company, owner: await affiliateOwnerOf(ctx, company) };
};

export const registerSendFundsRoutes = (app: FastifyInstance): void => {
  makeIdempotent(app, 'manager.affiliates.sendFunds', ['manager']);

  registerCall(app, 'manager.affiliates.ownerAccounts', async ({ ctx, auth }) => {
    const { owner } = await affiliatedCompany(ctx, auth);
    const data: AffiliateOwnerAccount[] = (await ownerAccounts(ctx.db, owner)).map((a) => ({ id: a.id, name: a.name, currency: a.currency as Currency, company: { id: owner.id, name: owner.name } }));
    return { data };
  });

  registerCall(app, 'affiliateMerchantPayment.get', async ({ ctx, auth, params }) => {
    // Open to signed-in users in the contract; only a company's managers have merchant payments.
    if (auth.user.role !== 'manager' && auth.user.role !== 'manager-reader') throw forbidden();
    assertManagerData(auth);
    const company = requireCompany(auth);
    const row = await merchantPaymentOf(ctx.db, company.id, params.id);
    if (!row) throw notFound(SEND_FUNDS_MESSAGES.paymentNotFound);
    return { data: await merchantResource(ctx, company, row) };
  });

  registerCall(app, 'manager.affiliates.sendFunds', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const { company, owner } = await affiliatedCompany(ctx, auth);
    const env = await draftEnv(ctx, auth.user, company);
    const { draft, merchant } = await sendFundsDraft(env, owner, body);
    await checkPayment(ctx, draft);
    await confirmOtp(auth.user);
    let opened: OpenedTracking | null = null;
    let notices: NotificationCreatedEvent[] = [];
    const id = await writePayment(ctx, draft, {
      idempotencyId: idempotencyIdOf(req),
      inTransaction: async (trx, transactionId) => {
        // Every transfer to the affiliate owner is tracked (AFFILIATE_TRANSFER: a signed agreement), and the owner is told.
        opened = await openTracking(trx, ctx.now(), { companyId: company.id, subjectType: 'transaction', subjectId: transactionId, category: 'AFFILIATE_TRANSFER', legalType: company.legal_type });
        if (merchant) {
          const linked = await trx.updateTable('product_payments').set({ forwarded_transaction_id: transactionId }).where('id', '=', merchant.id).where('forwarded_transaction_id', 'is', null).executeTakeFirst();
          if (Number(linked.numUpdatedRows) !== 1) throw fieldError('merchant_payment_id', SEND_FUNDS_MESSAGES.merchantForwarded);
        }
        notices = await insertNotifications(trx, ctx.now(), {
          userIds: await companyRecipients(trx, owner.id), companyId: owner.id, type: 'transaction.funds_for_affiliate_owner', title: 'Funds from an affiliate',
          message: `${company.name} sent ${formatMinor(draft.amount, draft.source.sub_unit)} ${draft.source.currency} (transaction #${transactionId}).`,
          notificationable: { id: transactionId, service: 'transaction', compliable_type: null, compliable_id: null, filename: null, actions: { is_downloadable: false } },
        });
      },
    });
    if (opened) await announceOpened(ctx, opened);
    await publishNotifications(ctx, owner.id, notices);
    reply.code(201);
    const row = await ctx.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { data: (await transactionResources(ctx.db, [row]))[0] };
  });
};

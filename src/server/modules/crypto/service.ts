import type { CallOutput } from '../../../contract/calls';
import type { CryptoReceivePreview } from '../../../contract/cryptoReceive';
import type { DepositWallet, Wallet } from '../../../contract/entities';
import type { CryptoCurrency, Currency } from '../../../contract/enums';
import type { AppContext, Member } from '../../context';
import { formatMinor } from '../../ledger/money';
import { approvalHoldOf } from '../approvals/hold';
import { draftEnv } from '../transactions/drafts';
import { checkPayment, writePayment } from '../transactions/payments';
import { oneResource, ownTransaction } from '../transactions/queries';
import type { TransactionResource } from '../transactions/resource';
import type { CompanyPresence, PaymentDraft } from '../transactions/types';
import { depositAddress, paymentUri } from './depositAddress';
import { depositDraft, exchangeDraft, type ReceivePlan, receivePlan, withdrawDraft } from './drafts';
import { createWallet, deleteWallet, listWallets, type WalletFilter } from './wallets';

/** The crypto calls of a company with the crypto feature (routes.ts checks it): payments, deposits and saved wallets. */

/** A money-moving call's one-time code and Idempotency-Key claim. */
export type CryptoExtras = { confirmOtp: () => Promise<void>; idempotencyId: number | undefined };

/** Every check first (fields, limits, duplicate, balance); the one-time code right before the write. Answers the new transaction. */
const pay = async (ctx: AppContext, member: Member, built: PaymentDraft, x: CryptoExtras, presence: CompanyPresence | undefined): Promise<TransactionResource> => {
  await checkPayment(ctx, built);
  // Sells and withdrawals a company's approval rule reaches wait for its approvers (issue 40).
  const hold = await approvalHoldOf(ctx, member, built, null, presence?.approvalRules);
  await x.confirmOtp();
  const id = await writePayment(ctx, hold?.draft ?? built, { idempotencyId: x.idempotencyId, companyHasWebhooks: presence?.webhooks });
  await hold?.announce();
  return oneResource(ctx, await ownTransaction(ctx, member.company.id, id));
};

/** A crypto withdrawal to a saved wallet. */
export const withdrawCrypto = async (ctx: AppContext, member: Member, body: CallOutput<'manager.crypto.withdraw', 'body'>, x: CryptoExtras) => {
  const env = await draftEnv(ctx, member.user, member.company);
  return pay(ctx, member, await withdrawDraft(env, body), x, env.presence);
};

/** Buying crypto with fiat, or selling it. */
export const exchangeCrypto = async (ctx: AppContext, member: Member, side: 'buy' | 'sell', body: CallOutput<'manager.crypto.fiatCrypto', 'body'>, x: CryptoExtras) => {
  const env = await draftEnv(ctx, member.user, member.company);
  return pay(ctx, member, await exchangeDraft(env, side, body), x, env.presence);
};

/** What a receive of the amount gives, without obtaining a wallet (with auto-sell, the indicative fiat amount). */
export const receivePreview = async (ctx: AppContext, member: Member, query: CallOutput<'manager.crypto.walletForDepositGet', 'query'>): Promise<CryptoReceivePreview> => {
  const plan = await receivePlan(await draftEnv(ctx, member.user, member.company), query);
  const sale = plan.autoSell;
  return {
    currency: plan.crypto.currency as CryptoCurrency, network: plan.network, amount: formatMinor(plan.amount, plan.crypto.sub_unit), to_account_id: query.to_account_id,
    is_crypto_auto_sell: sale !== null, fiat_currency: sale ? (sale.to.currency as Currency) : null,
    fiat_amount: sale ? formatMinor(sale.fiatAmount, sale.to.sub_unit) : null, rate: sale ? sale.quote.rate : null,
  };
};

const depositWallet = (ctx: AppContext, companyId: number, plan: ReceivePlan): DepositWallet => {
  const address = depositAddress(ctx.appKey, companyId, plan.network);
  const amount = formatMinor(plan.amount, plan.crypto.sub_unit);
  return { address, currency: plan.crypto.currency as CryptoCurrency, network: plan.network, amount, payment_uri: paymentUri(plan.network, address, amount, plan.crypto.currency), expires_at: null };
};

/** The company's deposit address for a receive. Writes nothing, but the address it gives out is what the code confirms. */
export const walletForDeposit = async (ctx: AppContext, member: Member, body: CallOutput<'manager.crypto.walletForDeposit', 'body'>, confirmOtp: () => Promise<void>): Promise<DepositWallet> => {
  const plan = await receivePlan(await draftEnv(ctx, member.user, member.company), body);
  await confirmOtp();
  return depositWallet(ctx, member.company.id, plan);
};

/** An announced crypto deposit: pending until an administrator confirms it (then sold at once with auto-sell). */
export const announceDeposit = async (ctx: AppContext, member: Member, body: CallOutput<'manager.crypto.deposit', 'body'>, x: CryptoExtras): Promise<TransactionResource> => {
  const env = await draftEnv(ctx, member.user, member.company);
  const plan = await receivePlan(env, body);
  const address = depositAddress(ctx.appKey, member.company.id, plan.network);
  return pay(ctx, member, await depositDraft(env, plan, address, body.bypass_duplicate_check), x, env.presence);
};

export const companyWallets = (ctx: AppContext, member: Member, f: WalletFilter, page: number, perPage: number): Promise<{ data: Wallet[]; total: number }> =>
  listWallets(ctx.db, member.company.id, f, page, perPage);

export const saveWallet = async (ctx: AppContext, member: Member, body: CallOutput<'manager.crypto.walletsCreate', 'body'>, confirmOtp: () => Promise<void>): Promise<{ data: Wallet; message: string }> => {
  const wallet = await createWallet(ctx.db, member.company.id, body, ctx.now(), confirmOtp);
  return { data: wallet, message: `Wallet ${wallet.name} created successfully` };
};

/** Removes a wallet; answers the first page of the list (100 by name). */
export const removeWallet = async (ctx: AppContext, member: Member, id: number, confirmOtp: () => Promise<void>): Promise<{ data: Wallet[]; total: number; message: string }> => {
  await deleteWallet(ctx.db, member.company.id, id, confirmOtp);
  return { ...(await listWallets(ctx.db, member.company.id, {}, 1, 100)), message: 'Wallet removed successfully' };
};

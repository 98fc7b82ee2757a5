import type { z } from 'zod';
import type { cryptoExchangeBody, cryptoReceiveBody, cryptoWithdrawBody } from '../../../contract/calls/forms';
import { CRYPTO_CURRENCY_NETWORKS, type CryptoCurrency, type CryptoNetwork } from '../../../contract/enums';
import { fieldError } from '../../domain/errors';
import type { AccountRow } from '../../ledger/locks';
import { formatMinor } from '../../ledger/money';
import { convertAtRate, type Quote, sourceForTarget } from '../../ledger/rates';
import { companyFeature } from '../bankAccounts/queries';
import { checkLimits, parseAmount } from '../transactions/amounts';
import { base, checkExchangePair, chooseQuote, decideStatus, destinationAccount, dupKey, price, protocolDisabled, quoteOf, sourceAccount } from '../transactions/drafts';
import type { DraftEnv, PaymentDraft } from '../transactions/types';
import { ownWallet } from './queries';

type WithdrawBody = z.output<typeof cryptoWithdrawBody>;
type ExchangeBody = z.output<typeof cryptoExchangeBody>;
type ReceiveBody = z.output<typeof cryptoReceiveBody>;

export const networksOf = (currency: string): readonly CryptoNetwork[] => CRYPTO_CURRENCY_NETWORKS[currency as CryptoCurrency] ?? [];

const checkNetwork = (currency: string, network: string): void => {
  if (!(networksOf(currency) as readonly string[]).includes(network)) throw fieldError('network', `The ${network} network is not available for ${currency}.`);
};

const walletOf = async (env: DraftEnv, id: number) => {
  const wallet = await ownWallet(env.ctx.db, env.company.id, id);
  if (!wallet) throw fieldError('wallet_id', 'The selected wallet is invalid.');
  return wallet;
};

/** withdraw-crypto: from a crypto account to a saved wallet of its currency and network (type withdraw_crypto, protocol CRYPTO). */
export const withdrawDraft = async (env: DraftEnv, b: WithdrawBody): Promise<PaymentDraft> => {
  const source = await sourceAccount(env, b.bank_account_id);
  if (source.currency_type !== 'crypto') throw fieldError('bank_account_id', 'Crypto withdrawals need a crypto account.');
  const amount = parseAmount(b.amount, source);
  if (protocolDisabled(source, 'CRYPTO')) throw fieldError('bank_account_id', 'The CRYPTO protocol is disabled for this account.');
  checkNetwork(source.currency, b.network);
  const wallet = await walletOf(env, b.wallet_id);
  if (wallet.currency !== source.currency) throw fieldError('wallet_id', `The wallet is not a ${source.currency} wallet.`);
  if (wallet.network !== b.network) throw fieldError('network', 'The selected network is not the wallet\'s network.');
  checkLimits(amount, source, env.settings);
  const priced = price(env, 'TRANSFER', source, amount);
  return {
    ...base(env, source, amount, b.bypass_duplicate_check),
    type: 'withdraw_crypto', destination: null, agentId: null, ...priced, toAmount: null, rate: null,
    protocol: 'CRYPTO', transferService: null, beneficiary: wallet.name, refMessage: null,
    details: { network: b.network, wallet_id: wallet.id, wallet: wallet.wallet, fee_description: priced.feeDescription },
    originalTransactionId: null, duplicateKey: dupKey(env, ['withdraw_crypto', source.id, `wallet:${wallet.id}`, amount.toString()]),
    ...(await decideStatus(env, source, amount, true)),
  };
};

/**
 * The rate of a buy or sell and the amount received, at exactly the quote the payment names (or the
 * current rate without one). last_side `sell`: the amount paid was typed and crypto_amount (the amount
 * received) derived from it, as convert does. last_side `buy`: the amount received was typed: it is
 * credited exactly, provided the amount paid buys it at that rate (rounded up, as the form rounds it, at
 * most one minor unit over); otherwise the customer is asked again with what it costs now.
 */
const quoteFor = async (env: DraftEnv, source: AccountRow, dest: AccountRow, amount: bigint, b: ExchangeBody): Promise<{ quote: Quote; toAmount: bigint }> => {
  const expected = b.crypto_amount !== undefined ? parseAmount(b.crypto_amount, dest, 'crypto_amount') : null;
  if (b.last_side === 'sell' || expected === null) return chooseQuote(env, source, dest, amount, expected, b.quote_id);
  const quote = await quoteOf(env, source, dest, b.quote_id);
  const needed = sourceForTarget(expected, quote.scaled, source.sub_unit, dest.sub_unit);
  if (amount >= needed && amount - needed <= 1n) return { quote, toAmount: expected };
  throw fieldError('amount', `The exchange rate has changed. ${formatMinor(expected, dest.sub_unit)} ${dest.currency} now cost ${formatMinor(needed, source.sub_unit)} ${source.currency}. Please check the new amount.`);
};

/**
 * exchange/fiat-crypto (buy, type buy_crypto) and exchange/crypto-fiat (sell, type convert): between
 * own accounts, as the transfer map allows (crypto feature, the buy/sell switches, CRYPTO_EXCHANGE not
 * disabled). The target is an own account; buying straight into a saved wallet is not offered.
 */
export const exchangeDraft = async (env: DraftEnv, side: 'buy' | 'sell', b: ExchangeBody): Promise<PaymentDraft> => {
  const source = await sourceAccount(env, b.bank_account_id);
  if (side === 'buy' && source.currency_type !== 'fiat') throw fieldError('bank_account_id', 'Buying crypto needs a fiat account to pay from.');
  if (side === 'sell' && source.currency_type !== 'crypto') throw fieldError('bank_account_id', 'Selling crypto needs a crypto account to sell from.');
  const amount = parseAmount(b.amount, source);
  if (b.wallet_id !== undefined) throw fieldError('wallet_id', 'Crypto is bought into an own crypto account; withdraw it to a saved wallet afterwards.');
  if (b.to_account_id === undefined) throw fieldError('to_account_id', 'The to account id field is required.');
  const dest = await destinationAccount(env, b.to_account_id);
  if (side === 'buy' && dest.currency_type !== 'crypto') throw fieldError('to_account_id', 'Crypto is bought into a crypto account.');
  if (side === 'sell' && dest.currency_type !== 'fiat') throw fieldError('to_account_id', 'Crypto is sold into a fiat account.');
  const crypto = side === 'buy' ? dest : source;
  if (b.network !== undefined) checkNetwork(crypto.currency, b.network);
  checkExchangePair(env, source, dest);
  checkLimits(amount, source, env.settings);
  const priced = price(env, 'EXCHANGE', source, amount);
  const conv = await quoteFor(env, source, dest, amount, b);
  const type = side === 'buy' ? 'buy_crypto' : 'convert';
  return {
    ...base(env, source, amount, b.bypass_duplicate_check),
    type, destination: dest, agentId: null, ...priced, toAmount: conv.toAmount, rate: conv.quote.rate,
    protocol: 'CRYPTO_EXCHANGE', transferService: null, beneficiary: env.company.name, refMessage: null,
    details: { fee_description: priced.feeDescription, rate_at: conv.quote.at, last_side: b.last_side, crypto_side: side, network: b.network ?? networksOf(crypto.currency)[0] ?? null, ...(b.quote_id ? { quote_id: b.quote_id } : {}) },
    originalTransactionId: null, duplicateKey: dupKey(env, [type, source.id, `account:${dest.id}`, amount.toString()]),
    ...(await decideStatus(env, source, amount, false)),
  };
};

/** What a crypto receive resolves to: the crypto account that receives, and for auto-sell the fiat account and the quoted fiat amount. */
export type ReceivePlan = {
  crypto: AccountRow;
  network: CryptoNetwork;
  amount: bigint;
  autoSell: { to: AccountRow; quote: Quote; fiatAmount: bigint } | null;
};

/**
 * The receive form: with is_crypto_auto_sell (default) to_account_id is the fiat account the sale goes
 * to and bank_account_id the crypto account (currency) that receives; without it to_account_id is the
 * crypto account that receives.
 */
export const receivePlan = async (env: DraftEnv, b: ReceiveBody): Promise<ReceivePlan> => {
  if (!companyFeature(env.company, 'crypto')) throw fieldError('to_account_id', 'Crypto is not enabled for your company.');
  const target = await destinationAccount(env, b.to_account_id);
  let crypto = target;
  if (b.is_crypto_auto_sell) {
    if (target.currency_type !== 'fiat') throw fieldError('to_account_id', 'With auto-sell, choose the fiat account that receives the proceeds.');
    if (b.bank_account_id === undefined) throw fieldError('bank_account_id', 'Choose the crypto account that receives the deposit.');
    crypto = await sourceAccount(env, b.bank_account_id);
    if (crypto.currency_type !== 'crypto') throw fieldError('bank_account_id', 'Choose a crypto account.');
  } else {
    if (target.currency_type !== 'crypto') throw fieldError('to_account_id', 'Choose the crypto account that receives the deposit.');
    if (b.bank_account_id !== undefined && b.bank_account_id !== target.id) throw fieldError('bank_account_id', 'Without auto-sell, the deposit goes to the chosen crypto account.');
  }
  const amount = parseAmount(b.amount, crypto);
  checkNetwork(crypto.currency, b.network);
  if (protocolDisabled(crypto, 'CRYPTO')) throw fieldError('to_account_id', 'The CRYPTO protocol is disabled for this account.');
  checkLimits(amount, crypto, env.settings);
  if (!b.is_crypto_auto_sell) return { crypto, network: b.network, amount, autoSell: null };
  checkExchangePair(env, crypto, target);
  const quote = await env.rates.quote(crypto.currency, target.currency, env.now);
  const fiatAmount = convertAtRate(amount, quote.scaled, crypto.sub_unit, target.sub_unit);
  return { crypto, network: b.network, amount, autoSell: { to: target, quote, fiatAmount } };
};

/**
 * deposit: the incoming transfer the customer announces, as a pending receive_crypto of the crypto
 * account (nothing held, nothing credited); it is credited when confirmed (administrator approval on
 * this reference server, which watches no chain).
 */
export const depositDraft = async (env: DraftEnv, plan: ReceivePlan, address: string, bypass: boolean | undefined): Promise<PaymentDraft> => ({
  ...base(env, plan.crypto, plan.amount, bypass),
  type: 'receive_crypto', destination: null, agentId: null, fee: 0n, feeType: null, toAmount: null, rate: null,
  protocol: 'CRYPTO', transferService: null, beneficiary: env.company.name, refMessage: null,
  details: {
    network: plan.network, deposit_address: address, is_crypto_auto_sell: plan.autoSell !== null,
    ...(plan.autoSell
      ? { auto_sell_to_account_id: plan.autoSell.to.id, quoted_fiat_amount: formatMinor(plan.autoSell.fiatAmount, plan.autoSell.to.sub_unit), quoted_rate: plan.autoSell.quote.rate }
      : {}),
  },
  originalTransactionId: null, duplicateKey: dupKey(env, ['receive_crypto', plan.crypto.id, `network:${plan.network}`, plan.amount.toString()]),
  status: 'pending', statusComment: 'Deposit announced, awaiting the network confirmation',
});

import type { GrandTotal } from '../../../contract/entities';
import type { TransactionCreateKind } from '../../../contract/enums';
import { minor } from '../../db/values';
import { fieldError } from '../../domain/errors';
import { currencyUnit } from '../../ledger/currencies';
import { type FeeType, quoteFee } from '../../ledger/fees';
import type { AccountRow } from '../../ledger/locks';
import { formatMinor } from '../../ledger/money';
import { checkLimits, parseAmount } from './amounts';
import { ownWallet } from '../crypto/queries';
import { checkExchangePair, checkTransferPair, destinationAccount, sourceAccount } from './drafts';
import type { DraftEnv } from './types';

/**
 * The grand total of a payment form: what leaves the account (amount + fee), in the source currency.
 * Transfer-type fees go to fee_amount, conversion fees to exchange_fee_amount; total = amount + both.
 */
export const grandTotalOf = (source: AccountRow, amount: bigint, fee: bigint, feeType: FeeType | null): GrandTotal => {
  const fmt = (v: bigint) => formatMinor(v, source.sub_unit);
  const available = minor(source.balance) - minor(source.reserved);
  const total = amount + fee;
  const next = available - total;
  return {
    transaction_amount: fmt(amount),
    fee_amount: fmt(feeType === 'EXCHANGE' ? 0n : fee),
    exchange_fee_amount: fmt(feeType === 'EXCHANGE' ? fee : 0n),
    total_amount: fmt(total),
    available_balance: fmt(available),
    next_available_balance: fmt(next),
    is_enough_balance: next >= 0n,
    currency_unit: currencyUnit(source),
  };
};

export type GrandTotalInput = {
  amount: string;
  bank_account_id: number;
  to_account_id?: number | undefined;
  wallet_id?: number | undefined;
  transmission_protocol_id?: string | undefined;
};

/** Grand total of a form kind. Lenient (it runs while the user types): it checks the accounts, the amount and the pair only. */
export const computeGrandTotal = async (env: DraftEnv, kind: TransactionCreateKind | 'withdraw_crypto' | 'fiat_crypto' | 'balance', input: GrandTotalInput): Promise<GrandTotal> => {
  const source = await sourceAccount(env, input.bank_account_id);
  const amount = parseAmount(input.amount, source);
  if (kind === 'withdraw_crypto' && source.currency_type !== 'crypto') throw fieldError('bank_account_id', 'Crypto withdrawals need a crypto account.');
  if (kind === 'fiat_crypto' && source.currency_type !== 'fiat') throw fieldError('bank_account_id', 'Buying crypto needs a fiat account.');
  let feeType: FeeType = 'TRANSFER';
  if (kind === 'transfer' || kind === 'convert' || kind === 'fiat_crypto') {
    if (input.to_account_id !== undefined) {
      const dest = await destinationAccount(env, input.to_account_id);
      if (dest.currency !== source.currency) {
        checkExchangePair(env, source, dest);
        feeType = 'EXCHANGE';
      } else if (kind === 'transfer') checkTransferPair(source, dest);
      else throw fieldError('to_account_id', 'The destination account must have another currency.');
    } else if (kind !== 'transfer') feeType = 'EXCHANGE';
  }
  if (kind === 'balance' && input.transmission_protocol_id === 'CRYPTO_EXCHANGE') feeType = 'EXCHANGE';
  if ((kind === 'withdraw_crypto' || kind === 'crypto') && input.wallet_id !== undefined) {
    const wallet = await ownWallet(env.ctx.db, env.company.id, input.wallet_id);
    if (!wallet) throw fieldError('wallet_id', 'The selected wallet is invalid.');
  }
  checkLimits(amount, source, env.settings);
  const q = quoteFee(env.plans, env.company.id, feeType, source.currency, amount);
  return grandTotalOf(source, amount, q.fee, feeType);
};

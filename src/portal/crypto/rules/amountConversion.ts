import type { BeforeChange } from '../../payments/engine/types';
import { blank, changed } from '../../payments/engine/types';
import { accountOf, type PaymentContext } from '../../payments/rules/context';
import { convertAmount } from '../../payments/convertAmount';
import { cryptoDecimals, divideAmount } from '../cryptoAmounts';

type Fields = { paid: string; received: string };

/**
 * The two amounts of a crypto exchange follow each other at the shown rate (the form value `rate`,
 * units received per unit paid): typing the paid amount sets last_side `sell` and multiplies; typing
 * the received amount sets last_side `buy` and divides (document 1 section 4 "Crypto forms"). A new
 * rate or account recomputes the side that was not typed. Each result is rounded to its account's
 * decimals (crypto: up to 8, capped by the sub-unit), down when multiplying and up when dividing.
 * Values that already agree for the current side are left alone, so the rule's own result (which
 * looks typed when the pass restarts) does not flip the side.
 */
export const makeAmountConversion = ({ paid, received }: Fields = { paid: 'amount', received: 'crypto_amount' }): BeforeChange<Pick<PaymentContext, 'accounts'>> => ({
  name: 'amountConversion',
  priority: 20,
  run: (next, prev, context) => {
    const rate = typeof next.rate === 'string' ? next.rate : '';
    const from = accountOf(context.accounts, next.bank_account_id);
    const to = accountOf(context.accounts, next.to_account_id);
    const ready = !blank(rate) && from !== undefined && to !== undefined;
    const multiplied = () => (ready ? (convertAmount(String(next[paid] ?? ''), rate, cryptoDecimals(to.currency_unit.sub_unit)) ?? '') : null);
    const divided = () => (ready ? (divideAmount(String(next[received] ?? ''), rate, cryptoDecimals(from.currency_unit.sub_unit)) ?? '') : null);
    const current = next.last_side === 'buy' ? 'buy' : 'sell';
    if (current === 'sell' && multiplied() === next[received]) return null;
    if (current === 'buy' && divided() === next[paid]) return null;
    const paidTyped = changed(next, prev, paid);
    const receivedTyped = changed(next, prev, received);
    const side = paidTyped && !receivedTyped ? 'sell' : receivedTyped && !paidTyped ? 'buy' : current;
    const patch: Record<string, unknown> = side === next.last_side ? {} : { last_side: side };
    const value = side === 'sell' ? multiplied() : divided();
    if (value !== null) patch[side === 'sell' ? received : paid] = value;
    return Object.keys(patch).length > 0 ? patch : null;
  },
});

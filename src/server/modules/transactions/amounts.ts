import type { SettingsValues } from '../../../contract/enums';
import { fieldError } from '../../domain/errors';
import type { AccountRow } from '../../ledger/locks';
import { formatMinor, toMinor } from '../../ledger/money';
import { amountLimits } from '../../ledger/settings';

/**
 * A hard cap per payment whatever the settings say: 10^15 minor units (10 000 000 000 000.00 of a fiat
 * currency, 10 000 000 of a crypto currency), so sums stay exact on both engines.
 */
export const MAX_AMOUNT_MINOR = 10n ** 15n;

/** The amount text of a payment in minor units of the account: > 0, no more decimals than the currency has. */
export const parseAmount = (text: string, account: Pick<AccountRow, 'sub_unit'>, field = 'amount'): bigint => {
  const decimals = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
  if (decimals > account.sub_unit) {
    throw fieldError(field, account.sub_unit === 0 ? 'The amount must be a whole number.' : `The amount may have at most ${account.sub_unit} decimals.`);
  }
  let v: bigint;
  try {
    v = toMinor(text, account.sub_unit);
  } catch {
    throw fieldError(field, 'The amount must be a positive number.');
  }
  if (v <= 0n) throw fieldError(field, 'The amount must be greater than zero.');
  if (v > MAX_AMOUNT_MINOR) throw fieldError(field, 'The amount is too large.');
  return v;
};

/** The amount boundaries of the settings (per currency kind, in units of the payment currency). */
export const checkLimits = (amount: bigint, account: Pick<AccountRow, 'sub_unit' | 'currency' | 'currency_type'>, settings: SettingsValues, field = 'amount'): void => {
  const limits = amountLimits(settings, account.currency_type, account.sub_unit);
  const fmt = (v: bigint) => `${formatMinor(v, account.sub_unit)} ${account.currency}`;
  const low = limits.min !== null && amount < limits.min;
  const high = limits.max !== null && amount > limits.max;
  if (!low && !high) return;
  if (limits.min !== null && limits.max !== null) throw fieldError(field, `The amount must be between ${fmt(limits.min)} and ${fmt(limits.max)}.`);
  if (low && limits.min !== null) throw fieldError(field, `The amount must be at least ${fmt(limits.min)}.`);
  if (limits.max !== null) throw fieldError(field, `The amount may not be greater than ${fmt(limits.max)}.`);
};

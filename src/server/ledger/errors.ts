import { fieldError, type RuleBrokenError } from '../domain/errors';

/** Why the ledger refused a movement. insufficient_funds and too_large are refusals of the input (422); the rest are bugs (500). */
export type LedgerErrorCode = 'insufficient_funds' | 'too_large' | 'unbalanced' | 'unknown_account' | 'currency_mismatch' | 'bad_release' | 'bad_entry';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
    readonly accountId?: number,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export const isLedgerError = (e: unknown): e is LedgerError => e instanceof LedgerError;

export const LEDGER_MESSAGES = {
  insufficientFunds: 'Insufficient funds.',
  tooLarge: 'The amount is too large.',
} as const;

/**
 * The ledger's refusal as the caller's broken rule, on the amount field; null for a code that means a
 * bug. http/errorHandler.ts answers a LedgerError with it; a payment names the available balance
 * instead (transactions/refusals.ts).
 */
export const ledgerRefusal = (e: LedgerError): RuleBrokenError | null => {
  if (e.code === 'insufficient_funds') return fieldError('amount', LEDGER_MESSAGES.insufficientFunds);
  if (e.code === 'too_large') return fieldError('amount', LEDGER_MESSAGES.tooLarge);
  return null;
};

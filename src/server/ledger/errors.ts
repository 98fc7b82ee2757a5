/** Why the ledger refused a movement. The HTTP layer turns insufficient_funds and too_large into 422s; the rest are bugs (500). */
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

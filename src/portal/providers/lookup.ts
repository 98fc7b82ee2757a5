import type { CallName } from '../../contract/calls';
import { callLoose, type LooseCallArgs } from './callApi';

/**
 * Autofill lookups; a new lookup of a kind cancels the earlier one of the same kind
 * (document 1 section 4 "Withdrawal", document 2 section 7 "Common").
 */
export const LOOKUP_CALLS = {
  portalService: 'externals.service',
  pspDeposit: 'manager.psp.payment',
  ibanBank: 'externals.iban',
  beneficiaryByIban: 'beneficiary.byIban',
  swiftBank: 'externals.swift',
  intermediarySwift: 'externals.swift',
  merchant: 'affiliateMerchantPayment.get',
} as const satisfies Record<string, CallName>;

export type LookupKind = keyof typeof LOOKUP_CALLS;

const running = new Map<LookupKind, AbortController>();

/** A cancelled lookup rejects with this; callers ignore it (a newer lookup of the kind is on its way). */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * Runs `request` with a signal that the next lookup of the same kind aborts. Lookups of different
 * kinds (the bank's SWIFT and the intermediary's SWIFT, say) never cancel each other.
 */
export const lookup = async <T>(kind: LookupKind, request: (signal: AbortSignal) => Promise<T>): Promise<T> => {
  running.get(kind)?.abort();
  const controller = new AbortController();
  running.set(kind, controller);
  try {
    return await request(controller.signal);
  } finally {
    if (running.get(kind) === controller) running.delete(kind);
  }
};

/** The lookup call of a kind (its call from LOOKUP_CALLS), cancelling the previous one of that kind. */
export const lookupCall = <T = unknown>(kind: LookupKind, args: LooseCallArgs): Promise<T> =>
  lookup(kind, (signal) => callLoose<T>(LOOKUP_CALLS[kind], { ...args, signal }));

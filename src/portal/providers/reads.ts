import { read } from './callApi';
import { lookupCall, type LookupKind } from './lookup';
import type { LooseCallArgs } from './callApi';

/**
 * The dataProvider's reads beyond a resource's records (statistics, dictionaries, a company's
 * onboarding…), each over one call of the contract and typed by it. Pages call them in `useQuery` with
 * a key of queryKeys.ts.
 */
export const reads = {
  getExchangeRate: read('manager.exchange.rates'),
  getOnboardingTransitions: read('admin.companies.onboardingTransitions'),
  getSystemReading: read('admin.system.get'),
  /** An autofill lookup; the next one of its kind cancels it (lookup.ts). */
  lookup: <T = unknown>(kind: LookupKind, args: LooseCallArgs): Promise<T> => lookupCall<T>(kind, args),
};

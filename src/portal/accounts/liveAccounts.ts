import type { QueryClient } from '@tanstack/react-query';
import type { BankAccount } from '../../contract/entities';
import { replaceInListCache } from '../realtime/replaceInListCache';

/** The react-admin resource of the company's accounts and the prefix of the portal's own account queries. */
const RESOURCE = 'bank-accounts';
const OWN_QUERIES = 'accounts';

/** What `account.created` / `account.updated` carry: the account as manager/bank-accounts returns it. */
export const isLiveAccount = (v: unknown): v is BankAccount => {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Partial<BankAccount>;
  return typeof a.id === 'number' && typeof a.company_id === 'number' && typeof a.balance === 'string' && typeof a.available_balance === 'string' && typeof a.currency === 'string';
};

const replaceIn = (value: unknown, account: BankAccount): unknown => {
  if (Array.isArray(value)) return value.some((r: { id?: unknown }) => r?.id === account.id) ? value.map((r: { id?: unknown }) => (r?.id === account.id ? { ...r, ...account } : r)) : value;
  if (typeof value === 'object' && value !== null && (value as { id?: unknown }).id === account.id) return { ...value, ...account };
  return value;
};

/**
 * Puts an account that changed into every cached copy, in place and without a refetch: react-admin's
 * lists and records of `bank-accounts` (accounts page, pickers, filters) and the portal's own
 * `['accounts', …]` queries (dashboard balances, payment forms' account choices). One that no cache
 * held (a filter hid it) changes nothing. Returns whether some cache held it.
 */
export const applyAccountUpdate = (client: QueryClient, account: BankAccount): boolean => {
  let found = replaceInListCache(client, RESOURCE, account);
  for (const prefix of [[RESOURCE, 'getOne'], [OWN_QUERIES]]) {
    for (const [key, value] of client.getQueriesData<unknown>({ queryKey: prefix })) {
      const next = replaceIn(value, account);
      if (next === value) continue;
      found = true;
      client.setQueryData(key, next);
    }
  }
  return found;
};

/** A new account: only the server knows where it goes in each list, so every account list is read again. */
export const applyAccountCreated = (client: QueryClient): Promise<unknown> =>
  Promise.all([client.invalidateQueries({ queryKey: [RESOURCE] }), client.invalidateQueries({ queryKey: [OWN_QUERIES] })]);

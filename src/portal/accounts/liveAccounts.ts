import type { QueryClient } from '@tanstack/react-query';
import type { BankAccount } from '../../contract/entities';
import { queryKeys } from '../providers/queryKeys';

/** What `account.created` / `account.updated` carry: the account as manager/bank-accounts returns it. */
export const isLiveAccount = (v: unknown): v is BankAccount => {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Partial<BankAccount>;
  return typeof a.id === 'number' && typeof a.company_id === 'number' && typeof a.balance === 'string' && typeof a.available_balance === 'string' && typeof a.currency === 'string';
};

type WithId = { id?: unknown };

const isRecordOf = (value: unknown, id: number): value is WithId => typeof value === 'object' && value !== null && (value as WithId).id === id;

const replaceInArray = (rows: unknown[], account: BankAccount): unknown[] | null =>
  rows.some((r) => isRecordOf(r, account.id)) ? rows.map((r) => (isRecordOf(r, account.id) ? { ...r, ...account } : r)) : null;

/** The cached value with the account merged in: a list page ({data, total}), an array (getMany), or the record itself. */
const replaceIn = (value: unknown, account: BankAccount): unknown => {
  if (Array.isArray(value)) return replaceInArray(value, account) ?? value;
  if (typeof value === 'object' && value !== null && Array.isArray((value as { data?: unknown }).data)) {
    const rows = replaceInArray((value as { data: unknown[] }).data, account);
    return rows ? { ...value, data: rows } : value;
  }
  return isRecordOf(value, account.id) ? { ...value, ...account } : value;
};

/**
 * Puts an account that changed into every cached copy under the bank-accounts resource, in place and
 * without a refetch: react-admin's lists, records and getMany (accounts page, dashboard balances,
 * payment forms' account choices, filters). One that no cache held (a filter hid it) changes nothing.
 * Returns whether some cache held it.
 */
export const applyAccountUpdate = (client: QueryClient, account: BankAccount): boolean => {
  let found = false;
  for (const [key, value] of client.getQueriesData<unknown>({ queryKey: queryKeys.resource('bank-accounts') })) {
    const next = replaceIn(value, account);
    if (next === value) continue;
    found = true;
    client.setQueryData(key, next);
  }
  return found;
};

/** A new account: only the server knows where it goes in each list, so every account list is read again. */
export const applyAccountCreated = (client: QueryClient): Promise<unknown> => client.invalidateQueries({ queryKey: queryKeys.resource('bank-accounts') });

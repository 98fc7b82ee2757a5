import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../providers/queryKeys';
import type { ResourceName } from '../providers/resources';

type WithId = { id: number | string };
type ListData<T> = { data: T[]; total?: number };

const isListData = <T extends WithId>(value: unknown): value is ListData<T> =>
  typeof value === 'object' && value !== null && Array.isArray((value as ListData<T>).data);

/**
 * Puts a record that arrived live into the cached lists of a react-admin resource, in place (no
 * refetch). Returns whether some cached list held it; a new record (in none) needs a refetch of the
 * lists instead, since only the server knows where it goes.
 */
export const replaceInListCache = <T extends WithId>(client: QueryClient, resource: ResourceName, record: T): boolean => {
  let found = false;
  const lists = client.getQueriesData<unknown>({ queryKey: queryKeys.lists(resource) });
  for (const [key, value] of lists) {
    if (!isListData<T>(value) || !value.data.some((r) => r.id === record.id)) continue;
    found = true;
    client.setQueryData(key, { ...value, data: value.data.map((r) => (r.id === record.id ? { ...r, ...record } : r)) });
  }
  return found;
};

/** Puts a record that arrived live into react-admin's cached copies of it (getOne: a detail page), in place. */
export const replaceInRecordCache = <T extends WithId>(client: QueryClient, resource: ResourceName, record: T): void => {
  for (const [key, value] of client.getQueriesData<unknown>({ queryKey: queryKeys.records(resource) })) {
    if (typeof value === 'object' && value !== null && (value as WithId).id === record.id) client.setQueryData(key, { ...value, ...record });
  }
};

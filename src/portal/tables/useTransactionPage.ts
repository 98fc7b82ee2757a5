import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, type SortPayload } from 'react-admin';
import type { Transaction } from '../../contract/entities';

/** The transaction lists: the company's own, the admin's, and those of the company's affiliated and white-labeled companies. */
export type TransactionListResource = 'transactions' | 'admin-transactions' | 'affiliate-transactions' | 'white-labeled-transactions';

export type TransactionPageQuery = {
  resource: TransactionListResource;
  page: number;
  perPage: number;
  sort: SortPayload;
  filter: Record<string, unknown>;
};

/** Marks the bench (scripts/bench/listRender.ts) reads: data arrived, rows rendered. */
export const LIST_MARKS = { data: 'kontor:list-data', rendered: 'kontor:list-rendered' } as const;

/**
 * One page of a transaction list from the server (paging, sorting and filters are the server's), keyed
 * like react-admin's getList so its invalidations (after a deny or an approval) refresh it. The
 * previous page stays on screen while the next one loads.
 */
export const useTransactionPage = ({ resource, page, perPage, sort, filter }: TransactionPageQuery) => {
  const dataProvider = useDataProvider();
  const params = { pagination: { page, perPage }, sort, filter, meta: undefined };
  return useQuery({
    queryKey: [resource, 'getList', params],
    queryFn: async ({ signal }) => {
      const result = await dataProvider.getList<Transaction>(resource, { ...params, signal });
      performance.mark(LIST_MARKS.data);
      return result;
    },
    placeholderData: keepPreviousData,
  });
};

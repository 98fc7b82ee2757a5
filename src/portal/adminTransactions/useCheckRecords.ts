import { useQuery } from '@tanstack/react-query';
import type { Transaction } from '../../contract/entities';
import { callLoose } from '../providers/callApi';
import type { QueryValue } from '../providers/httpClient';

type CheckQuery = { tid: string; source_reference: string; from_date: string; to_date: string };

/** The transactions a check-history search finds (first 100), or nothing before the first search. */
export const useCheckRecords = (asked: CheckQuery | null) =>
  useQuery({
    queryKey: ['admin-transactions', 'check-records', asked],
    enabled: asked !== null,
    queryFn: async ({ signal }) => {
      const query: Record<string, QueryValue> = { per_page: 100 };
      const ids = (asked?.tid ?? '').split(/[\s,;]+/).filter((v) => /^\d+$/.test(v));
      if (ids.length > 0) query.tid = ids;
      if (asked?.source_reference.trim()) query.source_reference = asked.source_reference.trim();
      if (asked?.from_date) query.from_date = asked.from_date;
      if (asked?.to_date) query.to_date = asked.to_date;
      const page = await callLoose<{ data: Transaction[] }>('admin.transactions.checkRecords', { query, signal });
      return page.data;
    },
  });

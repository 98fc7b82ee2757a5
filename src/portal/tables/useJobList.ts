import { useState } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { PAGE_SIZE } from '../../contract/constants';

/**
 * A background-job list (imports, reports): newest first, paged on the server, and fetched again
 * every pollMs while a row on the page is still running (realtime events usually come first).
 */
export const useJobList = <T extends RaRecord>(resource: string, isRunning: (row: T) => boolean, pollMs: number) => {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZE);
  const { data, total, isFetching } = useGetList<T>(
    resource,
    { pagination: { page, perPage }, sort: { field: 'created_at', order: 'DESC' }, filter: {} },
    { placeholderData: (previous) => previous, refetchInterval: (query) => (query.state.data?.data.some(isRunning) ? pollMs : false) },
  );
  return { data, total, isFetching, page, setPage, perPage, setPerPage };
};

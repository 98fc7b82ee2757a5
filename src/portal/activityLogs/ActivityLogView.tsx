import { Stack } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { ActivityLog } from '../../contract/entities';
import { ListFeedback, ListPagination } from '../tables/ListParts';
import { useSettledInput } from '../tables/useListSearch';
import { useListSort } from '../tables/useListSort';
import { ActivityExportButton } from './ActivityExportButton';
import { ActivityFilterBar } from './ActivityFilterBar';
import { type ActivityFilterValues, activityFilterErrors, activityQuery, EMPTY_ACTIVITY_FILTERS } from './activityFilters';
import { type ActivitySort, ActivityTable } from './ActivityTable';
import { KNOWN_ACTIVITY_TYPES, MANAGER_ACTIVITY_TYPES } from './activityTypeLabel';

const PER_PAGE = 50;

type ActivityLogViewProps = { area: 'admin' | 'manager'; initial?: Partial<ActivityFilterValues> };

/** A server-paged, filtered and sorted activity log with its CSV export (admin: every company; manager: their own). */
export const ActivityLogView = ({ area, initial = {} }: ActivityLogViewProps) => {
  const admin = area === 'admin';
  const [typed, setTyped] = useState<ActivityFilterValues>({ ...EMPTY_ACTIVITY_FILTERS, ...initial });
  const [filters, setFilters] = useState<ActivityFilterValues>(typed);
  const [page, setPage] = useState(1);
  const { sort, sortBy } = useListSort<ActivitySort['field']>({ field: 'created_at', order: 'DESC' }, setPage, 'DESC');
  // Typing waits a moment; inputs the server would refuse are not sent at all.
  useSettledInput(typed, (value) => {
    if (Object.keys(activityFilterErrors(value)).length > 0) return;
    setFilters(value);
    setPage(1);
  });
  const query = activityQuery(filters, area);
  const { data, total, isFetching } = useGetList<ActivityLog>(
    admin ? 'activity-logs' : 'activities',
    { pagination: { page, perPage: PER_PAGE }, sort, filter: query },
    { placeholderData: (previous) => previous },
  );
  return (
    <>
      <ActivityFilterBar values={typed} onChange={setTyped} types={admin ? KNOWN_ACTIVITY_TYPES : MANAGER_ACTIVITY_TYPES} admin={admin} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <ActivityExportButton call={admin ? 'admin.activities.report' : 'manager.activities.report'} query={query} disabled={total === 0} />
      </Stack>
      <ListFeedback isFetching={isFetching} empty={data?.length === 0} emptyKey="app.activity.empty" />
      <ActivityTable rows={data ?? []} showCompany={admin} sort={sort} onSort={sortBy} />
      <ListPagination total={total} page={page} onPage={setPage} perPage={PER_PAGE} displayedKey="app.activity.displayed" />
    </>
  );
};

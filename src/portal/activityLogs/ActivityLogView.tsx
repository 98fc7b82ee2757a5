import { LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { ActivityLog } from '../../contract/entities';
import { ActivityExportButton } from './ActivityExportButton';
import { ActivityFilterBar } from './ActivityFilterBar';
import { type ActivityFilterValues, activityFilterErrors, activityQuery, EMPTY_ACTIVITY_FILTERS } from './activityFilters';
import { type ActivitySort, ActivityTable } from './ActivityTable';
import { KNOWN_ACTIVITY_TYPES, MANAGER_ACTIVITY_TYPES } from './activityTypeLabel';

const PER_PAGE = 50;

type ActivityLogViewProps = { area: 'admin' | 'manager'; initial?: Partial<ActivityFilterValues> };

/** A server-paged, filtered and sorted activity log with its CSV export (admin: every company; manager: their own). */
export const ActivityLogView = ({ area, initial = {} }: ActivityLogViewProps) => {
  const translate = useTranslate();
  const admin = area === 'admin';
  const [typed, setTyped] = useState<ActivityFilterValues>({ ...EMPTY_ACTIVITY_FILTERS, ...initial });
  const [filters, setFilters] = useState<ActivityFilterValues>(typed);
  const [sort, setSort] = useState<ActivitySort>({ field: 'created_at', order: 'DESC' });
  const [page, setPage] = useState(1);
  useEffect(() => {
    // Typing waits a moment; inputs the server would refuse are not sent at all.
    const timer = setTimeout(() => {
      if (Object.keys(activityFilterErrors(typed)).length > 0) return;
      setFilters(typed);
      setPage(1);
    }, 400);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = activityQuery(filters, area);
  const { data, total, isFetching } = useGetList<ActivityLog>(
    admin ? 'activity-logs' : 'activities',
    { pagination: { page, perPage: PER_PAGE }, sort, filter: query },
    { placeholderData: (previous) => previous },
  );
  const sortBy = (field: ActivitySort['field']) => {
    setSort((s) => ({ field, order: s.field === field && s.order === 'DESC' ? 'ASC' : 'DESC' }));
    setPage(1);
  };
  return (
    <>
      <ActivityFilterBar values={typed} onChange={setTyped} types={admin ? KNOWN_ACTIVITY_TYPES : MANAGER_ACTIVITY_TYPES} admin={admin} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <ActivityExportButton call={admin ? 'admin.activities.report' : 'manager.activities.report'} query={query} disabled={total === 0} />
      </Stack>
      {isFetching ? <LinearProgress /> : null}
      {data && data.length === 0 ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate('app.activity.empty')}</Typography> : null}
      <ActivityTable rows={data ?? []} showCompany={admin} sort={sort} onSort={sortBy} />
      <TablePagination
        component="div"
        count={total ?? 0}
        page={page - 1}
        onPageChange={(_, p) => setPage(p + 1)}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        labelDisplayedRows={({ from, to, count }) => translate('app.activity.displayed', { from, to, count })}
      />
    </>
  );
};

import { Alert, Card, CardContent, Grid, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ApiError } from '../providers/ApiError';
import { callApi } from '../providers/callApi';
import { ListFeedback, ListPagination } from '../tables/ListParts';
import { formatValue } from './formatValue';
import { TimelineEventItem } from './TimelineEventItem';
import { useTimelineClassName } from './useTimelineClassName';
import { useTimelinePull } from './useTimelinePull';

const PER_PAGE = 25;

/** /admin/timelines/{entity_class}/{id}: the record as it is now, and its events newest first, kept up to date while open. */
export const TimelineEntityPage = () => {
  const translate = useTranslate();
  const params = useParams();
  const entityClass = params.entity_class ?? '';
  const id = Number(params.id);
  const className = useTimelineClassName(entityClass);
  useDocumentTitle('app.routes.timeline_entity');
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: ['timeline-view', entityClass, id],
    queryFn: () => callApi('admin.timeline.view', { query: { entity_class: entityClass, id } }),
    // An unknown record (4xx) stays unknown: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
  const events = useQuery({
    queryKey: ['timeline-events', entityClass, id, page],
    queryFn: () => callApi('admin.timeline.list', { query: { entity_class: entityClass, id, page, per_page: PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
  const newest = page === 1 ? (events.data?.data[0]?.id ?? 0) : null;
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['timeline-events', entityClass, id] });
    void queryClient.invalidateQueries({ queryKey: ['timeline-view', entityClass, id] });
  }, [queryClient, entityClass, id]);
  useTimelinePull(entityClass, id, view.isError ? null : newest, reload);

  if (view.isError) {
    return (
      <PageFrame titleKey="app.routes.timeline_entity">
        <Alert severity="warning">{translate('app.timeline.not_found')}</Alert>
      </PageFrame>
    );
  }
  const record = view.data;
  const list = events.data?.data ?? [];
  return (
    <PageFrame titleKey="app.routes.timeline_entity">
      <Typography sx={{ mb: 2 }}>
        <Link to={`/admin/timelines/${entityClass}`}>{className}</Link>
        {record ? ` · ${record.label || `#${record.id}`}` : ''}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>{translate('app.timeline.current_state')}</Typography>
              <Table size="small" aria-label={translate('app.timeline.current_state')}>
                <TableBody>
                  {Object.entries(record?.fields ?? {}).map(([field, value]) => (
                    <TableRow key={field}>
                      <TableCell component="th" scope="row">{translate(`app.timeline.fields.${field}`, { _: field })}</TableCell>
                      <TableCell>{formatValue(value, translate)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h6" component="h2" gutterBottom>{translate('app.timeline.events_title')}</Typography>
          <ListFeedback isFetching={events.isFetching} empty={events.data !== undefined && list.length === 0} emptyKey="app.timeline.empty_events" />
          <Stack spacing={1.5}>{list.map((e) => <TimelineEventItem key={e.id} event={e} />)}</Stack>
          <ListPagination total={events.data?.meta.total} page={page} onPage={setPage} perPage={PER_PAGE} displayedKey="app.timeline.displayed" />
        </Grid>
      </Grid>
    </PageFrame>
  );
};

import { Alert, Card, CardContent, Grid, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DataTable, useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { TimelineEvent } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ApiError } from '../providers/ApiError';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { formatValue } from './formatValue';
import { changesText, eventAuthor, eventName, TimelineChanges } from './TimelineChanges';
import { useTimelineClassName } from './useTimelineClassName';
import { useTimelinePull } from './useTimelinePull';

/** Asks for newer events while the first page (the newest) is shown, and reloads when there are some. */
const PullNewer = ({ entityClass, id, onNewer }: { entityClass: string; id: number; onNewer: () => void }) => {
  const { data, page, isPending } = useListContext<TimelineEvent>();
  useTimelinePull(entityClass, id, page === 1 && !isPending ? (data?.[0]?.id ?? 0) : null, onNewer);
  return null;
};

/** /admin/timelines/{entity_class}/{id}: the record as it is now, and its events newest first, kept up to date while open. */
export const TimelineEntityPage = () => {
  const translate = useTranslate();
  const params = useParams();
  const entityClass = params.entity_class ?? '';
  const id = Number(params.id);
  const className = useTimelineClassName(entityClass);
  useDocumentTitle('app.routes.timeline_entity');
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const view = useQuery({
    queryKey: queryKeys.timelineView(entityClass, id),
    queryFn: ({ signal }) => dataProvider.getTimelineView({ query: { entity_class: entityClass, id }, signal }),
    // An unknown record (4xx) stays unknown: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.lists('timeline') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.timelineView(entityClass, id) });
  }, [queryClient, entityClass, id]);
  const label = (field: string) => translate(`app.timeline.event_columns.${field}`);
  const name = (e: TimelineEvent) => eventName(translate, e);
  const author = (e: TimelineEvent) => eventAuthor(translate, e);

  if (view.isError) {
    return (
      <PageFrame titleKey="app.routes.timeline_entity">
        <Alert severity="warning">{translate('app.timeline.not_found')}</Alert>
      </PageFrame>
    );
  }
  const record = view.data;
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
          <ResourceList<TimelineEvent>
            key={`${entityClass}/${id}`}
            resource="timeline"
            storeKey={`timeline.${entityClass}.${id}`}
            label={translate('app.timeline.events_title')}
            filter={{ entity_class: entityClass, id }}
            sort={{ field: 'created_at', order: 'DESC' }}
            aside={<PullNewer entityClass={entityClass} id={id} onNewer={reload} />}
            rowAttributes={(e) => ({ 'data-testid': 'timeline-event', 'data-event': e.event })}
            emptyKey="app.timeline.empty_events"
            exportAs={{
              fileName: `timeline-${entityClass}-${id}`,
              columns: () => [
                { header: label('event'), value: name },
                { header: label('user'), value: author },
                { header: label('created_at'), value: (e) => e.created_at },
                { header: label('changes'), value: (e) => changesText(translate, e) },
              ],
            }}
            mobile={{ primaryText: name, secondaryText: (e) => `${author(e)} · ${formatDateTime(e.created_at, locale)}`, tertiaryText: (e) => changesText(translate, e) }}
          >
            <DataTable.Col<TimelineEvent> source="event" label={label('event')} disableSort render={name} sx={{ fontWeight: 600 }} />
            <DataTable.Col<TimelineEvent> source="user" label={label('user')} disableSort render={author} />
            <DataTable.Col<TimelineEvent> source="created_at" label={label('created_at')} disableSort render={(e) => formatDateTime(e.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
            <DataTable.Col<TimelineEvent> source="changes" label={label('changes')} disableSort render={(e) => <TimelineChanges event={e} />} />
          </ResourceList>
        </Grid>
      </Grid>
    </PageFrame>
  );
};

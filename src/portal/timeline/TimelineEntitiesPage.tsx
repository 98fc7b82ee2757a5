import { Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { callApi } from '../providers/callApi';
import { formatDateTime } from '../tables/formatMoney';
import { ListFeedback, ListHeader, ListPagination, ListSearchField } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { useListSearch } from '../tables/useListSearch';
import { useTimelineClassName } from './useTimelineClassName';

const PER_PAGE = 25;
const COLUMNS = ['id', 'label', 'secondary', 'created_at'] as const;

/** /admin/timelines/{entity_class}: the records of one class, searched and paged on the server; each opens its timeline. */
export const TimelineEntitiesPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entityClass = useParams().entity_class ?? '';
  const className = useTimelineClassName(entityClass);
  useDocumentTitle('app.routes.timelines');
  const { typed, setTyped, search, page, setPage } = useListSearch();
  const { data, isFetching } = useQuery({
    queryKey: ['timeline-entities', entityClass, search, page],
    queryFn: () => callApi('admin.timeline.entities', { query: { entity_class: entityClass, page, per_page: PER_PAGE, ...(search ? { search } : {}) } }),
    placeholderData: keepPreviousData,
  });
  const rows = data?.data ?? [];
  return (
    <PageFrame titleKey="app.routes.timelines">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
        <strong data-testid="timeline-class">{className}</strong>
        <ListSearchField label={translate('app.timeline.search')} value={typed} onChange={setTyped} sx={{ minWidth: 260 }} />
      </Stack>
      <ListFeedback isFetching={isFetching} empty={data !== undefined && rows.length === 0} emptyKey="app.timeline.empty_entities" />
      <ScrollBox>
        <Table size="small" aria-label={className}>
          <ListHeader columns={COLUMNS} labelPrefix="app.timeline.columns." />
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover data-testid="timeline-entity-row">
                <TableCell>{r.id}</TableCell>
                <TableCell><Link to={`/admin/timelines/${entityClass}/${r.id}`}>{r.label || `#${r.id}`}</Link></TableCell>
                <TableCell>{r.secondary ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.created_at, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      <ListPagination total={data?.meta.total} page={page} onPage={setPage} perPage={PER_PAGE} displayedKey="app.timeline.displayed" />
    </PageFrame>
  );
};

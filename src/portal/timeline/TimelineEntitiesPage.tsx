import { Stack } from '@mui/material';
import { DataTable, SearchInput, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { TimelineEntity } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { useTimelineClassName } from './useTimelineClassName';

/** /admin/timelines/{entity_class}: the records of one class, searched and paged on the server; each opens its timeline. */
export const TimelineEntitiesPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entityClass = useParams().entity_class ?? '';
  const className = useTimelineClassName(entityClass);
  useDocumentTitle('app.routes.timelines');
  const label = (field: string) => translate(`app.timeline.columns.${field}`);
  const recordPath = (r: TimelineEntity) => `/admin/timelines/${entityClass}/${r.id}`;
  const name = (r: TimelineEntity) => r.label || `#${r.id}`;
  return (
    <PageFrame titleKey="app.routes.timelines">
      <Stack direction="row" sx={{ mb: 1 }}>
        <strong data-testid="timeline-class">{className}</strong>
      </Stack>
        <ResourceList<TimelineEntity>
          key={entityClass}
          resource="timeline-entities"
          storeKey={`timeline-entities.${entityClass}`}
          label={className}
          filter={{ entity_class: entityClass }}
          filters={[<SearchInput key="search" source="search" alwaysOn placeholder={translate('app.timeline.search')} />]}
          rowLink={recordPath}
          rowAttributes={() => ({ 'data-testid': 'timeline-entity-row' })}
          emptyKey="app.timeline.empty_entities"
          exportAs={{
            fileName: `timeline-${entityClass}`,
            columns: () => [
              { header: label('id'), value: (r) => r.id },
              { header: label('label'), value: (r) => r.label },
              { header: label('secondary'), value: (r) => r.secondary },
              { header: label('created_at'), value: (r) => r.created_at },
            ],
          }}
          mobile={{ primaryText: name, secondaryText: (r) => r.secondary ?? '', tertiaryText: (r) => formatDateTime(r.created_at, locale) }}
        >
          <DataTable.Col source="id" label={label('id')} disableSort />
          <DataTable.Col<TimelineEntity> source="label" label={label('label')} disableSort render={(r) => <Link to={recordPath(r)} onClick={(e) => e.stopPropagation()}>{name(r)}</Link>} />
          <DataTable.Col<TimelineEntity> source="secondary" label={label('secondary')} disableSort render={(r) => r.secondary ?? ''} />
          <DataTable.Col<TimelineEntity> source="created_at" label={label('created_at')} disableSort render={(r) => formatDateTime(r.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        </ResourceList>
    </PageFrame>
  );
};

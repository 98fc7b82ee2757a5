import { useLocaleState, useTranslate } from 'react-admin';
import type { ActivityLog } from '../../contract/entities';
import { ResourceList } from '../lists/ResourceList';
import { ActivityExportButton } from './ActivityExportButton';
import { ClearActivityFilters, useActivityFilters } from './ActivityFilterBar';
import { actingAdminLabel, activityColumns, activityPhoneTexts, activityUserLabel, type ActivityRow } from './ActivityTable';
import { KNOWN_ACTIVITY_TYPES, MANAGER_ACTIVITY_TYPES } from './activityTypeLabel';
import { translateServerText } from '../i18n/serverText/translate';

const PER_PAGE = 50;

type ActivityLogViewProps = { area: 'admin' | 'manager' };

/**
 * An activity log as a react-admin list (admin: the activity-logs resource, every company, ?user_id=
 * and ?company_id= open it filtered; manager: the activities resource, their own company). Filters,
 * sort (time, type) and paging on the server; the CSV is the server's report of the same filters,
 * the xlsx react-admin's export.
 */
export const ActivityLogView = ({ area }: ActivityLogViewProps) => {
  const admin = area === 'admin';
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const filters = useActivityFilters(admin ? KNOWN_ACTIVITY_TYPES : MANAGER_ACTIVITY_TYPES, admin);
  const label = (column: string) => translate(`app.activity.columns.${column}`);
  return (
    <ResourceList<ActivityRow>
      resource={admin ? 'activity-logs' : 'activities'}
      storeKey={`${area}.activity`}
      label={translate('app.activity.title')}
      perPage={PER_PAGE}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={filters}
      addressFilters={admin ? ['user_id', 'company_id'] : undefined}
      rowAttributes={() => ({ 'data-testid': 'activity-row' })}
      emptyKey="app.activity.empty"
      exportFormats={['xlsx']}
      exportAs={{
        fileName: 'activities',
        columns: () => [
          { header: 'ID', value: (a) => a.id },
          { header: label('created_at'), value: (a) => a.created_at },
          { header: label('type'), value: (a) => a.type },
          { header: label('description'), value: (a) => translateServerText(translate, a.description) },
          { header: label('user'), value: activityUserLabel },
          ...(admin ? [{ header: label('company'), value: (a: ActivityLog) => a.company_id }, { header: label('acting_admin'), value: actingAdminLabel }] : []),
          { header: label('ip'), value: (a) => a.ip },
          { header: label('user_agent'), value: (a) => a.user_agent },
        ],
      }}
      mobile={activityPhoneTexts(translate, locale)}
      actions={
        <>
          <ActivityExportButton call={admin ? 'admin.activities.report' : 'manager.activities.report'} />
          <ClearActivityFilters />
        </>
      }
    >
      {activityColumns(translate, locale, admin)}
    </ResourceList>
  );
};

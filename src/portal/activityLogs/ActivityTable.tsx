import { Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { DataTable, type TranslateFunction } from 'react-admin';
import type { ActivityLog, UserRef } from '../../contract/entities';
import { formatDateTime } from '../money/formatMoney';
import { activityTypeLabel } from './activityTypeLabel';
import { translateServerText } from '../i18n/serverText/translate';

/** An entry; the admin log's also names the admin who acted as the user (AdminActivityLog). */
export type ActivityRow = ActivityLog & { acting_admin?: UserRef | null };

const refLabel = (u: UserRef): string => `${`${u.first_name} ${u.last_name}`.trim()} <${u.email}>`;
export const activityUserLabel = (a: ActivityLog): string => (a.user ? refLabel(a.user) : '');
export const actingAdminLabel = (a: ActivityRow): string => (a.acting_admin ? refLabel(a.acting_admin) : '');

/**
 * The <DataTable.Col>s of an activity log: time and type sort on the server (its allow-list), the
 * others do not. Every text is rendered as text (descriptions and agents come from users' input).
 */
/** An activity as a row of a list on a phone: what happened, its description, when. */
export const activityPhoneTexts = (translate: TranslateFunction, locale: string) => ({
  primaryText: (a: ActivityRow) => activityTypeLabel(translate, a.type),
  secondaryText: (a: ActivityRow) => translateServerText(translate, a.description),
  tertiaryText: (a: ActivityRow) => formatDateTime(a.created_at, locale),
});

export const activityColumns = (translate: TranslateFunction, locale: string, showCompany: boolean): ReactElement[] => {
  const label = (column: string) => translate(`app.activity.columns.${column}`);
  return [
    <DataTable.Col<ActivityRow> key="created_at" source="created_at" label={label('created_at')} render={(a) => formatDateTime(a.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />,
    <DataTable.Col<ActivityRow> key="type" source="type" label={label('type')} render={(a) => activityTypeLabel(translate, a.type)} />,
    <DataTable.Col<ActivityRow> key="description" source="description" label={label('description')} disableSort render={(a) => translateServerText(translate, a.description)} />,
    <DataTable.Col<ActivityRow>
      key="user"
      source="user"
      label={label('user')}
      disableSort
      render={(a) => (
        <>
          {activityUserLabel(a)}
          {a.acting_admin ? (
            <Typography variant="caption" component="div" color="warning.main" data-testid="activity-acting-admin">
              {translate('app.activity.acting_as', { admin: actingAdminLabel(a) })}
            </Typography>
          ) : null}
        </>
      )}
    />,
    ...(showCompany
      ? [<DataTable.Col<ActivityRow> key="company" source="company_id" label={label('company')} disableSort render={(a) => (a.company_id === null ? '' : `#${a.company_id}`)} />]
      : []),
    <DataTable.Col<ActivityRow> key="ip" source="ip" label={label('ip')} disableSort render={(a) => <span title={a.user_agent ?? undefined}>{a.ip ?? ''}</span>} />,
  ];
};

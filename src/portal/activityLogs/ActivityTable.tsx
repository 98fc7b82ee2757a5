import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ActivityLog, UserRef } from '../../contract/entities';
import { ListHeader } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { formatDateTime } from '../tables/formatMoney';
import { activityTypeLabel } from './activityTypeLabel';

export type ActivitySort = { field: 'created_at' | 'type'; order: 'ASC' | 'DESC' };

/** An entry; the admin log's also names the admin who acted as the user (AdminActivityLog). */
type ActivityRow = ActivityLog & { acting_admin?: UserRef | null };

type ActivityTableProps = {
  rows: readonly ActivityRow[];
  showCompany: boolean;
  sort?: ActivitySort;
  onSort?: (field: ActivitySort['field']) => void;
};

/** Columns the server sorts by (its allow-list). */
const SORTABLE: Partial<Record<string, ActivitySort['field']>> = { created_at: 'created_at', type: 'type' };

const refLabel = (u: UserRef): string => `${`${u.first_name} ${u.last_name}`.trim()} <${u.email}>`;
const userLabel = (a: ActivityLog): string => (a.user ? refLabel(a.user) : '');

/** Activity rows; every text is rendered as text (descriptions and agents come from users' input). */
export const ActivityTable = ({ rows, showCompany, sort, onSort }: ActivityTableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const columns = ['created_at', 'type', 'description', 'user', ...(showCompany ? ['company'] : []), 'ip'];
  return (
    <ScrollBox>
      <Table size="small" aria-label={translate('app.activity.title')}>
        <ListHeader columns={columns} labelPrefix="app.activity.columns." sortable={SORTABLE} sort={sort} onSort={onSort} />
        <TableBody>
          {rows.map((a) => (
            <TableRow key={a.id} hover data-testid="activity-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.created_at, locale)}</TableCell>
              <TableCell>{activityTypeLabel(translate, a.type)}</TableCell>
              <TableCell>{a.description}</TableCell>
              <TableCell>
                {userLabel(a)}
                {a.acting_admin ? (
                  <Typography variant="caption" component="div" color="warning.main" data-testid="activity-acting-admin">
                    {translate('app.activity.acting_as', { admin: refLabel(a.acting_admin) })}
                  </Typography>
                ) : null}
              </TableCell>
              {showCompany ? <TableCell>{a.company_id === null ? '' : `#${a.company_id}`}</TableCell> : null}
              <TableCell title={a.user_agent ?? undefined}>{a.ip ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
};

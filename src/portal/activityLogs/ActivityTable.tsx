import { Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ActivityLog } from '../../contract/entities';
import { ScrollBox } from '../tables/ScrollBox';
import { formatDateTime } from '../tables/formatMoney';
import { activityTypeLabel } from './activityTypeLabel';

export type ActivitySort = { field: 'created_at' | 'type'; order: 'ASC' | 'DESC' };

type ActivityTableProps = {
  rows: readonly ActivityLog[];
  showCompany: boolean;
  sort?: ActivitySort;
  onSort?: (field: ActivitySort['field']) => void;
};

const userLabel = (a: ActivityLog): string => (a.user ? `${`${a.user.first_name} ${a.user.last_name}`.trim()} <${a.user.email}>` : '');

/** Activity rows; every text is rendered as text (descriptions and agents come from users' input). */
export const ActivityTable = ({ rows, showCompany, sort, onSort }: ActivityTableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const header = (field: ActivitySort['field']) => {
    const label = translate(`app.activity.columns.${field}`);
    if (!sort || !onSort) return label;
    const active = sort.field === field;
    return <TableSortLabel active={active} direction={active && sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => onSort(field)}>{label}</TableSortLabel>;
  };
  return (
    <ScrollBox>
      <Table size="small" aria-label={translate('app.activity.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{header('created_at')}</TableCell>
            <TableCell>{header('type')}</TableCell>
            <TableCell>{translate('app.activity.columns.description')}</TableCell>
            <TableCell>{translate('app.activity.columns.user')}</TableCell>
            {showCompany ? <TableCell>{translate('app.activity.columns.company')}</TableCell> : null}
            <TableCell>{translate('app.activity.columns.ip')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((a) => (
            <TableRow key={a.id} hover data-testid="activity-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.created_at, locale)}</TableCell>
              <TableCell>{activityTypeLabel(translate, a.type)}</TableCell>
              <TableCell>{a.description}</TableCell>
              <TableCell>{userLabel(a)}</TableCell>
              {showCompany ? <TableCell>{a.company_id === null ? '' : `#${a.company_id}`}</TableCell> : null}
              <TableCell title={a.user_agent ?? undefined}>{a.ip ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
};

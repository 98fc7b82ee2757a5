import { Button } from '@mui/material';
import { TextInput, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Transaction } from '../../contract/entities';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { exportColumns } from '../lists/exportValue';
import { formatDateTime, formatMoney } from '../money/formatMoney';
import { transactionColumnElements } from '../transactions/TransactionListView';
import { LocaleDateInput } from '../lists/LocaleDateInput';

const COLUMNS = ['created_at', 'id', 'type_id', 'external_service_type_id', 'bank_account', 'beneficiary_name', 'readable_status', 'amount', 'fee_amount', 'source_reference', 'actions'];

const historyPath = (t: { id: number }): string => `/admin/transactions/${t.id}/history`;

/** Ids typed with commas, spaces or semicolons, as the API's comma list. */
const idList = (value: string): string => value.replace(/[\s;]+/g, ',').replace(/,{2,}/g, ',');

/**
 * /admin/transactions/check-history: the admin-check-records resource, transactions found by ids or
 * source reference, with dates (filters on the server; the server orders newest first).
 */
export const CheckHistoryPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.check_history');
  const label = (column: string) => translate(`app.money.columns.${column}`);
  return (
    <PageFrame titleKey="app.routes.check_history">
      <ResourceList<Transaction>
        resource="admin-check-records"
        storeKey="admin-check-records"
        label={translate('app.routes.check_history')}
        // 25 rows like the other lists (100 or 50 one click away): a hundred rows of eleven columns took
        // seconds to draw on a busy machine after the answer had come (issue 43, "admin History").
        perPage={25}
        filters={[
          <TextInput key="tid" source="tid" alwaysOn label={translate('app.money.admin.ids')} helperText={translate('app.money.admin.ids_hint')} parse={idList} />,
          <TextInput key="source_reference" source="source_reference" alwaysOn label={translate('app.money.columns.source_reference')} />,
          <LocaleDateInput key="from_date" source="from_date" alwaysOn label={translate('app.money.list.from_date')} />,
          <LocaleDateInput key="to_date" source="to_date" alwaysOn label={translate('app.money.list.to_date')} />,
        ]}
        rowLink={historyPath}
        emptyKey="app.money.list.empty"
        exportAs={{ fileName: 'check-history', columns: () => exportColumns(COLUMNS, label) }}
        rowAttributes={(t) => ({ 'data-testid': 'transaction-row', 'data-status': t.status })}
        mobile={{
          primaryText: (t) => t.beneficiary_name || t.name,
          secondaryText: (t) => `${formatMoney(t.amount, t.currency, locale)} · ${translate(`app.money.statuses.${t.status}`, { _: t.readable_status })}`,
          tertiaryText: (t) => formatDateTime(t.created_at, locale),
        }}
      >
        {transactionColumnElements(COLUMNS, {
          translate,
          locale,
          sortable: false,
          renderActions: (t) => <Button size="small" component={Link} to={historyPath(t)}>{translate('app.money.list.history')}</Button>,
        })}
      </ResourceList>
    </PageFrame>
  );
};

import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { useAccessContext } from '../providers/useAccessContext';
import { formatDateTime } from '../money/formatMoney';
import { failedText, importedText } from './importAmounts';
import { ImportFileButton } from './ImportFileButton';
import { ImportStatusChip } from './ImportStatusChip';
import { IMPORT_POLL_MS, isRunning, type LiveImport } from './importLive';
import { useLiveImports } from './useLiveImports';

const userName = (r: LiveImport): string => (r.user ? `${r.user.first_name} ${r.user.last_name}` : '');
const accountName = (r: LiveImport): string => `${r.bank_account.name} (${r.bank_account.currency})`;
const recordPath = (r: LiveImport): string => `/manager/imports/${r.id}`;
/** The buttons of a row do their own thing, not open the row. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * /manager/imports: the imports resource, newest first (the server's only order), paged on the
 * server; statuses live (realtime events, polling while a row of the page runs). The detail and the
 * files are manager only (the server refuses readers), so only a manager's rows open.
 */
export const ImportsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isManager = useAccessContext().role === 'manager';
  useDocumentTitle('app.routes.imports');
  useLiveImports();
  const label = (field: string) => translate(`app.imports.columns.${field}`);
  const exportLabel = (field: string) => translate(`app.imports.export.${field}`);
  return (
    <PageFrame titleKey="app.routes.imports">
      <ResourceList<LiveImport>
        resource="imports"
        storeKey="imports"
        label={translate('app.routes.imports')}
        sort={{ field: 'created_at', order: 'DESC' }}
        queryOptions={{ refetchInterval: (query) => (query.state.data?.data.some(isRunning) ? IMPORT_POLL_MS : false) }}
        rowLink={isManager ? recordPath : undefined}
        rowAttributes={(r) => ({ 'data-testid': 'import-row', 'data-status': r.status })}
        emptyKey="app.imports.empty"
        exportAs={{
          fileName: 'imports',
          columns: () => [
            { header: label('id'), value: (r) => r.id },
            { header: label('file_name'), value: (r) => r.file_name },
            { header: label('bank_account'), value: (r) => r.bank_account.name },
            { header: exportLabel('currency'), value: (r) => r.bank_account.currency },
            { header: label('user'), value: userName },
            { header: label('status'), value: (r) => r.status },
            { header: exportLabel('success_count'), value: (r) => r.success_transactions_count },
            { header: exportLabel('success_amount'), value: (r) => r.success_transactions_amount },
            { header: exportLabel('success_amount_with_fee'), value: (r) => r.success_transactions_amount_with_fee },
            { header: exportLabel('failed_count'), value: (r) => r.failed_transactions_count },
            { header: exportLabel('failed_amount'), value: (r) => r.failed_transactions_amount },
            { header: label('created_at'), value: (r) => r.created_at },
          ],
        }}
        mobile={{
          primaryText: (r) => `#${r.id} ${r.file_name}`,
          secondaryText: (r) => <ImportStatusChip record={r} />,
          tertiaryText: (r) => `${importedText(r, locale)} · ${formatDateTime(r.created_at, locale)}`,
        }}
      >
        <DataTable.Col source="id" label={label('id')} disableSort />
        <DataTable.Col source="file_name" label={label('file_name')} disableSort />
        <DataTable.Col<LiveImport> source="bank_account" label={label('bank_account')} disableSort render={accountName} />
        <DataTable.Col<LiveImport> source="user" label={label('user')} disableSort render={(r) => userName(r) || '—'} />
        <DataTable.Col<LiveImport> source="status" label={label('status')} disableSort render={(r) => <ImportStatusChip record={r} />} />
        <DataTable.Col<LiveImport> source="success_transactions_amount" label={label('success')} disableSort render={(r) => importedText(r, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<LiveImport> source="failed_transactions_amount" label={label('failed')} disableSort render={(r) => failedText(r, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<LiveImport> source="created_at" label={label('created_at')} disableSort render={(r) => formatDateTime(r.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        {/* The files are part of the import detail: manager only, like the row link (the server refuses readers). */}
        {isManager ? (
          <DataTable.Col<LiveImport>
            label={label('actions')}
            disableSort
            render={(r) => (
              <span onClick={stop} role="presentation" style={{ whiteSpace: 'nowrap' }}>
                <ImportFileButton id={r.id} kind="original" />
                {r.actions.has_errors ? <ImportFileButton id={r.id} kind="errors" /> : null}
              </span>
            )}
          />
        ) : null}
      </ResourceList>
    </PageFrame>
  );
};

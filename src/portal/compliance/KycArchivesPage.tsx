import { Chip } from '@mui/material';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import type { Archive } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { archiveRunning, archiveStatusColor } from './archiveLogic';
import { KycArchiveDownloadButton } from './KycArchiveDownloadButton';
import { KycArchiveForm } from './KycArchiveForm';

const POLL_MS = 3000;
const period = (a: Archive): string => `${a.date_from} – ${a.date_to}`;
/** The download button does its own thing. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * /admin/kyc-file-archives: request a zip of KYC files; the kyc-file-archives resource lists them
 * newest first (the server's only order), paged on the server, polled while one runs; download it.
 */
export const KycArchivesPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.kyc_file_archives');
  const label = (field: string) => translate(`app.compliance.archives.columns.${field}`);
  const company = (a: Archive) => (a.company ? a.company.name : translate('app.compliance.archives.every_company'));
  const status = (a: Archive) => translate(`app.compliance.archives.statuses.${a.status}`);
  return (
    <PageFrame titleKey="app.routes.kyc_file_archives">
      <KycArchiveForm />
      <ResourceList<Archive>
        resource="kyc-file-archives"
        storeKey="kyc-file-archives"
        label={translate('app.routes.kyc_file_archives')}
        sort={{ field: 'created_at', order: 'DESC' }}
        queryOptions={{ refetchInterval: (query) => (query.state.data?.data.some(archiveRunning) ? POLL_MS : false) }}
        rowAttributes={(a) => ({ 'data-testid': 'archive-row', 'data-status': a.status })}
        emptyKey="app.compliance.archives.empty"
        exportAs={{
          fileName: 'kyc-file-archives',
          columns: () => [
            { header: label('id'), value: (a) => a.id },
            { header: label('company'), value: company },
            { header: translate('app.compliance.archives.date_from'), value: (a) => a.date_from },
            { header: translate('app.compliance.archives.date_to'), value: (a) => a.date_to },
            { header: label('status'), value: status },
            { header: label('created_at'), value: (a) => a.created_at },
          ],
        }}
        mobile={{ primaryText: (a) => `#${a.id} ${company(a)}`, secondaryText: (a) => `${period(a)} · ${status(a)}`, tertiaryText: (a) => formatDateTime(a.created_at, locale) }}
      >
        <DataTable.Col<Archive> source="id" label={label('id')} disableSort render={(a) => `#${a.id}`} />
        <DataTable.Col<Archive> source="company" label={label('company')} disableSort render={company} />
        <DataTable.Col<Archive> source="date_from" label={label('period')} disableSort render={period} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<Archive> source="status" label={label('status')} disableSort render={(a) => <Chip size="small" color={archiveStatusColor(a.status)} label={status(a)} />} />
        <DataTable.Col<Archive> source="created_at" label={label('created_at')} disableSort render={(a) => formatDateTime(a.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<Archive>
          label={label('download')}
          disableSort
          render={(a) => (a.actions.is_downloadable ? <span onClick={stop} role="presentation"><KycArchiveDownloadButton archive={a} /></span> : null)}
        />
      </ResourceList>
    </PageFrame>
  );
};

import { Chip, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Archive } from '../../contract/entities';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ListFeedback, ListHeader, ListPagination } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { formatDateTime } from '../tables/formatMoney';
import { useJobList } from '../tables/useJobList';
import { archiveRunning, archiveStatusColor } from './archiveLogic';
import { KycArchiveDownloadButton } from './KycArchiveDownloadButton';
import { KycArchiveForm } from './KycArchiveForm';

const POLL_MS = 3000;
const COLUMNS = ['id', 'company', 'period', 'status', 'created_at', 'download'] as const;

/** /admin/kyc-file-archives: request a zip of KYC files, follow its status (polled while one runs), download it. */
export const KycArchivesPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  useDocumentTitle('app.routes.kyc_file_archives');
  const { data, total, isFetching, page, setPage, perPage, setPerPage } = useJobList<Archive>('kyc-file-archives', archiveRunning, POLL_MS);
  return (
    <PageFrame titleKey="app.routes.kyc_file_archives">
      <KycArchiveForm onCreated={() => void queryClient.invalidateQueries({ queryKey: ['kyc-file-archives'] })} />
      <ListFeedback isFetching={isFetching} empty={data?.length === 0} emptyKey="app.compliance.archives.empty" />
      <ScrollBox>
        <Table size="small" aria-label={translate('app.routes.kyc_file_archives')}>
          <ListHeader columns={COLUMNS} labelPrefix="app.compliance.archives.columns." />
          <TableBody>
            {(data ?? []).map((a) => (
              <TableRow key={a.id} data-testid="archive-row">
                <TableCell>{`#${a.id}`}</TableCell>
                <TableCell>{a.company ? a.company.name : translate('app.compliance.archives.every_company')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${a.date_from} – ${a.date_to}`}</TableCell>
                <TableCell><Chip size="small" color={archiveStatusColor(a.status)} label={translate(`app.compliance.archives.statuses.${a.status}`)} /></TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.created_at, locale)}</TableCell>
                <TableCell>{a.actions.is_downloadable ? <KycArchiveDownloadButton archive={a} /> : null}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      <ListPagination total={total} page={page} onPage={setPage} perPage={perPage} onPerPage={setPerPage} />
    </PageFrame>
  );
};

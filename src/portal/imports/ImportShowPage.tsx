import { Box, LinearProgress, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useGetOne, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { IMPORT_DONE_POPUP_MS } from '../../contract/constants';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { downloadFile } from '../lists/downloadFile';
import { formatDateTime } from '../money/formatMoney';
import { failedText, importedText } from './importAmounts';
import { ImportFileButton } from './ImportFileButton';
import { ImportOutcomeMessage } from './ImportOutcomeMessage';
import { ImportStatusChip } from './ImportStatusChip';
import { IMPORT_POLL_MS, importOutcome, isRunning, type LiveImport } from './importLive';
import { useLiveImports } from './useLiveImports';

/**
 * /manager/imports/{id} (manager only): react-admin's record of imports; status and progress follow the
 * job live (realtime events; polling every 2 s as a fallback while it runs). When it finishes while shown, the spec's popup
 * appears, and a finished-with-errors import downloads its errors file by itself.
 */
export const ImportShowPage = () => {
  const { import_id: raw } = useParams();
  const id = Number(raw);
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.import_record');
  const query = useGetOne<LiveImport>('imports', { id }, { refetchInterval: (q) => (q.state.data && isRunning(q.state.data) ? IMPORT_POLL_MS : false) });
  useLiveImports();
  const record = query.data;
  const seenRunning = useRef(false);
  const [downloaded, setDownloaded] = useState(false);
  useEffect(() => {
    if (!record) return;
    if (isRunning(record)) {
      seenRunning.current = true;
      return;
    }
    if (!seenRunning.current) return;
    seenRunning.current = false;
    const outcome = importOutcome(record);
    if (outcome === 'done') notify('app.imports.messages.done_title', { type: 'success', autoHideDuration: IMPORT_DONE_POPUP_MS, messageArgs: { id: record.id } });
    if (outcome === 'done_with_errors') {
      void downloadFile('manager.imports.errorsFile', { id: record.id }, `import-${record.id}-errors.xlsx`).then(() => setDownloaded(true), () => undefined);
    }
  }, [record, notify]);

  const rows: [string, string][] = record
    ? [
        ['file_name', record.file_name],
        ['bank_account', `${record.bank_account.name} (${record.bank_account.currency})`],
        ['user', record.user ? `${record.user.first_name} ${record.user.last_name}` : '—'],
        ['success', importedText(record, locale)],
        ['failed', failedText(record, locale)],
        ['created_at', formatDateTime(record.created_at, locale)],
      ]
    : [];
  return (
    <PageFrame titleKey="app.routes.import_record">
      {query.isLoading ? <LinearProgress /> : null}
      {record ? (
        <Stack spacing={2} sx={{ maxWidth: 800 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <ImportStatusChip record={record} />
            {isRunning(record) ? <LinearProgress variant="determinate" value={record.progress ?? 0} sx={{ flex: 1 }} aria-label={translate('app.imports.statuses.PROCESSING')} /> : null}
          </Box>
          <ImportOutcomeMessage record={record} downloaded={downloaded} />
          <Table size="small">
            <TableBody>
              {rows.map(([k, v]) => (
                <TableRow key={k}>
                  <TableCell component="th" sx={{ width: 200 }}>{translate(`app.imports.columns.${k}`)}</TableCell>
                  <TableCell data-field={k}>{v}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box><ImportFileButton id={record.id} kind="original" /></Box>
        </Stack>
      ) : null}
    </PageFrame>
  );
};

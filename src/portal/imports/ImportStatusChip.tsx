import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LiveImport } from './importLive';

const COLORS = { QUEUE: 'default', PROCESSING: 'info', DONE: 'success', ERROR: 'error' } as const;

/** Status with the progress (processed/total rows) while the job runs. */
export const ImportStatusChip = ({ record }: { record: LiveImport }) => {
  const translate = useTranslate();
  const progress = record.status === 'PROCESSING' && record.total_rows ? ` ${record.processed_rows ?? 0}/${record.total_rows}` : '';
  return <Chip size="small" color={COLORS[record.status]} label={`${translate(`app.imports.statuses.${record.status}`)}${progress}`} data-testid="import-status" data-status={record.status} />;
};

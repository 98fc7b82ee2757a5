import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CallName } from '../../contract/calls';
import { downloadFile } from '../tables/downloadFile';

type ActivityExportButtonProps = { call: Extract<CallName, 'admin.activities.report' | 'manager.activities.report'>; query: Record<string, string>; disabled?: boolean };

/** The whole filtered log as the server's CSV file (fetched with the session's headers). */
export const ActivityExportButton = ({ call, query, disabled = false }: ActivityExportButtonProps) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(call, {}, 'activities.csv', query);
    } catch {
      // The error catalogue has already reacted (downloadFile reports the error).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={disabled || busy} onClick={() => void download()}>
      {translate('app.activity.export')}
    </Button>
  );
};

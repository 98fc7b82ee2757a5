import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { CallName } from '../../contract/calls';
import { downloadFile } from '../lists/downloadFile';
import { activityQuery } from './activityFilters';

type ActivityExportButtonProps = { call: Extract<CallName, 'admin.activities.report' | 'manager.activities.report'> };

/**
 * The whole filtered log as the server's CSV file (fetched with the session's headers): the filters
 * of the list it stands in, every row (not react-admin's first 1,000).
 */
export const ActivityExportButton = ({ call }: ActivityExportButtonProps) => {
  const translate = useTranslate();
  const { filterValues, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const query = activityQuery(filterValues as Record<string, unknown>, call === 'admin.activities.report' ? 'admin' : 'manager');
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
    <Button size="small" startIcon={<DownloadIcon />} disabled={total === 0 || busy} onClick={() => void download()}>
      {translate('app.activity.export')}
    </Button>
  );
};

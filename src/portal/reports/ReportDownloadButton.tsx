import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { printFile } from '../print/printFile';
import { downloadFile, fetchFile } from '../lists/downloadFile';

type ReportDownloadButtonProps = { id: number; format: string; disabled?: boolean };

/** Downloads a generated report with the session's headers (a plain link would carry no token). */
export const ReportDownloadButton = ({ id, format, disabled = false }: ReportDownloadButtonProps) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile('manager.reports.download', { id }, `report-${id}.${format}`);
    } catch {
      // The error catalogue has already reacted (downloadFile reports the error).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={disabled || busy} onClick={() => void download()}>
      {translate('app.reporting.reports.download')}
    </Button>
  );
};

/** Prints a generated PDF report as the server made it, from a hidden frame of the page (print/printFile). */
export const ReportPrintButton = ({ id, disabled = false }: { id: number; disabled?: boolean }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      printFile((await fetchFile('manager.reports.download', { id }, `report-${id}.pdf`)).blob);
    } catch {
      // The error catalogue has already reacted (fetchFile reports the error).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<PrintIcon />} disabled={disabled || busy} onClick={() => void print()} data-print-hide>
      {translate('app.print.button')}
    </Button>
  );
};

import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { downloadFile } from '../lists/downloadFile';

type ImportFileButtonProps = { id: number; kind: 'original' | 'errors'; variant?: 'text' | 'contained' };

/** Downloads an import's original or errors file with the session's headers. */
export const ImportFileButton = ({ id, kind, variant = 'text' }: ImportFileButtonProps) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(kind === 'errors' ? 'manager.imports.errorsFile' : 'manager.imports.originalFile', { id }, `import-${id}${kind === 'errors' ? '-errors' : ''}.xlsx`);
    } catch {
      // downloadFile has reported the error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant={variant} startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()} data-testid={`import-download-${kind}`}>
      {translate(kind === 'errors' ? 'app.imports.download_errors' : 'app.imports.download_original')}
    </Button>
  );
};

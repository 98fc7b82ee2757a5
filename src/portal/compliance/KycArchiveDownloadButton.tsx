import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Archive } from '../../contract/entities';
import { downloadFile } from '../lists/downloadFile';

type KycArchiveDownloadButtonProps = { archive: Archive };

/** Downloads a finished archive with the session's headers (a plain link would carry no token). */
export const KycArchiveDownloadButton = ({ archive }: KycArchiveDownloadButtonProps) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile('admin.kycFileArchives.download', { id: archive.id }, archive.filename ?? `kyc-files-${archive.id}.zip`);
    } catch {
      // downloadFile has reported the error to the error catalogue.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}>
      {translate('app.compliance.archives.download')}
    </Button>
  );
};

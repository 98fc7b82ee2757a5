import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TicketAttachment } from '../../contract/entities';
import { downloadFile } from '../lists/downloadFile';

const sizeLabel = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Downloads an attachment with the session's headers (a plain link would carry no token). */
export const AttachmentDownloadButton = ({ attachment }: { attachment: TicketAttachment }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile('manager.tickets.attachmentContent', { id: attachment.ticket_id, att: attachment.id }, attachment.filename);
    } catch {
      // The error catalogue has already reacted (downloadFile reports the error).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}
      aria-label={translate('app.support.attachments.download', { name: attachment.filename })} sx={{ textTransform: 'none' }}>
      {`${attachment.filename} (${sizeLabel(attachment.size)})`}
    </Button>
  );
};

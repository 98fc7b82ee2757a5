import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DrawIcon from '@mui/icons-material/Draw';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ComplianceFile, ComplianceTracking } from '../../contract/entities';
import { formatDateTime } from '../money/formatMoney';
import { ComplianceStatusChip } from './ComplianceStatusChip';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_MB, fileActions, fileLabel } from './complianceLogic';
import { SignatureDialog } from './SignatureDialog';
import { useFileWrites } from './useFileWrites';

type ComplianceFileRowProps = { tracking: ComplianceTracking; file: ComplianceFile; canWrite: boolean };

/** One requested document: its state, the uploaded file, the reviewer's note, and upload / sign for managers. */
export const ComplianceFileRow = ({ tracking, file, canWrite }: ComplianceFileRowProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [signing, setSigning] = useState(false);
  const writes = useFileWrites(tracking.id, file.key);
  const actions = fileActions(tracking, file);
  const label = fileLabel(translate, file);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: { md: 'center' } }} data-testid="compliance-file" data-file={file.key}>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
          <ComplianceStatusChip status={file.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {file.filename
            ? translate('app.compliance.file.uploaded', { name: file.filename, date: formatDateTime(file.uploaded_at, locale) })
            : translate('app.compliance.file.missing')}
        </Typography>
        {file.is_signature_required ? (
          <Typography variant="body2" color={file.signed_at ? 'success.main' : 'text.secondary'} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {file.signed_at ? <CheckCircleIcon fontSize="inherit" /> : null}
            {file.signed_at ? translate('app.compliance.file.signed', { date: formatDateTime(file.signed_at, locale) }) : translate('app.compliance.file.signature_required')}
          </Typography>
        ) : null}
        {file.note ? <Typography variant="body2" color="error">{translate('app.compliance.file.note', { note: file.note })}</Typography> : null}
        {writes.error && !signing ? <Typography variant="body2" color="error" role="alert">{translate(writes.error, { _: writes.error, size: DOCUMENT_MAX_MB })}</Typography> : null}
      </Stack>
      {canWrite && (actions.upload || actions.sign) ? (
        <Stack direction="row" spacing={1}>
          {actions.upload ? (
            <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={writes.busy} onClick={() => input.current?.click()}>
              {translate(file.filename ? 'app.compliance.upload.replace' : 'app.compliance.upload.button')}
            </Button>
          ) : null}
          {actions.sign ? (
            <Button variant="contained" size="small" startIcon={<DrawIcon />} disabled={writes.busy} onClick={() => { writes.setError(null); setSigning(true); }}>
              {translate('app.compliance.sign.button')}
            </Button>
          ) : null}
          <input
            ref={input}
            hidden
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-label={translate('app.compliance.upload.input', { name: label })}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) void writes.upload(chosen);
            }}
          />
        </Stack>
      ) : null}
      <SignatureDialog
        open={signing}
        documentName={label}
        busy={writes.busy}
        error={signing ? writes.error : null}
        onCancel={() => setSigning(false)}
        onSign={(dataUrl) => void writes.sign(dataUrl).then((ok) => ok && setSigning(false))}
      />
    </Stack>
  );
};

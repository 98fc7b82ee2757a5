import DownloadIcon from '@mui/icons-material/Download';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ComplianceTracking } from '../../contract/entities';
import { downloadFile } from '../lists/downloadFile';
import { formatDateTime } from '../money/formatMoney';
import { ComplianceStatusChip } from './ComplianceStatusChip';
import { fileLabel, fileProgress } from './complianceLogic';

type AdminTrackingCardProps = { tracking: ComplianceTracking; busy: boolean; onVerify: () => void; onDecline: () => void };

/** A company's tracking as an administrator reviews it: the documents to download, verify or decline once submitted. */
export const AdminTrackingCard = ({ tracking, busy, onVerify, onDecline }: AdminTrackingCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const progress = fileProgress(tracking.files);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="admin-compliance-tracking">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography sx={{ fontWeight: 500 }}>
          {translate('app.compliance.tracking_title', { id: tracking.id, category: translate(`app.compliance.categories.${tracking.category}`) })}
          {` · ${translate(`app.compliance.subjects.${tracking.compliable_type}`)} #${tracking.compliable_id}`}
        </Typography>
        <ComplianceStatusChip status={tracking.status} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {`${translate('app.compliance.progress', { done: progress.done, total: progress.total })} · ${formatDateTime(tracking.updated_at, locale)}`}
        </Typography>
      </Stack>
      {tracking.comment ? <Typography variant="body2" color="text.secondary">{translate('app.compliance.comment', { comment: tracking.comment })}</Typography> : null}
      {tracking.files.map((f) => (
        <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
          <Typography variant="body2" sx={{ flex: 1 }}>{fileLabel(translate, f)}{f.signed_at ? ` · ${translate('app.compliance.file.signed', { date: formatDateTime(f.signed_at, locale) })}` : ''}</Typography>
          <ComplianceStatusChip status={f.status} />
          {f.filename ? (
            <Button size="small" startIcon={<DownloadIcon />} onClick={() => void downloadFile('admin.compliance.document', { id: tracking.id, file: f.key }, f.filename ?? f.key).catch(() => undefined)}>
              {f.filename}
            </Button>
          ) : null}
        </Stack>
      ))}
      {tracking.status === 'submitted' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="contained" color="success" disabled={busy} onClick={onVerify}>{translate('app.compliance.review.verify')}</Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={onDecline}>{translate('app.compliance.review.decline')}</Button>
        </Stack>
      ) : null}
    </Paper>
  );
};

import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ComplianceTracking } from '../../contract/entities';
import { formatDateTime } from '../money/formatMoney';
import { ComplianceFileRow } from './ComplianceFileRow';
import { ComplianceStatusChip } from './ComplianceStatusChip';
import { ComplianceVerifications } from './ComplianceVerifications';
import { fileProgress } from './complianceLogic';

type ComplianceTrackingCardProps = { tracking: ComplianceTracking; canWrite: boolean; highlighted?: boolean };

/** A tracking with its progress and requested documents. */
export const ComplianceTrackingCard = ({ tracking, canWrite, highlighted = false }: ComplianceTrackingCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const progress = fileProgress(tracking.files);
  const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: highlighted ? 'primary.main' : undefined }} data-testid="compliance-tracking" data-status={tracking.status}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('app.compliance.tracking_title', { id: tracking.id, category: translate(`app.compliance.categories.${tracking.category}`) })}
        </Typography>
        <ComplianceStatusChip status={tracking.status} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>{formatDateTime(tracking.created_at, locale)}</Typography>
      </Stack>
      <Typography variant="body2" sx={{ mb: 0.5 }}>{translate(`app.compliance.status_hint.${tracking.status}`)}</Typography>
      {tracking.comment ? <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.compliance.comment', { comment: tracking.comment })}</Typography> : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <LinearProgress variant="determinate" value={percent} sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label={translate('app.compliance.progress_label')} />
        <Typography variant="body2" data-testid="compliance-progress">{translate('app.compliance.progress', { done: progress.done, total: progress.total })}</Typography>
      </Box>
      {tracking.files.map((f) => <ComplianceFileRow key={f.id} tracking={tracking} file={f} canWrite={canWrite} />)}
      <ComplianceVerifications tracking={tracking} canWrite={canWrite} />
    </Paper>
  );
};

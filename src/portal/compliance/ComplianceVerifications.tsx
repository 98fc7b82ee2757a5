import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ComplianceTracking, ComplianceVerification } from '../../contract/entities';
import { isApiError } from '../providers/ApiError';
import type { KontorDataProvider } from '../providers/dataProvider';

type ComplianceVerificationsProps = { tracking: ComplianceTracking; canWrite: boolean; only?: ComplianceVerification['step'] };

const COLOR = { open: 'default', pending: 'info', completed: 'success', failed: 'error' } as const;

/** The provider verifications (form, video) a tracking asks for: state, the provider's reason, and the way to the provider's page. */
export const ComplianceVerifications = ({ tracking, canWrite, only }: ComplianceVerificationsProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  // The provider's page of the step: the portal leaves for it; what failed is said here, not in an alert.
  const { mutate: start, error: failure } = useMutation({
    mutationFn: (step: ComplianceVerification['step']) => {
      const args = { params: { id: tracking.id }, errorContext: 'silent' } as const;
      return step === 'form' ? dataProvider.getComplianceFormUrl(args) : dataProvider.getComplianceVideoUrl(args);
    },
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const error = failure ? (isApiError(failure) && failure.status !== 503 ? failure.message : translate('app.signins.unavailable')) : null;
  const items = (tracking.verifications ?? []).filter((v) => !only || v.step === only);
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      {items.map((v) => (
        <Stack key={v.step} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, py: 1 }} data-verification={v.step} data-status={v.status}>
          <Typography sx={{ flex: 1 }}>{translate(`app.signins.kyc.${v.step}`)}</Typography>
          <Chip size="small" color={COLOR[v.status]} label={translate(`app.signins.kyc.status.${v.status}`)} />
          {canWrite && v.status !== 'completed' && tracking.status !== 'verified' ? (
            <Button variant="outlined" size="small" onClick={() => start(v.step)}>{translate(`app.signins.kyc.start_${v.step}`)}</Button>
          ) : null}
          {v.status === 'failed' && v.reason ? <Alert severity="warning" sx={{ width: '100%' }}>{translate('app.signins.kyc.reason', { reason: v.reason })}</Alert> : null}
        </Stack>
      ))}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Box>
  );
};

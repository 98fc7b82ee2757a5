import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { ErrorAlert } from '../pages/ErrorAlert';
import { isApiError } from '../providers/ApiError';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';

/** Two-factor is on: how many recovery codes are left, and "Generate new codes" (a current code or passkey; shown once). */
export const RecoveryCodesSection = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyWriteFailure();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { data, error } = useQuery({ queryKey: queryKeys.recoveryCodes(), queryFn: () => dataProvider.getRecoveryCodesState() });
  const { mutate: regenerate, isPending } = useMutation({
    mutationFn: () => dataProvider.regenerateRecoveryCodes({ meta: { conflictIsRefusal: true } }),
    onSuccess: (answer) => {
      setCodes(answer.codes);
      void queryClient.invalidateQueries({ queryKey: queryKeys.recoveryCodes() });
    },
    // 409: two-factor was turned off meanwhile; said as the server says it.
    onError: (error) => (isApiError(error) && error.status === 409 ? notify(error.message, { type: 'warning', messageArgs: { _: error.message } }) : notifyFailure(error)),
  });
  return (
    <Box component="section" aria-labelledby="recovery-codes-heading" sx={{ mt: 3 }}>
      <Typography id="recovery-codes-heading" variant="subtitle1" component="h3">
        {translate('app.second_factors.recovery.title')}
      </Typography>
      {error ? <ErrorAlert error={error} /> : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.second_factors.recovery.text')}
      </Typography>
      {data ? (
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="recovery-codes-left">
          {translate('app.second_factors.recovery.state', { left: data.left, total: data.total })}
        </Typography>
      ) : null}
      <Button variant="outlined" startIcon={<RefreshIcon />} disabled={isPending} onClick={() => setAsking(true)}>
        {translate('app.second_factors.recovery.regenerate')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={translate('app.second_factors.recovery.regenerate_title')}
        content={translate('app.second_factors.recovery.regenerate_confirm')}
        confirm={translate('app.second_factors.recovery.regenerate')}
        confirmColor="warning"
        cancel={translate('app.second_factors.cancel')}
        onConfirm={() => {
          setAsking(false);
          regenerate();
        }}
        onClose={() => setAsking(false)}
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Box>
  );
};

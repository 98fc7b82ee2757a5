import { Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { NumberInput, SaveButton, SimpleForm, useGetOne, useNotify, useTranslate } from 'react-admin';
import type { ApprovalSettings } from '../../contract/approvals';
import type { CallBody } from '../../contract/calls';
import { useKontorSubmit } from '../errors/useKontorSubmit';

const noSubmit = () => undefined;

/** The company's approval setting: after how many days a payment not approved expires (a manager changes it with a one-time code). */
export const ApprovalExpiryForm = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data } = useGetOne<ApprovalSettings & { id: string }>('approval-settings', { id: 'company' });
  const submit = useKontorSubmit('manager.approvalSettings.update', (v: { expiry_days?: number }) => ({ expiry_days: Number(v.expiry_days) }) as CallBody<'manager.approvalSettings.update'>, {
    onSuccess: () => {
      notify('app.approvals.settings.saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['approval-settings'] });
    },
  });
  if (!data) return null;
  return (
    <Box component="section" aria-labelledby="approval-expiry-title" sx={{ mb: 3 }}>
      <Typography id="approval-expiry-title" variant="h6" component="h2">{translate('app.approvals.settings.title')}</Typography>
      <SimpleForm
        record={data} onSubmit={readOnly ? noSubmit : submit.submit} component={Box}
        toolbar={readOnly ? false : <Stack direction="row"><SaveButton label={translate('app.approvals.settings.save')} disabled={submit.loading} alwaysEnable={!submit.loading} /></Stack>}
      >
        <NumberInput source="expiry_days" label={translate('app.approvals.settings.expiry_days')} min={1} max={90} step={1} disabled={readOnly} helperText={translate('app.approvals.settings.expiry_help')} />
      </SimpleForm>
    </Box>
  );
};

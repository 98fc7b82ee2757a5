import { Box, Stack, Typography } from '@mui/material';
import { EditBase, NumberInput, SaveButton, SimpleForm, useEditContext, useNotify, useTranslate } from 'react-admin';
import type { ApprovalSettings } from '../../contract/approvals';
import { useRecordSave } from '../errors/useRecordSave';

type SettingsRecord = ApprovalSettings & { id: string };

/** The approval-settings resource is one record per company (providers/resources.ts). */
const SETTINGS_ID = 'company';

const noSubmit = () => undefined;

/** Only what the update takes. */
const expiryBody = (v: Partial<SettingsRecord>) => ({ expiry_days: Number(v.expiry_days) });

const ExpiryFields = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const { submit, saving } = useRecordSave();
  // The form starts from the loaded record (nothing is shown until it is there, nor when it cannot be read).
  if (!useEditContext<SettingsRecord>().record) return null;
  return (
    <SimpleForm
      onSubmit={readOnly ? noSubmit : submit} component={Box}
      toolbar={readOnly ? false : <Stack direction="row"><SaveButton label={translate('app.approvals.settings.save')} disabled={saving} alwaysEnable={!saving} /></Stack>}
    >
      <NumberInput source="expiry_days" label={translate('app.approvals.settings.expiry_days')} min={1} max={90} step={1} disabled={readOnly} helperText={translate('app.approvals.settings.expiry_help')} />
    </SimpleForm>
  );
};

/**
 * The company's approval setting: after how many days a payment not approved expires. react-admin's
 * <EditBase> of approval-settings, saved through the dataProvider (a manager confirms with a one-time code).
 */
export const ApprovalExpiryForm = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Box component="section" aria-labelledby="approval-expiry-title" sx={{ mb: 3 }}>
      <Typography id="approval-expiry-title" variant="h6" component="h2">{translate('app.approvals.settings.title')}</Typography>
      <EditBase<SettingsRecord>
        resource="approval-settings"
        id={SETTINGS_ID}
        mutationMode="pessimistic"
        transform={expiryBody}
        redirect={false}
        redirectOnError={false}
        disableAuthentication
        queryOptions={{ onError: () => undefined }}
        mutationOptions={{ onSuccess: () => notify('app.approvals.settings.saved', { type: 'success' }) }}
      >
        <ExpiryFields readOnly={readOnly} />
      </EditBase>
    </Box>
  );
};

import { Alert, Box, Button, Stack } from '@mui/material';
import { RadioButtonGroupInput, SaveButton, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { APPROVAL_IMPORT_BASES } from '../../contract/approvals';
import { CURRENCIES } from '../../contract/enums';
import type { KontorSubmit } from '../errors/useKontorSubmit';
import { APPROVAL_RULES_PATH } from './approvalPaths';

export type ApprovalRuleValues = { currency?: string | null; threshold?: string; approvals_required?: number | string; import_basis?: string };

/** The body the contract takes from the form (an empty currency: every currency). */
export const approvalRuleBody = (v: ApprovalRuleValues) => ({
  currency: v.currency ? v.currency : null,
  threshold: String(v.threshold ?? '').trim(),
  approvals_required: Number(v.approvals_required ?? 1),
  import_basis: v.import_basis ?? 'total',
});

const noSubmit = () => undefined;

type ApprovalRuleFormProps = { submit: KontorSubmit; readOnly: boolean; defaultValues?: ApprovalRuleValues };

/** A rule's fields for create and edit (a <SimpleForm> inside the page's <Create> / <Edit>); the server's 422 lands on the inputs. */
export const ApprovalRuleForm = ({ submit, readOnly, defaultValues }: ApprovalRuleFormProps) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.approval-rules.fields.${field}`);
  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      {readOnly ? null : <SaveButton label={translate('app.approvals.rules.save')} disabled={submit.loading} alwaysEnable={!submit.loading} />}
      <Button component={Link} to={APPROVAL_RULES_PATH}>{translate('app.approvals.rules.back')}</Button>
    </Stack>
  );
  return (
    <SimpleForm defaultValues={defaultValues} onSubmit={readOnly ? noSubmit : submit.submit} component={Box} toolbar={toolbar}>
      {submit.message && Object.keys(submit.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2, width: '100%' }}>{translate(submit.message, { _: submit.message })}</Alert> : null}
      <SelectInput
        source="currency" label={label('currency')} disabled={readOnly} emptyText={translate('app.approvals.rules.every_currency')} emptyValue=""
        choices={CURRENCIES.map((c) => ({ id: c, name: c }))} helperText={translate('app.approvals.rules.currency_help')}
      />
      <TextInput source="threshold" label={label('threshold')} disabled={readOnly} helperText={translate('app.approvals.rules.threshold_help')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <RadioButtonGroupInput source="approvals_required" label={label('approvals_required')} disabled={readOnly} choices={[{ id: 1, name: translate('app.approvals.rules.one') }, { id: 2, name: translate('app.approvals.rules.two') }]} />
      <RadioButtonGroupInput source="import_basis" label={label('import_basis')} disabled={readOnly} choices={APPROVAL_IMPORT_BASES.map((b) => ({ id: b, name: translate(`app.approvals.rules.bases.${b}`) }))} />
    </SimpleForm>
  );
};

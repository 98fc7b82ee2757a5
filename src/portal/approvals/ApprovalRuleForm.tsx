import { Box, Button, Stack } from '@mui/material';
import { RadioButtonGroupInput, SaveButton, SelectInput, SimpleForm, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { APPROVAL_IMPORT_BASES } from '../../contract/approvals';
import { CURRENCIES } from '../../contract/enums';
import { useRecordSave } from '../errors/useRecordSave';
import type { WriteMeta } from '../providers/writeReactions';
import { APPROVAL_RULES_PATH } from './approvalPaths';
import { LocaleAmountInput } from '../money/LocaleAmountInput';

export type ApprovalRuleValues = { currency?: string | null; threshold?: string; approvals_required?: number | string; import_basis?: string };

/** The body the contract takes from the form (an empty currency: every currency). */
export const approvalRuleBody = (v: ApprovalRuleValues) => ({
  currency: v.currency ? v.currency : null,
  threshold: String(v.threshold ?? '').trim(),
  approvals_required: Number(v.approvals_required ?? 1),
  import_basis: v.import_basis ?? 'total',
});

/** What the code dialog says the code confirms: the rule's threshold with its currency. */
const approvalRuleMeta = (v: ApprovalRuleValues): WriteMeta => ({ summary: { amount: `${String(v.threshold ?? '')} ${v.currency ? v.currency : 'EUR'}` } });

const noSubmit = () => undefined;

type ApprovalRuleFormProps = { readOnly: boolean; defaultValues?: ApprovalRuleValues };

/**
 * A rule's fields for create and edit (a <SimpleForm> inside the page's <Create> / <Edit>, read-only in
 * a reader's <Show>). react-admin's save sends it through the dataProvider (the code prompt names the
 * threshold); the server's 422 messages land on the inputs.
 */
export const ApprovalRuleForm = ({ readOnly, defaultValues }: ApprovalRuleFormProps) => {
  const translate = useTranslate();
  const { submit, saving } = useRecordSave(approvalRuleMeta);
  const label = (field: string) => translate(`resources.approval-rules.fields.${field}`);
  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      {readOnly ? null : <SaveButton label={translate('app.approvals.rules.save')} disabled={saving} alwaysEnable={!saving} />}
      <Button component={Link} to={APPROVAL_RULES_PATH}>{translate('app.approvals.rules.back')}</Button>
    </Stack>
  );
  return (
    <SimpleForm defaultValues={defaultValues} onSubmit={readOnly ? noSubmit : submit} component={Box} toolbar={toolbar}>
      <SelectInput
        source="currency" label={label('currency')} disabled={readOnly} emptyText={translate('app.approvals.rules.every_currency')} emptyValue=""
        choices={CURRENCIES.map((c) => ({ id: c, name: c }))} helperText={translate('app.approvals.rules.currency_help')}
      />
      <LocaleAmountInput source="threshold" label={label('threshold')} disabled={readOnly} helperText={translate('app.approvals.rules.threshold_help')} />
      <RadioButtonGroupInput source="approvals_required" label={label('approvals_required')} disabled={readOnly} choices={[{ id: 1, name: translate('app.approvals.rules.one') }, { id: 2, name: translate('app.approvals.rules.two') }]} />
      <RadioButtonGroupInput source="import_basis" label={label('import_basis')} disabled={readOnly} choices={APPROVAL_IMPORT_BASES.map((b) => ({ id: b, name: translate(`app.approvals.rules.bases.${b}`) }))} />
    </SimpleForm>
  );
};

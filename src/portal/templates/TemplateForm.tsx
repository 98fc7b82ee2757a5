import { Box, Button, Stack, Typography } from '@mui/material';
import { SaveButton, SimpleForm, TextInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PaymentTemplate } from '../../contract/templates';
import { useRecordSave } from '../errors/useRecordSave';
import { StartPaymentButton } from './StartPaymentButton';
import { TemplateDeleteButton } from './TemplateDeleteButton';
import { TEMPLATES_PATH } from './templatePaths';
import { templateAmount, templateKind } from './templateText';
import { LocaleAmountInput } from '../money/LocaleAmountInput';

type TemplateValues = { name?: string; amount?: string | null; reference?: string | null };

/** What the edit sends: the name, and the amount and reference or null to clear them. */
export const templateUpdateBody = (v: TemplateValues) => ({
  name: String(v.name ?? '').trim(),
  amount: v.amount ? String(v.amount).trim() : null,
  reference: v.reference ? String(v.reference).trim() : null,
});

const noSubmit = () => undefined;

/** What the template pays and from where: fixed once saved (a new payee is saved from a payment). */
const TemplateFacts = () => {
  const t = useRecordContext<PaymentTemplate>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!t) return null;
  const fact = (key: string, value: string | null) => (value ? <Typography variant="body2"><strong>{translate(`resources.payment-templates.fields.${key}`)}:</strong> {value}</Typography> : null);
  return (
    <Box component="section" aria-label={translate('app.templates.pays')} sx={{ mb: 2 }}>
      {fact('kind', templateKind(t, translate))}
      {fact('beneficiary', t.beneficiary)}
      {fact('currency', t.currency)}
      {fact('amount', templateAmount(t, locale, translate))}
    </Box>
  );
};

/**
 * A template's page form (inside react-admin's <Edit>, read-only inside a reader's <Show>): what it pays,
 * then its name, amount and reference; a manager saves, starts a payment from it or deletes it.
 */
export const TemplateForm = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<PaymentTemplate>();
  const { submit, saving } = useRecordSave();
  const label = (field: string) => translate(`resources.payment-templates.fields.${field}`);
  const toolbar = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
      {readOnly ? null : <SaveButton label={translate('app.templates.save')} disabled={saving} alwaysEnable={!saving} />}
      {readOnly || !record ? null : <StartPaymentButton record={record} variant="contained" />}
      {readOnly || !record ? null : <TemplateDeleteButton record={record} redirect />}
      <Button component={Link} to={TEMPLATES_PATH}>{translate('app.templates.back')}</Button>
    </Stack>
  );
  return (
    <SimpleForm onSubmit={readOnly ? noSubmit : submit} component={Box} toolbar={toolbar}>
      <TemplateFacts />
      <TextInput source="name" label={label('name')} disabled={readOnly} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
      <LocaleAmountInput source="amount" label={label('amount')} disabled={readOnly} helperText={translate('app.templates.amount_help')} />
      <TextInput source="reference" label={label('reference')} disabled={readOnly} fullWidth slotProps={{ htmlInput: { maxLength: 140 } }} />
    </SimpleForm>
  );
};

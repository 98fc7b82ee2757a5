import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { OnboardingTransition } from '../../contract/entities';
import type { PortalServiceProvider } from '../../contract/enums';
import { formErrorsOf } from '../errors/formErrors';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { type FieldRow, fieldRows, fieldsFromRows, fieldText } from './transitionFields';

type TransitionFieldsEditorProps = { companyId: number; service: PortalServiceProvider; transition: OnboardingTransition };

/** Name/value rows of the pending transition; saved as a whole (the server replaces the fields). */
export const TransitionFieldsEditor = ({ companyId, service, transition }: TransitionFieldsEditorProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<FieldRow[]>(() => fieldRows(transition.fields));
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const submit = useMutation({
    mutationFn: (fields: OnboardingTransition['fields']) => dataProvider.updateOnboardingTransition({ params: { id: companyId, service, transition: transition.id }, body: { fields } }),
    onSuccess: () => {
      notify('app.companies.services.fields_saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.onboardingTransitions(companyId, service) });
    },
  });
  const message = submit.error ? formErrorsOf(submit.error)?.message : null;
  const edit = (i: number, patch: Partial<FieldRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = () => {
    const { fields, errors } = fieldsFromRows(rows);
    setRowErrors(errors);
    if (Object.keys(errors).length === 0) submit.mutate(fields);
  };
  return (
    <Box sx={{ py: 2 }}>
      <Typography variant="subtitle2" component="h4" gutterBottom>{translate('app.companies.services.fields')}</Typography>
      {message ? <Alert severity="error" sx={{ mb: 1 }}>{translate(message, { _: message })}</Alert> : null}
      {rows.map((row, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            fullWidth={false}
            label={translate('app.companies.services.field_name')}
            value={row.name}
            onChange={(e) => edit(i, { name: e.target.value })}
            error={Boolean(rowErrors[i])}
            helperText={rowErrors[i] ? translate(rowErrors[i]) : undefined}
          />
          <TextField size="small" fullWidth={false} label={translate('app.companies.services.field_value')} value={fieldText(row.value)} onChange={(e) => edit(i, { value: e.target.value })} sx={{ minWidth: 260 }} />
          <IconButton aria-label={translate('app.companies.services.remove_field')} onClick={() => setRows((all) => all.filter((_, j) => j !== i))}><DeleteIcon fontSize="small" /></IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={1}>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setRows((all) => [...all, { name: '', value: '' }])}>{translate('app.companies.services.add_field')}</Button>
        <Button size="small" variant="contained" disabled={submit.isPending} onClick={save}>{translate('app.companies.services.save_fields')}</Button>
      </Stack>
    </Box>
  );
};

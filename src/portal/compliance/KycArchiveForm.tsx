import { Autocomplete, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import type { AdminCompany } from '../../contract/entities';
import { useFormMutation } from '../errors/useFormMutation';

/** How long after the last key the company search is sent. */
const SEARCH_DELAY_MS = 400;

type Values = { company: { id: number; name: string } | null; date_from: string; date_to: string };

/** Asks for a KYC file archive: one company (or every company) and the upload dates it covers; react-admin's create refreshes the list. */
export const KycArchiveForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<Values>({ company: null, date_from: '', date_to: '' });
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const companies = useGetList<AdminCompany>('companies', { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: search ? { search } : {} });
  const [create] = useCreate();
  const { submit, loading, errors, message } = useFormMutation(
    (v: Values) => create('kyc-file-archives', { data: { date_from: v.date_from, date_to: v.date_to, ...(v.company ? { company_id: v.company.id } : {}) } }, { returnPromise: true }),
    { onSuccess: () => notify('app.compliance.archives.requested', { type: 'info' }) },
  );
  return (
    <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'flex-start' } }} aria-label={translate('app.compliance.archives.create')}
      onSubmit={(e) => { e.preventDefault(); void submit(values); }}>
      <Autocomplete
        sx={{ minWidth: 260 }}
        size="small"
        options={(companies.data ?? []).map((c) => ({ id: Number(c.id), name: c.name }))}
        value={values.company}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(c) => `${c.name} (#${c.id})`}
        filterOptions={(o) => o}
        onInputChange={(_, text, reason) => { if (reason === 'input') setTyped(text); }}
        onChange={(_, company) => setValues((v) => ({ ...v, company }))}
        renderInput={(params) => <TextField {...params} label={translate('app.compliance.archives.company')} helperText={errors.company_id ?? translate('app.compliance.archives.all_companies')} error={Boolean(errors.company_id)} />}
      />
      {(['date_from', 'date_to'] as const).map((key) => (
        <TextField key={key} type="date" size="small" required label={translate(`app.compliance.archives.${key}`)} value={values[key]} error={Boolean(errors[key])} helperText={errors[key]}
          slotProps={{ inputLabel: { shrink: true } }} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} />
      ))}
      <Button type="submit" variant="contained" disabled={loading || !values.date_from || !values.date_to}>{translate('app.compliance.archives.create')}</Button>
      {message && Object.keys(errors).length === 0 ? <Typography color="error">{translate(message, { _: message })}</Typography> : null}
    </Stack>
  );
};

import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreate, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { BankAccount } from '../../contract/entities';
import { PERIOD_PRESETS, REPORT_FORMATS } from '../../contract/enums';
import { useFormMutation } from '../errors/useFormMutation';
import { isLanguage } from '../providers/i18nProvider';
import { browserTimeZone, reportBody, type ReportFormValues } from './reportBody';

const CUSTOM = 'custom';
const EMPTY: ReportFormValues = { bank_account_id: '', period: 'current_month', date_from: '', date_to: '', format: 'csv' };

/** Asks for an approved-transactions report: account, a period preset or dates, and the format. */
export const ReportCreateForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<ReportFormValues>(EMPTY);
  const { data: accounts } = useGetList<BankAccount>('bank-accounts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  const [locale] = useLocaleState();
  // The file is written for its reader: the portal's language, the browser's time zone (issue 43).
  const reader = { language: isLanguage(locale) ? locale : 'en', time_zone: browserTimeZone() } as const;
  // react-admin's create of reports: the lists of reports are read again.
  const [create] = useCreate();
  const { submit, loading, errors, message } = useFormMutation((v: ReportFormValues) => create('reports', { data: reportBody(v, reader) }, { returnPromise: true }), {
    onSuccess: () => notify('app.reporting.reports.created', { type: 'info' }),
  });
  const set = (field: keyof ReportFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const field = (name: keyof ReportFormValues) => ({ name, size: 'small' as const, error: Boolean(errors[name]), helperText: errors[name], value: values[name], onChange: set(name) });

  return (
    <Stack component="form" aria-label={translate('app.reporting.reports.create_title')} spacing={2} sx={{ mb: 3 }}
      onSubmit={(e) => { e.preventDefault(); void submit(values); }}>
      <Typography variant="h6" component="h2">{translate('app.reporting.reports.create_title')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField select label={translate('app.reporting.reports.bank_account')} sx={{ minWidth: 260 }} {...field('bank_account_id')}>
          {(accounts ?? []).map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>{`${a.name} (${a.currency})`}</MenuItem>
          ))}
        </TextField>
        <TextField select label={translate('app.reporting.reports.period')} sx={{ minWidth: 180 }} {...field('period')}>
          {PERIOD_PRESETS.map((p) => (
            <MenuItem key={p} value={p}>{translate(`app.money.periods.${p}`)}</MenuItem>
          ))}
          <MenuItem value={CUSTOM}>{translate('app.reporting.reports.custom')}</MenuItem>
        </TextField>
        {values.period === CUSTOM ? (
          <>
            <TextField type="date" label={translate('app.reporting.reports.date_from')} slotProps={{ inputLabel: { shrink: true } }} {...field('date_from')} />
            <TextField type="date" label={translate('app.reporting.reports.date_to')} slotProps={{ inputLabel: { shrink: true } }} {...field('date_to')} />
          </>
        ) : null}
        <TextField select label={translate('app.reporting.reports.format')} sx={{ minWidth: 140 }} {...field('format')}>
          {REPORT_FORMATS.map((f) => (
            <MenuItem key={f} value={f}>{translate(`app.reporting.reports.formats.${f}`)}</MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={loading || values.bank_account_id === ''}>
          {translate('app.reporting.reports.submit')}
        </Button>
      </Stack>
      {message && Object.keys(errors).length === 0 ? <Typography color="error">{translate(message, { _: message })}</Typography> : null}
    </Stack>
  );
};

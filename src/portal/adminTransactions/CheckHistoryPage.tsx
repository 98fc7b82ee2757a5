import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { TransactionGrid } from '../tables/TransactionGrid';
import { useCheckRecords } from './useCheckRecords';

const COLUMNS = ['created_at', 'id', 'type_id', 'external_service_type_id', 'bank_account', 'beneficiary_name', 'readable_status', 'amount', 'source_reference', 'actions'];

/** /admin/transactions/check-history: find transactions by ids or source reference, with dates. */
export const CheckHistoryPage = () => {
  const translate = useTranslate();
  useDocumentTitle('app.routes.check_history');
  const [form, setForm] = useState({ tid: '', source_reference: '', from_date: '', to_date: '' });
  const [asked, setAsked] = useState<typeof form | null>(null);
  const { data, isFetching } = useCheckRecords(asked);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  return (
    <PageFrame titleKey="app.routes.check_history">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); setAsked(form); }}>
        <TextField fullWidth={false} size="small" label={translate('app.money.admin.ids')} helperText={translate('app.money.admin.ids_hint')} value={form.tid} onChange={set('tid')} />
        <TextField fullWidth={false} size="small" label={translate('app.money.columns.source_reference')} value={form.source_reference} onChange={set('source_reference')} />
        <TextField fullWidth={false} size="small" type="date" label={translate('app.money.list.from_date')} value={form.from_date} onChange={set('from_date')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField fullWidth={false} size="small" type="date" label={translate('app.money.list.to_date')} value={form.to_date} onChange={set('to_date')} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained" disabled={isFetching}>{translate('app.money.admin.check')}</Button>
      </Stack>
      {data ? (
        <TransactionGrid
          records={data}
          columns={COLUMNS}
          sort={{ field: 'id', order: 'DESC' }}
          onSort={() => undefined}
          renderActions={(t) => <Button size="small" component={Link} to={`/admin/transactions/${t.id}/history`}>{translate('app.money.list.history')}</Button>}
        />
      ) : null}
    </PageFrame>
  );
};

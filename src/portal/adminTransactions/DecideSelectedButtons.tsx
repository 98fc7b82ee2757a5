import { Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { dataProvider } from '../providers/dataProvider';

type Action = 'approve' | 'reject';
/**
 * The admin list's bulk actions: approve or reject the selected rows in one call of the API
 * (admin.transactions.approveApiPayments with every id; all of them or none, on the server) after a
 * confirmation. A rejection may say why.
 */
export const DecideSelectedButtons = () => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const ids = selectedIds.map(Number);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');

  const decide = async (action: Action) => {
    setBusy(true);
    try {
      const body = { id: ids, action, ...(action === 'reject' && reason.trim() ? { reason: reason.trim() } : {}) };
      await dataProvider.call('admin.transactions.approveApiPayments', { body, errorContext: 'form' });
      notify(`app.money.admin.${action}d`, { type: 'success', messageArgs: { smart_count: ids.length } });
      onUnselectItems();
      await queryClient.invalidateQueries({ queryKey: ['admin-transactions'] });
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'app.error.unknown', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
      setReason('');
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="success" disabled={ids.length === 0 || busy} onClick={() => setAsking('approve')}>
        {translate('app.money.admin.approve', { smart_count: ids.length })}
      </Button>
      <Button variant="outlined" color="error" disabled={ids.length === 0 || busy} onClick={() => setAsking('reject')}>
        {translate('app.money.admin.reject', { smart_count: ids.length })}
      </Button>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={translate(`app.money.admin.${asking ?? 'approve'}_title`)}
        content={
          <Stack spacing={2}>
            <Typography>{translate(`app.money.admin.${asking ?? 'approve'}_confirm`, { smart_count: ids.length })}</Typography>
            {/* A rejection may say why; the reason is kept in the transaction's history. */}
            {asking === 'reject' ? (
              <TextField label={translate('app.money.admin.reason')} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
            ) : null}
          </Stack>
        }
        confirm={translate(`app.money.admin.${asking ?? 'approve'}`, { smart_count: ids.length })}
        cancel={translate('app.money.detail.cancel')}
        onConfirm={() => (asking ? decide(asking) : undefined)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
};

import { Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { PaymentApproval } from '../../contract/approvals';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { formatMoney } from '../money/formatMoney';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

type Action = 'approve' | 'reject';

/** What the code dialog says the code confirms: one payment's grand total and payee, or how many payments. */
const summaryOf = (rows: readonly PaymentApproval[], locale: string, count: string) => {
  const [first] = rows;
  if (rows.length === 1 && first) return { amount: formatMoney(first.total, first.currency, locale), payee: first.beneficiary ?? first.reference };
  return { payee: count };
};

/**
 * The inbox's bulk actions on the selected held payments (or the given ones): approve, or reject with a reason, in one
 * call (all or none on the server) after a confirmation; the code dialog (through the write's meta)
 * names what it confirms. The selection is cleared and the lists fetched again once decided.
 */
type ApprovalDecideButtonsProps = {
  /** The payments to decide on: the list's selection when absent (on a phone, the one chosen). */
  ids?: readonly number[];
  onDecided?: () => void;
};

export const ApprovalDecideButtons = ({ ids: given, onDecided }: ApprovalDecideButtonsProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const { selectedIds, data, onUnselectItems } = useListContext<PaymentApproval>();
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const ids = given ? [...given] : selectedIds.map(Number);
  const rows = (data ?? []).filter((r) => ids.includes(r.id));
  const count = { smart_count: ids.length };
  const summary = summaryOf(rows, locale, translate('app.approvals.selected', count));

  const { mutate: decide, isPending: busy } = useMutation({
    mutationFn: (action: Action) =>
      action === 'approve'
        ? dataProvider.approvePayments({ body: { ids }, meta: { summary } })
        : dataProvider.rejectPayments({ body: { ids, reason: reason.trim() }, meta: { summary } }),
    onSuccess: async (_answer, action) => {
      notify(action === 'approve' ? 'app.approvals.approved' : 'app.approvals.rejected', { type: 'success', messageArgs: count });
      onUnselectItems();
      onDecided?.();
      await Promise.all((['approvals', 'transactions', 'bank-accounts', 'imports'] as const).map((r) => queryClient.invalidateQueries({ queryKey: queryKeys.resource(r) })));
    },
    onError: notifyFailure,
    onSettled: () => {
      setAsking(null);
      setReason('');
    },
  });

  const label = (action: Action) => translate(`app.approvals.${action}`, count);
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="success" disabled={ids.length === 0 || busy} onClick={() => setAsking('approve')}>
        {label('approve')}
      </Button>
      <Button variant="outlined" color="error" disabled={ids.length === 0 || busy} onClick={() => setAsking('reject')}>
        {label('reject')}
      </Button>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={translate(`app.approvals.${asking ?? 'approve'}_title`)}
        content={
          <Stack spacing={2}>
            <Typography>{translate(`app.approvals.${asking ?? 'approve'}_confirm`, count)}</Typography>
            {asking === 'reject' ? (
              <TextField label={translate('app.approvals.reason')} value={reason} required onChange={(e) => setReason(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
            ) : null}
          </Stack>
        }
        confirm={label(asking ?? 'approve')}
        cancel={translate('app.money.detail.cancel')}
        onConfirm={() => (asking === 'reject' && !reason.trim() ? undefined : asking ? decide(asking) : undefined)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
};

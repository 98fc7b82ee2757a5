import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Transaction } from '../../contract/entities';
import { useKontorSubmit } from '../errors/useKontorSubmit';

type DenyTransactionButtonProps = { record: Transaction };

/** Denies a pending transaction after a confirmation (its hold is released on the server). */
export const DenyTransactionButton = ({ record }: DenyTransactionButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { submit, loading } = useKontorSubmit('manager.transactions.deny', () => undefined, {
    params: { id: record.id },
    onSuccess: () => {
      notify('app.money.detail.updated', { type: 'success', messageArgs: { name: record.name } });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
  return (
    <>
      <Button color="error" variant="outlined" disabled={loading} onClick={() => setOpen(true)}>{translate('app.money.detail.deny')}</Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={translate('app.money.detail.deny_title')}
        content={translate('app.money.detail.deny_confirm', { name: record.name })}
        confirm={translate('app.money.detail.deny')}
        confirmColor="warning"
        cancel={translate('app.money.detail.cancel')}
        onConfirm={async () => {
          setOpen(false);
          await submit({});
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

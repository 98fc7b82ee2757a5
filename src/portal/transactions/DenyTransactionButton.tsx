import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Transaction } from '../../contract/entities';
import { useFormMutation } from '../errors/useFormMutation';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

type DenyTransactionButtonProps = { record: Transaction };

/** Denies a pending transaction after a confirmation (its hold is released on the server). */
export const DenyTransactionButton = ({ record }: DenyTransactionButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [open, setOpen] = useState(false);
  const { submit, loading } = useFormMutation(() => dataProvider.denyTransaction({ params: { id: record.id } }), {
    onSuccess: () => {
      notify('app.money.detail.updated', { type: 'success', messageArgs: { name: record.name } });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('transactions') });
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

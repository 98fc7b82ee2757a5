import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Beneficiary } from '../../contract/entities';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { beneficiaryName } from './beneficiaryName';

type DeleteBeneficiaryButtonProps = { record: Beneficiary };

/** Deletes a beneficiary after a confirmation (two-factor through the shell's prompt). */
export const DeleteBeneficiaryButton = ({ record }: DeleteBeneficiaryButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = beneficiaryName(record);
  const { submit, loading } = useKontorSubmit('manager.agents.delete', () => undefined, {
    params: { id: record.id },
    summary: () => ({ payee: name }),
    onSuccess: () => {
      notify('app.money.beneficiaries.deleted', { type: 'success', messageArgs: { name } });
      void queryClient.invalidateQueries({ queryKey: ['transaction-agents'] });
    },
  });
  return (
    <>
      <Tooltip title={translate('app.money.beneficiaries.delete')}>
        <IconButton aria-label={translate('app.money.beneficiaries.delete')} color="error" size="small" disabled={loading} onClick={() => setOpen(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={loading}
        title={translate('app.money.beneficiaries.delete_title')}
        content={translate('app.money.beneficiaries.delete_confirm', { name })}
        confirm={translate('app.money.beneficiaries.delete')}
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

import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { ApprovalRule } from '../../contract/approvals';
import { useKontorSubmit } from '../errors/useKontorSubmit';

/** Removes a rule after a confirmation (a one-time code through the shell's prompt); payments it holds still wait. */
export const ApprovalRuleDeleteButton = ({ record }: { record: ApprovalRule }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = `${record.threshold} ${record.currency ?? 'EUR'}`;
  const { submit, loading } = useKontorSubmit('manager.approvalRules.delete', () => undefined, {
    params: { id: record.id },
    summary: () => ({ amount: name }),
    onSuccess: () => {
      notify('app.approvals.rules.deleted', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['approval-rules'] });
    },
  });
  return (
    <>
      <Tooltip title={translate('app.approvals.rules.delete')}>
        <IconButton aria-label={translate('app.approvals.rules.delete')} color="error" size="small" disabled={loading} onClick={() => setOpen(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={loading}
        title={translate('app.approvals.rules.delete_title')}
        content={translate('app.approvals.rules.delete_confirm', { name })}
        confirm={translate('app.approvals.rules.delete')}
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

import { Stack, Switch, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminAgent } from '../../contract/entities';
import { useFormMutation } from '../errors/useFormMutation';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { beneficiaryName } from './beneficiaryName';
import { groupedIban } from '../money/groupedIban';

type BlacklistSwitchProps = { agent: AdminAgent };

const T = 'resources.admin-transaction-agents';

/**
 * The blacklist state of one transaction agent: switching asks for a confirmation (with an optional
 * reason when blacklisting), then the server's one-time code through the shell's prompt.
 */
export const BlacklistSwitch = ({ agent }: BlacklistSwitchProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const name = beneficiaryName(agent);
  const next = !agent.blacklisted;
  const submit = useFormMutation(
    () => dataProvider.blacklistAgent({ params: { id: agent.id }, body: { blacklisted: next, reason: next ? reason.trim() || undefined : undefined }, meta: { summary: { payee: name } } }),
    {
      onSuccess: () => {
        notify(next ? `${T}.blacklisted` : `${T}.lifted`, { type: 'success', messageArgs: { name } });
        void queryClient.invalidateQueries({ queryKey: queryKeys.resource('admin-transaction-agents') });
      },
    },
  );
  const failure = submit.errors.id ?? submit.errors.reason ?? submit.message;
  useEffect(() => {
    if (failure) notify(failure, { type: 'error', messageArgs: { _: failure } });
  }, [failure, notify]);
  // Deposits name their sender by IBAN: an agent without one cannot be blacklisted (its state can still be lifted).
  const unavailable = next && !agent.iban;
  const label = translate(`${T}.switch_label`, { name });
  return (
    <>
      <Switch
        checked={agent.blacklisted}
        disabled={unavailable || submit.loading}
        color="error"
        onClick={(e) => e.stopPropagation()}
        onChange={() => {
          setReason('');
          setOpen(true);
        }}
        slotProps={{ input: { 'aria-label': label, ...(unavailable ? { title: translate(`${T}.no_iban`) } : {}) } }}
      />
      <Confirm
        isOpen={open}
        loading={submit.loading}
        title={translate(next ? `${T}.blacklist_title` : `${T}.lift_title`, { name })}
        content={
          <Stack spacing={2}>
            <Typography>{translate(next ? `${T}.blacklist_confirm` : `${T}.lift_confirm`, { iban: agent.iban ? groupedIban(agent.iban) : '—' })}</Typography>
            {next ? <TextField label={translate(`${T}.reason`)} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} fullWidth /> : null}
          </Stack>
        }
        confirm={translate(next ? `${T}.blacklist` : `${T}.lift`)}
        cancel={translate(`${T}.cancel`)}
        onConfirm={async () => {
          setOpen(false);
          await submit.submit({});
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

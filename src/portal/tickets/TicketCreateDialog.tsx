import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Ticket } from '../../contract/entities';
import { TICKET_PRIORITIES } from '../../contract/enums';
import { useFormMutation } from '../errors/useFormMutation';
import { queryKeys } from '../providers/queryKeys';
import { AttachmentPicker } from './AttachmentPicker';
import { attachmentProblems, ticketFormData } from './attachmentRules';

type TicketCreateDialogProps = { open: boolean; onClose: () => void };
type Values = { subject: string; message: string; priority: string; attachments: File[] };

const EMPTY: Values = { subject: '', message: '', priority: 'normal', attachments: [] };

/** Opens a ticket: subject, message, priority and attachments; on success the new ticket is shown. */
export const TicketCreateDialog = ({ open, onClose }: TicketCreateDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [create] = useCreate<Ticket>();
  const { submit, loading, errors, message } = useFormMutation(
    // react-admin's create of the tickets resource, sent as multipart (the attachments).
    async (v: Values) => {
      const data = ticketFormData({ subject: v.subject, message: v.message, priority: v.priority }, v.attachments) as unknown as Partial<Ticket>;
      // With returnPromise react-admin answers the created record.
      return (await create('tickets', { data }, { returnPromise: true })) as Ticket;
    },
    {
      onSuccess: (ticket) => {
        notify('app.support.create.created', { type: 'info', messageArgs: { id: ticket.id } });
        // The list and its counters (the dashboard's latest tickets) read again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.resource('tickets') });
        setValues(EMPTY);
        navigate(`/manager/support/tickets/${ticket.id}`);
      },
    },
  );
  const text = (name: 'subject' | 'message') => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const blocked = attachmentProblems(values.attachments).length > 0 || values.subject.trim() === '' || values.message.trim() === '';

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="ticket-create-title">
      <form onSubmit={(e) => { e.preventDefault(); if (!blocked) void submit(values); }}>
        <DialogTitle id="ticket-create-title">{translate('app.support.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={translate('app.support.create.subject')} required slotProps={{ htmlInput: { maxLength: 200 } }} {...text('subject')} />
            <TextField label={translate('app.support.create.message')} required multiline minRows={4} slotProps={{ htmlInput: { maxLength: 10000 } }} {...text('message')} />
            <TextField select name="priority" label={translate('app.support.create.priority')} value={values.priority} error={Boolean(errors.priority)} helperText={errors.priority}
              onChange={(e) => setValues((v) => ({ ...v, priority: e.target.value }))}>
              {TICKET_PRIORITIES.map((p) => <MenuItem key={p} value={p}>{translate(`app.support.priorities.${p}`)}</MenuItem>)}
            </TextField>
            <AttachmentPicker files={values.attachments} onChange={(attachments) => setValues((v) => ({ ...v, attachments }))} serverError={errors.attachments} disabled={loading} />
            {message && Object.keys(errors).length === 0 ? <Typography color="error">{translate(message, { _: message })}</Typography> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>{translate('app.support.create.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={loading || blocked}>{translate('app.support.create.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { TicketThread } from '../../contract/entities';
import { useFormMutation } from '../errors/useFormMutation';
import type { KontorDataProvider } from '../providers/dataProvider';
import { AttachmentPicker } from './AttachmentPicker';
import { attachmentProblems, ticketFormData } from './attachmentRules';

type TicketReplyFormProps = { ticketId: number; onSent: (thread: TicketThread) => void };
type Values = { message: string; attachments: File[] };

const EMPTY: Values = { message: '', attachments: [] };

/** A reply with attachments; sending one reopens a closed ticket (the server does it). */
export const TicketReplyForm = ({ ticketId, onSent }: TicketReplyFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [values, setValues] = useState<Values>(EMPTY);
  const { submit, loading, errors, message } = useFormMutation((v: Values) => dataProvider.replyToTicket({ params: { id: ticketId }, body: ticketFormData({ message: v.message }, v.attachments) }), {
    onSuccess: (thread) => {
      notify('app.support.reply.sent', { type: 'info' });
      setValues(EMPTY);
      onSent(thread);
    },
  });
  const blocked = values.message.trim() === '' || attachmentProblems(values.attachments).length > 0;
  return (
    <Stack component="form" spacing={2} aria-label={translate('app.support.reply.label')} onSubmit={(e) => { e.preventDefault(); if (!blocked) void submit(values); }}>
      <TextField name="message" label={translate('app.support.reply.label')} multiline minRows={3} value={values.message} error={Boolean(errors.message)} helperText={errors.message}
        slotProps={{ htmlInput: { maxLength: 10000 } }} onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))} />
      <AttachmentPicker files={values.attachments} onChange={(attachments) => setValues((v) => ({ ...v, attachments }))} serverError={errors.attachments} disabled={loading} />
      {message && Object.keys(errors).length === 0 ? <Typography color="error">{translate(message, { _: message })}</Typography> : null}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={loading || blocked}>{translate('app.support.reply.submit')}</Button>
      </Stack>
    </Stack>
  );
};

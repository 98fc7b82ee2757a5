import { Box, Paper, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TicketThread } from '../../contract/entities';
import { formatDateTime } from '../money/formatMoney';
import { AttachmentDownloadButton } from './AttachmentDownloadButton';

/** One message of the conversation: support's answers stand apart from the company's messages. */
export const TicketThreadItem = ({ thread }: { thread: TicketThread }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const author = thread.is_staff
    ? translate('app.support.show.staff')
    : thread.author ? `${thread.author.first_name} ${thread.author.last_name}` : translate('app.support.show.unknown_author');
  return (
    <Paper variant="outlined" data-testid="ticket-thread" data-staff={thread.is_staff ? '1' : '0'}
      sx={{ p: 2, ml: thread.is_staff ? 0 : { sm: 6 }, mr: thread.is_staff ? { sm: 6 } : 0, bgcolor: thread.is_staff ? 'action.hover' : 'background.paper' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">{author}</Typography>
        <Typography variant="caption" color="text.secondary">{formatDateTime(thread.created_at, locale)}</Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{thread.message}</Typography>
      {thread.attachments.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {thread.attachments.map((a) => <AttachmentDownloadButton key={a.id} attachment={a} />)}
        </Box>
      ) : null}
    </Paper>
  );
};

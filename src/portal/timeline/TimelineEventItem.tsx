import { Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TimelineEvent } from '../../contract/entities';
import { formatDateTime } from '../tables/formatMoney';
import { formatValue } from './formatValue';

/** One event of a record's timeline: what happened, who and when, and each changed field old → new. */
export const TimelineEventItem = ({ event }: { event: TimelineEvent }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const changes = Object.entries(event.changes);
  const who = event.user ? `${event.user.first_name} ${event.user.last_name}`.trim() || event.user.email : translate('app.timeline.system');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="timeline-event">
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1}>
        <Typography fontWeight={600}>{translate(`app.timeline.events.${event.event}`, { _: event.event })}</Typography>
        <Typography color="text.secondary" variant="body2">{`${who} · ${formatDateTime(event.created_at, locale)}`}</Typography>
      </Stack>
      {changes.length > 0 ? (
        <Box sx={{ mt: 1, overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('app.timeline.changes')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.timeline.field')}</TableCell>
                <TableCell>{translate('app.timeline.old')}</TableCell>
                <TableCell>{translate('app.timeline.new')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map(([field, change]) => (
                <TableRow key={field}>
                  <TableCell>{translate(`app.timeline.fields.${field}`, { _: field })}</TableCell>
                  <TableCell>{formatValue(change.old, translate)}</TableCell>
                  <TableCell>{formatValue(change.new, translate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Paper>
  );
};

import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { TimelineEvent } from '../../contract/entities';
import { formatValue } from './formatValue';

/** What an event is called, in the user's language (the server's name for one we do not know). */
export const eventName = (translate: TranslateFunction, event: Pick<TimelineEvent, 'event'>): string => translate(`app.timeline.events.${event.event}`, { _: event.event });

/** Who did it: the user's name (or email), or the system. */
export const eventAuthor = (translate: TranslateFunction, event: Pick<TimelineEvent, 'user'>): string =>
  event.user ? `${event.user.first_name} ${event.user.last_name}`.trim() || event.user.email : translate('app.timeline.system');

/** The changes as plain text (the export, a phone's row): "field: old → new; …". */
export const changesText = (translate: TranslateFunction, event: Pick<TimelineEvent, 'changes'>): string =>
  Object.entries(event.changes)
    .map(([field, change]) => `${translate(`app.timeline.fields.${field}`, { _: field })}: ${formatValue(change.old, translate)} → ${formatValue(change.new, translate)}`)
    .join('; ');

/** Each changed field of one event of a record's timeline, old → new. */
export const TimelineChanges = ({ event }: { event: TimelineEvent }) => {
  const translate = useTranslate();
  const changes = Object.entries(event.changes);
  if (changes.length === 0) return null;
  return (
    <Box sx={{ overflowX: 'auto' }}>
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
  );
};

import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ImportErrors } from '../../contract/entities';
import { importFailures, importMoreNote } from './cellErrors';
import { ImportFileButton } from './ImportFileButton';
import { importOutcome, type LiveImport } from './importLive';

/** The failed cells listed at most; the rest are in the errors file. */
export const FAILURES_SHOWN = 10;

type ImportFailureListProps = {
  errors: ImportErrors | null;
  /** Where the failures past the shown ones are: the errors file of a finished import, or the grid of the chosen file. */
  more?: 'app.imports.failures.more' | 'app.imports.failures.more_marked';
};

/** What failed in an import (issue 21 item 11): each failed cell with its row, column and message. */
export const ImportFailureList = ({ errors, more = 'app.imports.failures.more' }: ImportFailureListProps) => {
  const translate = useTranslate();
  const failures = importFailures(errors);
  const note = importMoreNote(errors);
  if (failures.length === 0 && note === null) return null;
  const title = translate('app.imports.failures.title');
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="p">{title}</Typography>
      <Box component="ul" aria-label={title} sx={{ m: 0, pl: 2.5 }}>
        {failures.slice(0, FAILURES_SHOWN).map((f) => {
          // The server's message in the chosen language (its catalogue, i18nProvider).
          const message = translate(f.message, { _: f.message });
          return (
            <li key={`${f.row}.${f.column}`} data-testid="import-failure">
              {f.row ? translate('app.imports.failures.cell', { row: f.row, column: f.column, message }) : message}
            </li>
          );
        })}
      </Box>
      {failures.length > FAILURES_SHOWN ? <Typography variant="body2">{translate(more, { count: failures.length - FAILURES_SHOWN })}</Typography> : null}
      {/* Past the rows the server lists (the errors file has them all): its own sentence, under the list. */}
      {note !== null ? <Typography variant="body2" data-testid="import-failures-unlisted">{translate(note, { _: note })}</Typography> : null}
    </Box>
  );
};

type ImportOutcomeMessageProps = {
  record: LiveImport;
  /** The errors file was downloaded by itself on this page (issue 43: never claimed when it was not). */
  downloaded?: boolean;
};

/** The messages of document 2 section 8 for an import's state; a finished import with errors says what failed. */
export const ImportOutcomeMessage = ({ record, downloaded = false }: ImportOutcomeMessageProps) => {
  const translate = useTranslate();
  const outcome = importOutcome(record);
  const id = { id: record.id };
  if (outcome === 'created' || outcome === 'running') return <Alert severity="info" data-testid="import-message">{translate('app.imports.messages.created')}</Alert>;
  if (outcome === 'done') {
    return (
      <Alert severity="success" data-testid="import-message">
        <AlertTitle>{translate('app.imports.messages.done_title', id)}</AlertTitle>
        {translate('app.imports.messages.done_text')}{' '}
        <Link component={RouterLink} to="/manager/transactions/pending_transactions">{translate('app.imports.messages.pending_link')}</Link>
      </Alert>
    );
  }
  if (outcome === 'done_with_errors') {
    return (
      <Alert severity="warning" data-testid="import-message" action={<ImportFileButton id={record.id} kind="errors" variant="contained" />}>
        <AlertTitle>{translate('app.imports.messages.errors_title', id)}</AlertTitle>
        {translate('app.imports.messages.errors_text')}{' '}
        <span data-testid="import-errors-file-note">{translate(downloaded ? 'app.imports.messages.errors_downloaded' : 'app.imports.messages.errors_download_hint')}</span>
        <ImportFailureList errors={record.errors} />
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="import-message">
      <AlertTitle>{translate('app.imports.messages.failed_title', id)}</AlertTitle>
      {translate('app.imports.messages.failed_text')}
      <ImportFailureList errors={record.errors} />
    </Alert>
  );
};

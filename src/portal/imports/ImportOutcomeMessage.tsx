import { Alert, AlertTitle, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ImportFileButton } from './ImportFileButton';
import { importOutcome, type LiveImport } from './importLive';

/** The messages of document 2 section 8 for an import's state. */
export const ImportOutcomeMessage = ({ record }: { record: LiveImport }) => {
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
        {translate('app.imports.messages.errors_text')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="import-message">
      <AlertTitle>{translate('app.imports.messages.failed_title', id)}</AlertTitle>
      {translate('app.imports.messages.failed_text')}
    </Alert>
  );
};

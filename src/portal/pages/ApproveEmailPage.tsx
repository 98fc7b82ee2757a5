import { Alert, Button, LinearProgress } from '@mui/material';
import { Link, useParams, useTranslate } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { ErrorAlert } from './ErrorAlert';
import { PublicPage } from './PublicPage';
import { useRequestOnce } from './useRequestOnce';

/** /u/email/{key}/{code}: the approval link of the registration e-mail approves on opening. */
export const ApproveEmailPage = () => {
  const translate = useTranslate();
  const { key = '', code = '' } = useParams<{ key?: string; code?: string }>();
  const path = `auth/approve-email/${encodeURIComponent(key)}/${encodeURIComponent(code)}`;
  const approval = useRequestOnce(key && code ? path : null, () => httpClient(path, { method: 'POST' }));

  return (
    <PublicPage titleKey="app.pages.approve_email.title">
      {approval.status === 'pending' ? <LinearProgress aria-label={translate('app.pages.approve_email.approving')} /> : null}
      {approval.status === 'done' ? (
        <Alert severity="success" role="status">
          {translate('app.pages.approve_email.done')}
        </Alert>
      ) : null}
      {approval.status === 'failed' ? <ErrorAlert error={approval.error} notFoundKey="app.pages.approve_email.invalid" /> : null}
      {approval.status === 'idle' ? (
        <Alert severity="error" role="alert">
          {translate('app.pages.approve_email.invalid')}
        </Alert>
      ) : null}
      {approval.status !== 'pending' ? (
        <Button component={Link} to="/login" variant="contained" fullWidth sx={{ mt: 2 }}>
          {translate('app.pages.sign_in_link')}
        </Button>
      ) : null}
    </PublicPage>
  );
};

import { Alert, Button, LinearProgress } from '@mui/material';
import { Link, useDataProvider, useParams, useTranslate } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';
import { ErrorAlert } from './ErrorAlert';
import { PublicPage } from './PublicPage';
import { useRequestOnce } from './useRequestOnce';

/** /u/email/{key}/{code}: the approval link of the registration e-mail approves on opening. */
export const ApproveEmailPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { key = '', code = '' } = useParams<{ key?: string; code?: string }>();
  // One request per link (useRequestOnce): the link is spent by its first use.
  const approval = useRequestOnce(key && code ? `${key}/${code}` : null, () => dataProvider.approveEmail({ params: { a: key, b: code } }));

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

import { Alert, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLocation, useTranslate } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';
import { ErrorAlert } from './ErrorAlert';
import { PageLink } from './PageLink';
import { PublicPage } from './PublicPage';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useRequestOnce } from './useRequestOnce';

/**
 * /reset-password?key=K&token=T&email=E, the link of the reset e-mail. The link is checked before
 * the reader types a new password, so an expired one is said at once.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const query = new URLSearchParams(useLocation().search);
  const key = query.get('key') ?? '';
  const token = query.get('token') ?? '';
  const link = key && token ? { a: key, b: token } : null;
  const check = useRequestOnce(link ? `${key}/${token}` : null, () => dataProvider.checkPasswordResetLink({ params: link ?? {} }));
  const [reset, setReset] = useState(false);
  const email = check.status === 'done' ? check.data.email : (query.get('email') ?? '');

  if (reset) {
    return (
      <PublicPage titleKey="app.pages.reset.title">
        <Alert severity="success" role="status">
          {translate('app.pages.reset.done')}
        </Alert>
        <PageLink to={`/login?email=${encodeURIComponent(email)}`} labelKey="app.pages.sign_in_link" />
      </PublicPage>
    );
  }

  return (
    <PublicPage titleKey="app.pages.reset.title">
      {check.status === 'pending' ? <LinearProgress aria-label={translate('app.pages.reset.checking')} /> : null}
      {check.status === 'idle' ? (
        <Alert severity="error" role="alert">
          {translate('app.pages.reset.invalid')}
        </Alert>
      ) : null}
      {check.status === 'failed' ? <ErrorAlert error={check.error} notFoundKey="app.pages.reset.invalid" /> : null}
      {check.status === 'done' && link ? <ResetPasswordForm link={link} email={email} onReset={() => setReset(true)} /> : null}
      {check.status === 'idle' || check.status === 'failed' ? <PageLink to="/forgot-password" labelKey="app.pages.reset.new_link" /> : null}
      <PageLink to="/login" labelKey="app.pages.back_to_sign_in" />
    </PublicPage>
  );
};

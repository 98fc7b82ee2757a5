import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../auth/AuthLayout';
import { useCurrentRoute } from '../routes/useCurrentRoute';

/** A visitor page (purchase link, sign-in from elsewhere) whose feature arrives with a later issue. */
export const PublicPlaceholder = () => {
  const translate = useTranslate();
  const current = useCurrentRoute();
  return (
    <AuthLayout title={translate(current?.titleKey ?? 'app.name')}>
      <Alert severity="info">{translate('app.placeholder.being_built')}</Alert>
    </AuthLayout>
  );
};

import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../frame/AuthLayout';
import { useAccessContext } from '../providers/useAccessContext';
import { dashboardPathFor } from '../providers/roles';

/** /404: unknown paths and invalid route parameters end here (document 1 section 2.1). */
export const NotFoundPage = () => {
  const translate = useTranslate();
  const { role } = useAccessContext();
  return (
    <AuthLayout title={translate('app.routes.not_found')}>
      <Typography color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
        {translate('app.not_found.text')}
      </Typography>
      <Button component={Link} to={role ? dashboardPathFor(role) : '/login'} variant="contained" fullWidth>
        {translate(role ? 'app.not_found.dashboard' : 'app.not_found.sign_in')}
      </Button>
    </AuthLayout>
  );
};

import { Alert, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { useAccessContext } from '../providers/useAccessContext';
import { PasswordChangeForm } from './PasswordChangeForm';
import { PersonalDataCard } from './PersonalDataCard';
import { PasskeysPanel } from './PasskeysPanel';
import { SessionsPanel } from './SessionsPanel';
import { SignInHistoryPanel } from './SignInHistoryPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/** /admin/profile and /manager/profile: personal data, avatar, password, two-factor (with recovery codes and passkeys), the active sessions and the recent sign-ins. */
export const ProfilePage = () => {
  const translate = useTranslate();
  useDocumentTitle('app.pages.profile.title');
  // The two-factor policy (issue 42): the route guard keeps the user here until a second factor is set up.
  const { twoFactorSetupRequired } = useAccessContext();
  return (
    <>
      <Title title="app.pages.profile.title" />
      <Typography variant="h4" component="h1" sx={{ my: 2 }}>
        {translate('app.pages.profile.title')}
      </Typography>
      {twoFactorSetupRequired ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="two-factor-policy">
          {translate('app.second_factors.policy_required')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start', mb: 2 }}>
        <PersonalDataCard />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <PasswordChangeForm />
          <TwoFactorPanel />
          <PasskeysPanel />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start', mb: 2 }}>
        <SessionsPanel />
        <SignInHistoryPanel />
      </Box>
    </>
  );
};

import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../frame/useDocumentTitle';
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
  return (
    <>
      <Title title="app.pages.profile.title" />
      <Typography variant="h4" component="h1" sx={{ my: 2 }}>
        {translate('app.pages.profile.title')}
      </Typography>
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

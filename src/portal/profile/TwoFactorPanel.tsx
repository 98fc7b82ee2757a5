import { Chip, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorAlert } from '../pages/ErrorAlert';
import { ProfileSection } from './ProfileSection';
import { TwoFactorRemove } from './TwoFactorRemove';
import { TwoFactorSetup } from './TwoFactorSetup';
import { useProfile } from './useProfile';
import { useRefreshUser } from './useRefreshUser';

/** Google Authenticator two-factor: set up when off, removal when on. */
export const TwoFactorPanel = () => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useProfile();
  const refreshUser = useRefreshUser();
  // Guards and menus depend on two-factor (document 1, section 6): the stored user follows at once.
  const changed = async () => {
    await refetch();
    await refreshUser();
  };
  const on = data?.two_factor_auth.google ?? false;

  return (
    <ProfileSection titleKey="app.pages.profile.two_factor.title">
      {isPending ? <LinearProgress /> : null}
      {error ? <ErrorAlert error={error} /> : null}
      {data ? (
        <>
          <Stack direction="row" sx={{ mb: 2 }}>
            <Chip
              size="small"
              color={on ? 'success' : 'default'}
              label={translate(on ? 'app.pages.profile.two_factor.status_on' : 'app.pages.profile.two_factor.status_off')}
            />
          </Stack>
          {on ? <TwoFactorRemove onRemoved={changed} /> : <TwoFactorSetup onEnabled={changed} />}
        </>
      ) : null}
    </ProfileSection>
  );
};

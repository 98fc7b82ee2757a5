import { Chip, LinearProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorAlert } from '../pages/ErrorAlert';
import { ProfileSection } from './ProfileSection';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import { TwoFactorRemove } from './TwoFactorRemove';
import { TwoFactorSetup } from './TwoFactorSetup';
import { useProfile } from './useProfile';
import { useRefreshUser } from './useRefreshUser';

/** Google Authenticator two-factor: set up when off (then the recovery codes once), removal and the recovery codes when on. */
export const TwoFactorPanel = () => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useProfile();
  const refreshUser = useRefreshUser();
  // Guards and menus depend on two-factor (document 1, section 6): the stored user follows at once.
  const changed = async () => {
    await refetch();
    await refreshUser();
  };
  // The recovery codes made when two-factor is turned on, shown this once.
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = async (made: string[]) => {
    if (made.length > 0) setCodes(made);
    await changed();
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
          {on ? (
            <>
              <TwoFactorRemove onRemoved={changed} />
              <RecoveryCodesSection />
            </>
          ) : (
            <TwoFactorSetup onEnabled={enabled} />
          )}
          <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
        </>
      ) : null}
    </ProfileSection>
  );
};

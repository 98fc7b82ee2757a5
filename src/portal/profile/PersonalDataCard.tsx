import { AvatarUpload } from './AvatarUpload';
import { PersonalDataForm } from './PersonalDataForm';
import { ProfileSection } from './ProfileSection';
import { useProfile } from './useProfile';
import { useRefreshUser } from './useRefreshUser';

/** Avatar and personal data. */
export const PersonalDataCard = () => {
  const { data, refetch } = useProfile();
  const refreshUser = useRefreshUser();
  return (
    <ProfileSection titleKey="app.pages.profile.personal_title">
      <AvatarUpload
        avatar={data?.avatar ?? null}
        name={data ? `${data.first_name} ${data.last_name}` : ''}
        onUploaded={async () => {
          await refetch();
          await refreshUser();
        }}
      />
      <PersonalDataForm />
    </ProfileSection>
  );
};

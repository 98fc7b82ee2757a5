import LockIcon from '@mui/icons-material/Lock';
import { useState } from 'react';
import { Form, PasswordInput, required, SaveButton, useDataProvider, useNotify } from 'react-admin';
import { TwoFactorModal } from '../twoFactor/TwoFactorModal';
import { errorMessageOf } from '../pages/errorMessageOf';
import { fieldErrorsOf } from '../pages/fieldErrorsOf';
import { focusFirstError } from '../pages/focusFirstError';
import { PasswordFields } from '../pages/PasswordFields';
import type { KontorDataProvider } from '../providers/dataProvider';
import { ProfileSection } from './ProfileSection';
import { useOneTimeCode } from './useOneTimeCode';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** PUT profile/password; users with two-factor confirm it with a code when the server asks. */
export const PasswordChangeForm = () => {
  const notify = useNotify();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { run, modalProps } = useOneTimeCode<true>();
  // A new key empties the form after a change: the typed passwords must not linger.
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    const body = { current_password: values.current_password, password: values.password, password_confirmation: values.password_confirmation };
    try {
      const answer = await run((second) => dataProvider.changePassword({ body, ...second, errorContext: 'form' }));
      if (answer === null) return undefined;
      notify('app.pages.profile.password.changed', { type: 'success' });
      setFormKey((key) => key + 1);
      return undefined;
    } catch (failure) {
      const fields = fieldErrorsOf(failure, FIELDS);
      if (fields) {
        focusFirstError(fields);
        return fields;
      }
      const message = errorMessageOf(failure);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return undefined;
    }
  };

  return (
    <ProfileSection titleKey="app.pages.profile.password.title">
      <Form key={formKey} onSubmit={submit}>
        <PasswordInput source="current_password" label="app.pages.profile.password.current" autoComplete="current-password" validate={required()} fullWidth />
        <PasswordFields passwordLabel="app.pages.profile.password.new" confirmationLabel="app.pages.profile.password.confirmation" />
        <SaveButton label="app.pages.profile.password.submit" icon={<LockIcon />} />
      </Form>
      <TwoFactorModal {...modalProps} />
    </ProfileSection>
  );
};

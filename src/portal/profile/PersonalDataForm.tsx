import { LinearProgress } from '@mui/material';
import { EditBase, Form, regex, required, SaveButton, TextInput, useEditContext, useNotify, useSaveContext } from 'react-admin';
import { focusFirstError } from '../pages/focusFirstError';
import { PROFILE_ID, PROFILE_RESOURCE, type ProfileRecord } from '../providers/profileRecord';
import { useRefreshUser } from './useRefreshUser';

// The server's rule for PUT profile (contract/calls/auth.ts), so a typo is caught before sending.
const validatePhone = regex(/^\+?[0-9 ()-]{5,20}$/, 'app.pages.profile.phone_invalid');
const validateName = required();

const PersonalDataFields = () => {
  const { isPending } = useEditContext<ProfileRecord>();
  const { save } = useSaveContext();
  if (isPending) return <LinearProgress />;
  return (
    <Form
      onSubmit={async (values: Record<string, unknown>) => {
        const errors = save ? await save(values) : undefined;
        if (errors) focusFirstError(errors);
        return errors;
      }}
    >
      <TextInput source="first_name" label="app.pages.profile.fields.first_name" autoComplete="given-name" validate={validateName} fullWidth />
      <TextInput source="last_name" label="app.pages.profile.fields.last_name" autoComplete="family-name" validate={validateName} fullWidth />
      <TextInput source="phone" type="tel" label="app.pages.profile.fields.phone" autoComplete="tel" validate={validatePhone} fullWidth />
      <TextInput source="email" label="app.pages.profile.fields.email" helperText="app.pages.profile.email_read_only" readOnly fullWidth />
      <SaveButton />
    </Form>
  );
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Only what PUT profile takes: the e-mail, avatar and two-factor state change elsewhere. */
const profileBody = (values: Partial<ProfileRecord>) => ({ first_name: text(values.first_name), last_name: text(values.last_name), phone: text(values.phone) });

/** First and last name and phone, saved with PUT profile; the server's 422 messages land on the fields. */
export const PersonalDataForm = () => {
  const notify = useNotify();
  const refreshUser = useRefreshUser();
  return (
    <EditBase<ProfileRecord>
      resource={PROFILE_RESOURCE}
      id={PROFILE_ID}
      mutationMode="pessimistic"
      transform={profileBody}
      redirect={false}
      redirectOnError={false}
      mutationOptions={{
        onSuccess: () => {
          notify('app.pages.profile.saved', { type: 'success' });
          void refreshUser();
        },
      }}
    >
      <PersonalDataFields />
    </EditBase>
  );
};

import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { email, Form, FormDataConsumer, RadioButtonGroupInput, required, TextInput, useDataProvider } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';
import { ErrorAlert } from './ErrorAlert';
import { fieldErrorsOf } from './fieldErrorsOf';
import { focusFirstError } from './focusFirstError';
import { PasswordFields } from './PasswordFields';
import { registrationBody } from './registrationBody';
import { SubmitButton } from './SubmitButton';

type RegistrationFormProps = {
  /** The affiliate code of a valid /registration/{affiliation} link. */
  affiliation?: string;
  onRegistered: () => void;
};

const FIELDS = ['first_name', 'last_name', 'email', 'legal_type', 'company_name', 'password', 'password_confirmation'] as const;

const LEGAL_TYPES = [
  { id: 'company', name: 'app.pages.registration.legal_types.company' },
  { id: 'individual', name: 'app.pages.registration.legal_types.individual' },
];

const validateName = [required()];
const validateEmail = [required(), email()];

/** The registration fields; 422 messages of the server land on the matching field. */
export const RegistrationForm = ({ affiliation, onRegistered }: RegistrationFormProps) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    if (busy) return undefined;
    setError(null);
    setBusy(true);
    try {
      const body = registrationBody(values);
      await (affiliation ? dataProvider.registerAffiliated({ params: { affiliation }, body, errorContext: 'form' }) : dataProvider.register({ body, errorContext: 'form' }));
      onRegistered();
      return undefined;
    } catch (failure) {
      const fields = fieldErrorsOf(failure, FIELDS);
      if (fields) {
        focusFirstError(fields);
        return fields;
      }
      setError(failure);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form defaultValues={{ legal_type: 'company' }} onSubmit={submit}>
      {error ? <ErrorAlert error={error} /> : null}
      <RadioButtonGroupInput source="legal_type" label="app.pages.registration.fields.legal_type" choices={LEGAL_TYPES} row validate={required()} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.legal_type === 'company' ? (
            <TextInput source="company_name" label="app.pages.registration.fields.company_name" autoComplete="organization" validate={validateName} fullWidth />
          ) : null
        }
      </FormDataConsumer>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput source="first_name" label="app.pages.registration.fields.first_name" autoComplete="given-name" validate={validateName} fullWidth />
        <TextInput source="last_name" label="app.pages.registration.fields.last_name" autoComplete="family-name" validate={validateName} fullWidth />
      </Stack>
      <TextInput source="email" type="email" label="app.pages.registration.fields.email" autoComplete="email" validate={validateEmail} fullWidth />
      <PasswordFields passwordLabel="app.pages.registration.fields.password" confirmationLabel="app.pages.registration.fields.password_confirmation" />
      <SubmitButton labelKey="app.pages.registration.submit" icon={<PersonAddIcon />} busy={busy} />
    </Form>
  );
};

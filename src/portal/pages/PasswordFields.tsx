import { FormDataConsumer, PasswordInput } from 'react-admin';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter';
import { passwordRules } from './passwordRules';

type PasswordFieldsProps = { passwordLabel: string; confirmationLabel: string; disabled?: boolean };

/** A new password with its strength meter, and its confirmation (fields password, password_confirmation). */
export const PasswordFields = ({ passwordLabel, confirmationLabel, disabled = false }: PasswordFieldsProps) => (
  <>
    <PasswordInput source="password" label={passwordLabel} autoComplete="new-password" validate={passwordRules.password} disabled={disabled} fullWidth />
    <FormDataConsumer>
      {({ formData }) => <PasswordStrengthMeter password={typeof formData.password === 'string' ? formData.password : ''} />}
    </FormDataConsumer>
    <PasswordInput
      source="password_confirmation"
      label={confirmationLabel}
      autoComplete="new-password"
      validate={passwordRules.confirmation}
      disabled={disabled}
      fullWidth
    />
  </>
);

import { required, type Validator } from 'react-admin';
import { passwordScore } from '../components/passwordScore';

const strongEnough: Validator = (value: unknown) => {
  const { passed, total } = passwordScore(typeof value === 'string' ? value : '');
  return passed < total ? 'app.pages.password.too_weak' : undefined;
};

const matchesPassword: Validator = (value: unknown, values: Record<string, unknown>) =>
  value === values.password ? undefined : 'app.pages.password.mismatch';

/**
 * Client checks of a new password: the meter's default checks are the server's rule, so a password
 * the server would refuse is caught before sending.
 */
export const passwordRules = {
  password: [required(), strongEnough],
  confirmation: [required(), matchesPassword],
};

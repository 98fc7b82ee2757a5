const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The registration payload from the form values: trimmed names, the company name only for companies. */
export const registrationBody = (values: Record<string, unknown>) => {
  const legalType: 'individual' | 'company' = values.legal_type === 'individual' ? 'individual' : 'company';
  return {
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    email: text(values.email),
    // Passwords are sent as typed: a space may be part of one.
    password: typeof values.password === 'string' ? values.password : '',
    password_confirmation: typeof values.password_confirmation === 'string' ? values.password_confirmation : '',
    legal_type: legalType,
    ...(legalType === 'company' ? { company_name: text(values.company_name) } : {}),
  };
};

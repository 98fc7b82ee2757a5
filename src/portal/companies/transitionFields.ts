import type { OnboardingTransition } from '../../contract/entities';

export type FieldValue = OnboardingTransition['fields'][string];
export type FieldRow = { name: string; value: FieldValue };

/** The server's rule for field names (the call table's schema). */
const NAME = /^[a-z][a-z0-9_]{0,63}$/;

export const fieldRows = (fields: OnboardingTransition['fields']): FieldRow[] => Object.entries(fields).map(([name, value]) => ({ name, value }));

/**
 * The rows as the transition's fields, or the translation key of each bad row (by index): names
 * follow the server's pattern and appear once; rows with neither name nor value are dropped.
 */
export const fieldsFromRows = (rows: readonly FieldRow[]): { fields: OnboardingTransition['fields']; errors: Record<number, string> } => {
  const fields: OnboardingTransition['fields'] = {};
  const errors: Record<number, string> = {};
  rows.forEach((row, i) => {
    const name = row.name.trim();
    if (name === '' && (row.value === '' || row.value === null)) return;
    if (!NAME.test(name)) errors[i] = 'app.companies.services.field_name_invalid';
    else if (Object.hasOwn(fields, name)) errors[i] = 'app.companies.services.field_name_twice';
    else fields[name] = row.value;
  });
  return { fields, errors };
};

/** How a value shows in a text input and in the list. */
export const fieldText = (value: FieldValue): string => (value === null ? '' : String(value));

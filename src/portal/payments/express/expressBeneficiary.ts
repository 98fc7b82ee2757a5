import { isCompanyName, type ExpressData, type ExpressKey } from './expressTypes';
import type { ExpressOutcome } from './expressWithdrawal';

const TARGETS: Partial<Record<ExpressKey, string>> = {
  iban: 'iban', bic: 'bank_swift', street: 'street', building_number: 'building_number', post_code: 'zip_code', city: 'city', bank_name: 'bank_name',
};

/**
 * The beneficiary form's values for recognised payment details (react-hook-form names), and the report.
 * An account number and sort code go in only without an IBAN; amount, currency and reference belong to
 * a payment, not to a beneficiary.
 */
export const expressBeneficiaryFill = (data: ExpressData, current: Record<string, unknown>, countries: readonly string[]) => {
  const { fields } = data;
  const values: Record<string, string> = {};
  const outcomes: ExpressOutcome[] = [];
  const put = (key: ExpressKey, field: string, value: string) => {
    values[field] = value;
    outcomes.push({ key, value, outcome: data.derived.includes(key) ? 'from_iban' : 'filled' });
  };
  for (const [key, field] of Object.entries(TARGETS) as [ExpressKey, string][]) {
    const value = fields[key];
    if (value !== undefined) put(key, field, value);
  }
  for (const [key, field] of [['account_number', 'bank_account'], ['sort_code', 'sort_code']] as const) {
    const value = fields[key];
    if (value === undefined) continue;
    if (fields.iban) outcomes.push({ key, value, outcome: 'iban_used' });
    else put(key, field, value);
  }
  if (fields.name) {
    const individual = current.legal_type === 'individual' && !isCompanyName(fields.name) && fields.name.includes(' ');
    if (individual) {
      const at = fields.name.lastIndexOf(' ');
      put('name', 'first_name', fields.name.slice(0, at));
      values.last_name = fields.name.slice(at + 1);
    } else {
      values.legal_type = 'company';
      put('name', 'company_name', fields.name);
    }
  }
  if (fields.country !== undefined) {
    if (countries.includes(fields.country)) put('country', 'country', fields.country);
    else outcomes.push({ key: 'country', value: fields.country, outcome: 'unknown_country' });
  }
  for (const key of ['amount', 'currency', 'reference'] as const) {
    const value = fields[key];
    if (value !== undefined) outcomes.push({ key, value, outcome: 'not_on_form' });
  }
  return { values, outcomes };
};

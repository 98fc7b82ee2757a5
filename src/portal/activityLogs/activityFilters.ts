/** The filter inputs of the activity pages, as typed. */
export type ActivityFilterValues = { type: string; user_id: string; company_id: string; from_date: string; to_date: string; search: string };

export const EMPTY_ACTIVITY_FILTERS: ActivityFilterValues = { type: '', user_id: '', company_id: '', from_date: '', to_date: '', search: '' };

const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TYPE = /^[a-z_]{1,40}\.[a-z_]{1,40}$/;

/** Inputs that cannot be sent as they are, by field (translation keys); the list waits until they are fixed. */
export const activityFilterErrors = (f: ActivityFilterValues): Partial<Record<keyof ActivityFilterValues, string>> => {
  const errors: Partial<Record<keyof ActivityFilterValues, string>> = {};
  if (f.user_id.trim() && !ID.test(f.user_id.trim())) errors.user_id = 'app.activity.invalid_id';
  if (f.company_id.trim() && !ID.test(f.company_id.trim())) errors.company_id = 'app.activity.invalid_id';
  if (f.type.trim() && !TYPE.test(f.type.trim())) errors.type = 'app.activity.invalid_type';
  if (f.from_date && f.to_date && DAY.test(f.from_date) && DAY.test(f.to_date) && f.from_date > f.to_date) errors.to_date = 'app.activity.invalid_range';
  return errors;
};

/**
 * The query of the list and of the CSV export: only filled inputs; the user and company filters only
 * on the admin page (a manager's log is their company's by definition).
 */
export const activityQuery = (f: Partial<Record<keyof ActivityFilterValues, unknown>>, area: 'admin' | 'manager'): Record<string, string> => {
  const query: Record<string, string> = {};
  const keys: (keyof ActivityFilterValues)[] = area === 'admin' ? ['type', 'user_id', 'company_id', 'from_date', 'to_date', 'search'] : ['type', 'from_date', 'to_date', 'search'];
  for (const key of keys) {
    const raw = f[key];
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
    if (value) query[key] = value;
  }
  return query;
};

/** One filter input's check for react-admin's filter form: the message of activityFilterErrors, or none. */
export const activityFilterCheck = (key: keyof ActivityFilterValues) => (value: unknown, all: Record<string, unknown>): string | undefined => {
  const text = (k: keyof ActivityFilterValues) => (typeof all[k] === 'string' || typeof all[k] === 'number' ? String(all[k]) : '');
  const values = { ...EMPTY_ACTIVITY_FILTERS, type: text('type'), user_id: text('user_id'), company_id: text('company_id'), from_date: text('from_date'), to_date: text('to_date'), [key]: typeof value === 'string' || typeof value === 'number' ? String(value) : '' };
  return activityFilterErrors(values)[key];
};

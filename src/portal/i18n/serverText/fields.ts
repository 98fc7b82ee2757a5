/**
 * Field names as the server writes them into its generic messages ('The bank account id field is
 * required.': the field's key with spaces). English keeps the server's words; the other languages
 * name the field as a person reads it. A field not listed here stays as the server wrote it.
 */
const en = {
  amount: 'amount',
  currency: 'currency',
  comment: 'comment',
  description: 'description',
  email: 'email',
  password: 'password',
  password_confirmation: 'password confirmation',
  first_name: 'first name',
  last_name: 'last name',
  name: 'name',
  phone: 'phone',
  country: 'country',
  iban: 'iban',
  bank_swift: 'bank swift',
  bank_account_id: 'bank account id',
  to_account_id: 'to account id',
  reference: 'reference',
  ref_message: 'ref message',
  date_from: 'date from',
  date_to: 'date to',
  period: 'period',
  status: 'status',
  file: 'file',
  files: 'files',
  id: 'id',
  title: 'title',
  subject: 'subject',
  message: 'message',
  type: 'type',
  wallet: 'wallet',
  network: 'network',
  address: 'address',
  company_name: 'company name',
  free_market_sector: 'free market sector',
  account_number: 'account number',
  sort_code: 'sort code',
};

export type ServerFieldName = keyof typeof en;
/** A language's names of the fields; the other languages' are in their catalogues (serverText/<language>.ts), loaded with them. */
export type ServerFieldNames = Record<ServerFieldName, string>;

export const ENGLISH_FIELD_NAMES: ServerFieldNames = en;

/**
 * Words the server puts into its sentences as values: zod's sizes and types ('The amount field is too
 * large', '… must be a number') and the fillers of the sign-in records ('a browser', 'an unknown
 * address'). English keeps them; each other language says them in the form its template needs them.
 */
export type ServerWords = {
  long: string; large: string; short: string; small: string;
  a_string: string; a_number: string; a_boolean: string; an_array: string; an_object: string; a_date: string;
  a_browser: string; an_unknown_address: string;
};
export type ServerWordId = keyof ServerWords;

/** What express data entry can read from pasted payment details. */
export const EXPRESS_KEYS = [
  'iban', 'bic', 'name', 'street', 'building_number', 'post_code', 'city', 'country', 'amount', 'currency', 'reference', 'account_number', 'sort_code', 'bank_name',
] as const;
export type ExpressKey = (typeof EXPRESS_KEYS)[number];

/**
 * What was found and not taken: an IBAN with wrong check digits or length, a BIC of the wrong shape,
 * a further IBAN (the first one is used), a part of the text nothing was recognised in.
 */
export type ExpressNote = { kind: 'bad_iban' | 'bad_bic' | 'extra_iban' | 'unread'; value: string };

export type ExpressData = {
  /** 'epc': the text of a SEPA (EPC) QR code; 'text': free text of an invoice or e-mail. */
  format: 'epc' | 'text';
  fields: Partial<Record<ExpressKey, string>>;
  /** Fields not written in the text but inferred (the payee's country from the IBAN). */
  derived: ExpressKey[];
  notes: ExpressNote[];
};

export const isEmptyExpress = (data: ExpressData): boolean => Object.keys(data.fields).length === 0;

/** A company's legal form ends its name ("Müller GmbH", "Brightwave Media Ltd"): such a payee is a company. */
export const isCompanyName = (name: string): boolean =>
  /\b(?:GmbH|AG|KG|UG|Ltd\.?|Limited|PLC|LLP|LLC|Inc\.?|Corp\.?|SA|SAS|SARL|S\.L\.|Srl|S\.p\.A\.|B\.?V\.?|N\.?V\.?|Sagl|SE|Oy|AB)$/i.test(name.trim());

/**
 * An IBAN in groups of four, as it is printed ("DE89 3704 0044 0532 0130 00"): readable, and a narrow
 * column may wrap it between groups. For display only: inputs, exports and calls keep it compact.
 */
export const groupedIban = (iban: string): string => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** An account's IBAN grouped, else its account number, else `fallback`. */
export const accountIdentifier = (a: { iban?: string | null; account_number?: string | null }, fallback = ''): string =>
  a.iban ? groupedIban(a.iban) : (a.account_number ?? fallback);

import type { BeforeChange } from '../engine/types';
import { blank, changed } from '../engine/types';
import { isIbanShaped } from './ibanShape';

const countryOf = (iban: unknown): string | null => (typeof iban === 'string' && isIbanShaped(iban) ? iban.slice(0, 2).toUpperCase() : null);

/**
 * An IBAN names its country: the payee's country follows it while the person has not chosen another
 * (blank, or the previous IBAN's country), so a payee typed or filled by Express entry needs no
 * country of its own (issue 43). A portal payment has no payee country.
 */
export const countryFromIban: BeforeChange<unknown> = {
  name: 'countryFromIban',
  priority: 5,
  run: (next, prev) => {
    if (!changed(next, prev, 'customer_iban') || !blank(next.portal_service)) return null;
    const country = countryOf(next.customer_iban);
    if (!country || next.customer_country === country) return null;
    const followed = blank(next.customer_country) || next.customer_country === countryOf(prev.customer_iban);
    return followed ? { customer_country: country } : null;
  },
};

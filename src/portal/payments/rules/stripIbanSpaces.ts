import type { BeforeChange } from '../engine/types';

/** Spaces are stripped from the IBAN (document 1 section 4 "Withdrawal"). */
export const stripIbanSpaces: BeforeChange<unknown> = {
  name: 'stripIbanSpaces',
  priority: 0,
  run: (next) => (typeof next.customer_iban === 'string' && /\s/.test(next.customer_iban) ? { customer_iban: next.customer_iban.replace(/\s+/g, '') } : null),
};

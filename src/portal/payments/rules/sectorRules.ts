import type { BeforeChange } from '../engine/types';
import { blank, changed } from '../engine/types';

/** An individual payee has no sector. */
export const individualClearsSector: BeforeChange<unknown> = {
  name: 'individualClearsSector',
  priority: 10,
  run: (next) => (next.customer_legal_type === 'individual' && !blank(next.free_market_sector_id) ? { free_market_sector_id: '' } : null),
};

/** A sector change clears the industry, unless the same change sets the industry too (a beneficiary fills both). */
export const sectorClearsIndustry: BeforeChange<unknown> = {
  name: 'sectorClearsIndustry',
  priority: 10,
  run: (next, prev) =>
    changed(next, prev, 'free_market_sector_id') && !changed(next, prev, 'free_market_industry_id') && !blank(next.free_market_industry_id) ? { free_market_industry_id: '' } : null,
};

import type { FreeMarketSector } from '../../../contract/entities';

/**
 * Free-market sectors and their industries (the free_market_sectors dictionary). Industry ids are
 * sector id × 100 + n, so an industry names its sector; the demo seed uses the same ids.
 */
export const FREE_MARKET_SECTORS: readonly FreeMarketSector[] = [
  {
    id: 1, name: 'Agriculture and Food',
    industries: [
      { id: 101, name: 'Crop production' }, { id: 102, name: 'Livestock' }, { id: 103, name: 'Food processing' },
      { id: 104, name: 'Beverages' }, { id: 105, name: 'Fishing and aquaculture' },
    ],
  },
  {
    id: 2, name: 'Manufacturing',
    industries: [
      { id: 201, name: 'Machinery' }, { id: 202, name: 'Automotive parts' }, { id: 203, name: 'Electronics' },
      { id: 204, name: 'Textiles and apparel' }, { id: 205, name: 'Chemicals' },
    ],
  },
  {
    id: 3, name: 'Trade',
    industries: [
      { id: 301, name: 'Wholesale' }, { id: 302, name: 'Retail' }, { id: 303, name: 'E-commerce' },
      { id: 304, name: 'Import and export' }, { id: 305, name: 'Distribution' },
    ],
  },
  {
    id: 4, name: 'Professional Services',
    industries: [
      { id: 401, name: 'Consulting' }, { id: 402, name: 'IT services' }, { id: 403, name: 'Legal and accounting' },
      { id: 404, name: 'Marketing and advertising' }, { id: 405, name: 'Logistics' },
    ],
  },
  {
    id: 5, name: 'Construction and Real Estate',
    industries: [
      { id: 501, name: 'Residential construction' }, { id: 502, name: 'Commercial construction' }, { id: 503, name: 'Civil engineering' },
      { id: 504, name: 'Real estate agency' }, { id: 505, name: 'Property management' },
    ],
  },
  {
    id: 6, name: 'Tourism and Hospitality',
    industries: [
      { id: 601, name: 'Hotels' }, { id: 602, name: 'Restaurants' }, { id: 603, name: 'Travel agencies' },
      { id: 604, name: 'Events' }, { id: 605, name: 'Passenger transport' },
    ],
  },
];

export const findSector = (id: number): FreeMarketSector | undefined => FREE_MARKET_SECTORS.find((s) => s.id === id);

/** True when the industry belongs to the sector. */
export const industryOf = (sectorId: number, industryId: number): boolean => findSector(sectorId)?.industries.some((i) => i.id === industryId) ?? false;

import type { Timestamp } from './types';

/** Table of migration 030: the quotes managers' exchange forms were shown (modules/exchange/quotes.ts). */
export type ExchangeQuotesTable = {
  /** Opaque and unguessable: q_ + 24 random characters. */
  id: string;
  company_id: number;
  user_id: number;
  sell: string;
  buy: string;
  /** Units of buy per unit of sell scaled by 10^12, decimal text. */
  rate_scaled: string;
  rate: string;
  /** When the rate was set (its tick, or its source's time). */
  rate_at: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
};

export type ExchangeTables = { exchange_quotes: ExchangeQuotesTable };

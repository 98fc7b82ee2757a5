import type { Timestamp } from './types';

/** Tables of migration 029 (issue 38: the outside parties' adapters). */
export type InstallationValuesTable = { name: string; value: string; created_at: Timestamp };

export type ExchangeRateSnapshotsTable = {
  currency: string;
  /** EUR per unit scaled by 10^8, decimal text. */
  price_eur: string;
  /** The feed it came from (fiat or crypto). */
  source: string;
  /** The time the source gave the price (its date for a daily reference rate), else when it was fetched. */
  as_of: Timestamp;
  fetched_at: Timestamp;
};

export type AdapterTables = {
  installation_values: InstallationValuesTable;
  exchange_rate_snapshots: ExchangeRateSnapshotsTable;
};

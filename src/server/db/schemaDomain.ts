/** Tables of migration 002 (ledger, transactions, beneficiaries and the tables later features fill). */
export type DomainTables = Record<never, never>;

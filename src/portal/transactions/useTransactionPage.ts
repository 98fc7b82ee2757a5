/** The transaction lists: the company's own, the admin's, and those of the company's affiliated and white-labeled companies. */
export type TransactionListResource = 'transactions' | 'admin-transactions' | 'affiliate-transactions' | 'white-labeled-transactions';

/** Marks the bench (scripts/bench/listRender.ts) reads: data arrived, rows rendered. */
export const LIST_MARKS = { data: 'kontor:list-data', rendered: 'kontor:list-rendered' } as const;

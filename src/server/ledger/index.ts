/** The double-entry ledger: money arithmetic, fees, rates, postings, holds, settings, integrity. */
export * from './money';
export * from './validation';
export * from './currencies';
export * from './errors';
export * from './fees';
export * from './rates';
export * from './locks';
export * from './postings';
export * from './reservations';
export * from './movements';
export * from './platformAccounts';
export * from './settings';
export * from './transferMap';
export * from './integrity';
export * from './accounts';
export * from './accountChanges';

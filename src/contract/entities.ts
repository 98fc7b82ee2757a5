/**
 * Wire shapes of the entities of document 1, section 3 (and document 2, section 3).
 * Money and rates are decimal strings; ids are numbers; dates are ISO 8601 strings
 * (YYYY-MM-DD for date-only fields). Payload types are derived from the zod schemas of the call table.
 */
export * from './entities/scalars';
export * from './entities/users';
export * from './entities/accounts';
export * from './entities/transactions';
export * from './entities/jobs';
export * from './entities/support';
export * from './entities/settings';
export * from './entities/admin';
export * from './entities/children';
export * from './entities/dictionaries';
export * from './responses';

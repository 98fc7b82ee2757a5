/**
 * Enumerations of document 1 (section 3 "Enumerations" and the values scattered through the spec),
 * plus the few the project decided where the spec is silent (marked "project decision").
 * Each is an `as const` array with its union type.
 */
// The {psp} placeholders of the spec are written out with PSP_SEGMENT ('flexpsp', constants.ts).

export * from './enums/roles';
export * from './enums/currencies';
export * from './enums/payments';
export * from './enums/compliance';
export * from './enums/jobs';
export * from './enums/transactions';
export * from './enums/portals';
export * from './enums/listModes';
export * from './enums/admin';
export * from './enums/support';
export * from './enums/whiteLabel';
export * from './enums/look';
export * from './enums/badges';
export * from './enums/settings';
export * from './enums/dictionaries';
export * from './enums/realtime';
export * from './enums/activities';

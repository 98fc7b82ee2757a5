/** The shared contract of the portal and the server. It imports nothing from either. */
export * from './http';
export * from './schemas';
export * from './constants';
export * from './enums';
export * from './entities';
export * from './calls';
export * from './whiteLabelRecord';

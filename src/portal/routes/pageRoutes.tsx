import type { RouteDef } from './types';

/** Routes of the account pages (registration, password recovery, e-mail approval, profile). */
export const pageRoutes: RouteDef[] = [];

import { createContext } from 'react';
import type { RouteDef, RouteParams } from './types';

/** The route being shown, with its parameters and resolved title: page frames and placeholders read it. */
export type CurrentRoute = { route: RouteDef; params: RouteParams; titleKey: string };

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

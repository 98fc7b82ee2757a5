import { matchPath } from 'react-router-dom';
import type { RouteDef, RouteParams } from './types';
import { validParams } from './validParams';

export type RouteMatch = { route: RouteDef; params: RouteParams };

const staticSegments = (path: string): number => path.split('/').filter((segment) => segment !== '' && !segment.startsWith(':')).length;

/**
 * The route of a pathname: among the routes whose pattern matches and whose parameters are valid,
 * the most specific (most static segments). /manager/transactions/approved_transactions is the list,
 * /manager/transactions/42 the detail, /manager/transactions/x nothing (the caller shows /404).
 */
export const matchRoute = (routes: readonly RouteDef[], pathname: string): RouteMatch | null => {
  let best: RouteMatch | null = null;
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (!match || !validParams(route, match.params)) continue;
    if (!best || staticSegments(route.path) > staticSegments(best.route.path)) best = { route, params: match.params };
  }
  return best;
};

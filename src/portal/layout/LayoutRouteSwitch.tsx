import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchRoute } from '../routes/matchRoute';
import { NOT_FOUND_PATH } from '../routes/resolveRoute';
import { RouteGuard } from './RouteGuard';
import type { RouteDef } from '../routes/types';

/** `pages`: the page of each route, by route name (routePages.ts). */
type LayoutRouteSwitchProps = { routes: readonly RouteDef[]; pages: Readonly<Record<string, ComponentType>> };

/**
 * The routes shown inside the layout, chosen by matchRoute rather than by react-router's ranking:
 * two routes of one shape (/manager/transactions/:mode and /:transaction_id) are told apart by their
 * parameter rules. Unknown paths and invalid parameters go to /404.
 */
export const LayoutRouteSwitch = ({ routes, pages }: LayoutRouteSwitchProps) => {
  const { pathname } = useLocation();
  const match = matchRoute(routes, pathname);
  const page = match ? pages[match.route.name] : undefined;
  if (!match || !page) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Routes>
      <Route path={match.route.path} element={<RouteGuard key={match.route.name} route={match.route} page={page} />} />
    </Routes>
  );
};

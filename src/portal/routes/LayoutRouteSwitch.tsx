import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchRoute } from './matchRoute';
import { NOT_FOUND_PATH } from './resolveRoute';
import { RouteGuard } from './RouteGuard';
import type { RouteDef } from './types';

type LayoutRouteSwitchProps = { routes: readonly RouteDef[] };

/**
 * The routes shown inside the layout, chosen by matchRoute rather than by react-router's ranking:
 * two routes of one shape (/manager/transactions/:mode and /:transaction_id) are told apart by their
 * parameter rules. Unknown paths and invalid parameters go to /404.
 */
export const LayoutRouteSwitch = ({ routes }: LayoutRouteSwitchProps) => {
  const { pathname } = useLocation();
  const match = matchRoute(routes, pathname);
  if (!match) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Routes>
      <Route path={match.route.path} element={<RouteGuard key={match.route.name} route={match.route} />} />
    </Routes>
  );
};

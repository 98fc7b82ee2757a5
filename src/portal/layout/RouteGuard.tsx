import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { BodyLoadingMarker } from './BodyLoadingMarker';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { clearSession, isSessionOfThisRelease, readToken } from '../providers/authStorage';
import { useAccessContext } from '../providers/useAccessContext';
import { CurrentRouteContext } from '../routes/CurrentRouteContext';
import { NOT_FOUND_PATH, resolveRoute } from '../routes/resolveRoute';
import { titleKeyOf } from '../routes/titleKeyOf';
import type { RouteDef, RouteParams } from '../routes/types';

/** `page`: what the route shows once allowed (routePages.ts binds it to the route). */
type RouteGuardProps = { route: RouteDef; page: ComponentType };

type RoutePageProps = RouteGuardProps & { params: RouteParams };

const RoutePage = ({ route, page: Page, params }: RoutePageProps) => {
  const titleKey = titleKeyOf(route, params);
  useDocumentTitle(titleKey);
  useScrollOnNavigate();
  const current = useMemo(() => ({ route, params, titleKey }), [route, params, titleKey]);
  return (
    <CurrentRouteContext.Provider value={current}>
      <Suspense fallback={<BodyLoadingMarker />}>
        <Page />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
};

/**
 * Shows a route of the route table once resolveRoute allows it; otherwise goes where it says,
 * remembering the page for after the sign-in (react-admin's useLogin reads nextPathname).
 */
export const RouteGuard = ({ route, page }: RouteGuardProps) => {
  const ctx = useAccessContext();
  const params = useParams();
  const { pathname, search } = useLocation();

  useEffect(() => {
    // A session of another release ends silently (document 1 section 2.4); the guard already treats it as none.
    if (readToken() && !isSessionOfThisRelease()) clearSession();
  }, [pathname]);

  const decision = resolveRoute(ctx, route, params, new URLSearchParams(search));
  if (decision.kind === 'notFound') return <Navigate to={NOT_FOUND_PATH} replace />;
  if (decision.kind === 'redirect') {
    const state = decision.remember ? { nextPathname: pathname, nextSearch: search } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return <RoutePage route={route} page={page} params={params} />;
};

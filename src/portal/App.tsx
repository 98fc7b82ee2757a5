import { Suspense, useState } from 'react';
import { CustomRoutes, type LayoutProps, Resource } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import { HomeRedirect } from './auth/HomeRedirect';
import { ShellModals } from './errors/ShellModals';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { PortalAdminContext } from './providers/PortalAdminContext';
import { createPreferenceStore } from './providers/preferenceStore';
import { queryClient } from './providers/queryClient';
import { LayoutRouteSwitch } from './layout/LayoutRouteSwitch';
import { RouteGuard } from './layout/RouteGuard';
import { NOT_FOUND_PATH } from './routes/resolveRoute';
import { routeTable } from './routes/routeTable';
import { dashboardPages, routePages } from './routePages';
import { lazyComponent } from './frame/lazyPage';
import { resources } from './resources';
import { BrandingProvider, useBrandThemes } from './branding';
import { NamedProgress } from './theme/NamedProgress';
import { KontorAdminUI } from './layout/KontorAdminUI';
import { PrintStyles } from './print/PrintStyles';
import { SandboxBanner } from './frame/SandboxBanner';
import { registerSignInWarmUp } from './auth/warmUpSignedIn';
import { isAdminRole } from './providers/roles';

const store = createPreferenceStore();

// The frame of signed-in pages (menus, app bar and their icons) loads with the first of them, not before the sign-in form.
const KontorLayoutChunk = lazyComponent<LayoutProps, typeof import('./layout/KontorLayout'), 'KontorLayout'>(() => import('./layout/KontorLayout'), 'KontorLayout');
const KontorLayout = ({ children }: LayoutProps) => (
  <Suspense fallback={null}>
    <KontorLayoutChunk>{children}</KontorLayoutChunk>
  </Suspense>
);
// Fetched while a person signs in (auth/warmUpSignedIn.ts), through their lazy components so that they
// then render without suspending: the frame and the customers' dashboard with the credentials, the
// role's own dashboard once the sign-in has answered (an admin's only for admins).
registerSignInWarmUp({
  early: () => [KontorLayoutChunk.preload(), dashboardPages.manager.preload()],
  forRole: (role) => [(isAdminRole(role) ? dashboardPages.admin : dashboardPages.manager).preload()],
});
const layoutRoutes = routeTable.filter((route) => !route.noLayout);
const plainRoutes = routeTable.filter((route) => route.noLayout);

/**
 * react-admin with the route table: routes without layout by their own paths, every layout route
 * through one switch (see LayoutRouteSwitch), each showing its page from routePages. The guards
 * are the route table's (RouteGuard), so react-admin's own auth check is off; the shell's modals
 * sit beside the UI, for every page. Every entity is a <Resource> (resources.ts, from each
 * feature's index): names, icons and record representations for react-admin; their pages are the
 * spec's routes, so a resource's own path (/users) is a 404.
 */
const KontorAdmin = () => {
  const themes = useBrandThemes();
  return (
    <PortalAdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={themes.light}
      darkTheme={themes.dark}
      defaultTheme="dark"
    >
      <NamedProgress>
        <KontorAdminUI disableTelemetry layout={KontorLayout} dashboard={HomeRedirect} title="app.name">
          {resources.map((resource) => (
            <Resource key={resource.name} name={resource.name} icon={resource.icon} recordRepresentation={resource.recordRepresentation}>
              <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
            </Resource>
          ))}
          <CustomRoutes noLayout>
            {plainRoutes.map((route) => {
              const page = routePages[route.name];
              return page ? <Route key={route.name} path={route.path} element={<RouteGuard route={route} page={page} />} /> : null;
            })}
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/*" element={<LayoutRouteSwitch routes={layoutRoutes} pages={routePages} />} />
          </CustomRoutes>
        </KontorAdminUI>
        <ShellModals />
        <SandboxBanner />
        <PrintStyles />
      </NamedProgress>
    </PortalAdminContext>
  );
};

/**
 * Real paths (/login, /manager) instead of react-admin's default hash router: links such as
 * /login?email= come from outside, and the server answers every non-API path with the portal.
 * A data router, so that react-admin can block navigation on unsaved forms.
 */
export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <KontorAdmin /> }]));
  return (
    <BrandingProvider>
      <RouterProvider router={router} />
    </BrandingProvider>
  );
};

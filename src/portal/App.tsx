import { useState } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { ADMIN_ROLE_SLUGS, MANAGER_ROLE_SLUGS } from '../contract/enums';
import { HomeRedirect } from './auth/HomeRedirect';
import { LoginPage } from './auth/LoginPage';
import { RequireRole } from './auth/RequireRole';
import { AdminDashboard } from './dashboard/AdminDashboard';
import { ManagerDashboard } from './dashboard/ManagerDashboard';
import { KontorLayout } from './layout/KontorLayout';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createPreferenceStore } from './providers/preferenceStore';
import { ADMIN_DASHBOARD_PATH, MANAGER_DASHBOARD_PATH } from './providers/roles';
import { brandThemes } from './theme';

const themes = brandThemes();
const store = createPreferenceStore();

const KontorAdmin = () => (
  <Admin
    disableTelemetry
    requireAuth
    loginPage={LoginPage}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={themes.light}
    darkTheme={themes.dark}
    defaultTheme="dark"
    layout={KontorLayout}
    dashboard={HomeRedirect}
  >
    <CustomRoutes>
      <Route
        path={ADMIN_DASHBOARD_PATH}
        element={
          <RequireRole roles={ADMIN_ROLE_SLUGS}>
            <AdminDashboard />
          </RequireRole>
        }
      />
      <Route
        path={MANAGER_DASHBOARD_PATH}
        element={
          <RequireRole roles={MANAGER_ROLE_SLUGS}>
            <ManagerDashboard />
          </RequireRole>
        }
      />
    </CustomRoutes>
  </Admin>
);

/**
 * Real paths (/login, /manager) instead of react-admin's default hash router: links such as
 * /login?email= come from outside, and the server answers every non-API path with the portal.
 * A data router, so that react-admin can block navigation on unsaved forms.
 */
export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <KontorAdmin /> }]));
  return <RouterProvider router={router} />;
};

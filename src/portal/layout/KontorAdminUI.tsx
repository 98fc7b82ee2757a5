import { CssBaseline } from '@mui/material';
import { AccessDenied, AuthenticationError, CoreAdminUI, type CoreAdminUIProps, Error as ErrorPage, LoadingPage, NotFound, Notification } from 'react-admin';
import { QuietHandledWrites } from '../errors/QuietHandledWrites';

// react-admin's not-found page (its props are narrower than CoreAdminUI's catch-all type).
const CatchAll = () => <NotFound />;

/**
 * react-admin's <AdminUI> without its default parts the portal replaces: AdminUI names react-admin's
 * own Layout (app bar, sidebar, user menu) and Login page as defaults, so the sign-in screen would
 * download them although the portal has its own, lazily loaded frame (KontorLayout) and its own
 * sign-in routes. Everything else is AdminUI's: CSS baseline with the color scheme, the same
 * error, loading, not-found and access pages, and the notification beside the routes (without the
 * writes the shell has reacted to already: QuietHandledWrites).
 */
export const KontorAdminUI = ({ layout, ...props }: Omit<CoreAdminUIProps, 'loginPage'> & Required<Pick<CoreAdminUIProps, 'layout'>>) => (
  <CssBaseline enableColorScheme>
    <QuietHandledWrites>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        catchAll={CatchAll}
        error={ErrorPage}
        layout={layout}
        loading={LoadingPage}
        loginPage={false}
        {...props}
      />
      <Notification />
    </QuietHandledWrites>
  </CssBaseline>
);

import { Layout, type LayoutProps } from 'react-admin';
import { LiveAccounts } from '../accounts/LiveAccounts';
import { useAccessContext } from '../providers/useAccessContext';
import { ActingAsBanner } from './ActingAsBanner';
import { ActionBar } from './ActionBar';
import { Breadcrumbs } from './Breadcrumbs';
import { FooterMenu } from './FooterMenu';
import { KontorAppBar } from './KontorAppBar';
import { KontorMenu } from './KontorMenu';
import { SessionReminder } from './SessionReminder';
import { UserSync } from './UserSync';

/**
 * The page is as wide as the screen, never wider: a wide table scrolls inside its own card. (The
 * content column's default min-width let one wide table widen the whole page on a phone, app bar
 * and all, pushing the user menu off-screen.) The card of a react-admin create, edit or show page is
 * a flex item too: without min-width 0 a select's long choice widened the form past a phone's edge.
 */
const PAGE_WIDTH = { minWidth: 0, '& .RaLayout-content, & .RaCreate-card, & .RaEdit-card, & .RaShow-card': { minWidth: 0 } };

/**
 * The frame of the admin and manager pages: app bar (header and user menus), main side menu, action
 * bar, breadcrumbs, footer menu, the session reminder. Visitors of these paths are on their way to
 * the login page or to /404 (see RouteGuard): they get no frame.
 */
export const KontorLayout = ({ children }: LayoutProps) => {
  const { role } = useAccessContext();
  if (role === null) return children;
  return (
    <Layout appBar={KontorAppBar} menu={KontorMenu} sx={PAGE_WIDTH}>
      <ActingAsBanner />
      <ActionBar />
      <Breadcrumbs />
      {children}
      <FooterMenu />
      <SessionReminder />
      <UserSync />
      <LiveAccounts />
    </Layout>
  );
};

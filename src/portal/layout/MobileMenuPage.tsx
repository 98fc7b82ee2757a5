import { MenuList } from '../menus/MenuList';
import { PageFrame } from './PageFrame';

/** /menu: the main menu as a page, for narrow screens (document 1 section 2.3). */
export const MobileMenuPage = () => (
  <PageFrame titleKey="app.routes.menu">
    <MenuList menu="main" variant="list" />
  </PageFrame>
);

import { MenuList } from '../menus/MenuList';

/** The main side menu (document 1 section 2.6): the admin or the manager menu, per role. */
export const KontorMenu = () => <MenuList menu="main" variant="side" />;

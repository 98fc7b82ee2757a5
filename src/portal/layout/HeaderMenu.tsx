import { MenuList } from '../menus/MenuList';

/** The header menu, in the app bar. */
export const HeaderMenu = () => <MenuList menu="header" variant="icons" />;

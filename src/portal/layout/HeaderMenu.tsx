import { MenuList } from '../menus/MenuList';

/**
 * The header menu, in the app bar: icons in one row. On a phone it is left out, so that the bar fits
 * 360 px: its entries (tickets, pending transactions, users) are in the side menu as well.
 */
export const HeaderMenu = () => <MenuList menu="header" variant="icons" sx={{ display: { xs: 'none', sm: 'flex' }, flexWrap: 'nowrap' }} />;

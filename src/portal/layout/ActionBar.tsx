import { MenuList } from '../menus/MenuList';

/** The action bar above the page: the quick actions of document 1 section 2.6. */
export const ActionBar = () => <MenuList menu="actionBar" variant="buttons" sx={{ mt: 1, justifyContent: 'flex-end' }} />;

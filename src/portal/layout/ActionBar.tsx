import { MenuList } from '../menus/MenuList';

/**
 * On a phone the quick actions stay in one row that scrolls sideways (issue 19): none wraps onto a
 * second row or is cut.
 */
const ONE_ROW_ON_PHONE = {
  mt: 1,
  justifyContent: { xs: 'flex-start', sm: 'flex-end' },
  flexWrap: { xs: 'nowrap', sm: 'wrap' },
  overflowX: { xs: 'auto', sm: 'visible' },
  '& > *': { flexShrink: 0, whiteSpace: 'nowrap' },
} as const;

/** The action bar above the page: the quick actions of document 1 section 2.6. */
export const ActionBar = () => <MenuList menu="actionBar" variant="buttons" sx={ONE_ROW_ON_PHONE} />;

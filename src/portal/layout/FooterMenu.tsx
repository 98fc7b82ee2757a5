import { Box, Divider } from '@mui/material';
import { MenuList } from '../menus/MenuList';

/** The footer menu under the page. */
export const FooterMenu = () => (
  <Box component="footer" sx={{ mt: 4, mb: 2 }}>
    <Divider sx={{ mb: 1 }} />
    <MenuList menu="footer" variant="buttons" sx={{ justifyContent: 'center' }} />
  </Box>
);

import { ListItemIcon, MenuItem, Tooltip } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';

/**
 * An item of the side menu, styled as react-admin's menu items (and by the brand themes'
 * RaMenuItemLink overrides), with the highlight decided by the menu rather than by prefix matching.
 */
const StyledItem = styled(MenuItem, { name: 'RaMenuItemLink', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  color: theme.palette.text.secondary,
  // Long labels (German 'Genehmigte Transaktionen', Japanese) wrap onto a second line instead of being cut.
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
  hyphens: 'auto',
  lineHeight: 1.3,
  '& .RaMenuItemLink-icon': { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
  '&.RaMenuItemLink-active': { color: theme.palette.text.primary },
}));

type SideMenuItemProps = ComponentProps<typeof MenuItem> & {
  label: string;
  icon: ReactNode;
  active: boolean;
  /** With the sidebar collapsed only icons show: the label becomes a tooltip. */
  collapsed: boolean;
  to?: string;
  href?: string;
};

/** One entry of the side menu. */
export const SideMenuItem = ({ label, icon, active, collapsed, className, ...rest }: SideMenuItemProps) => {
  const item = (
    <StyledItem className={[className, 'RaMenuItemLink-root', active ? 'RaMenuItemLink-active' : null].filter(Boolean).join(' ')} aria-current={active ? 'page' : undefined} {...rest}>
      <ListItemIcon className="RaMenuItemLink-icon">{icon}</ListItemIcon>
      {label}
    </StyledItem>
  );
  return collapsed ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
};

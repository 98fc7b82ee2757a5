import type { SvgIconComponent } from '@mui/icons-material';
import type { RoleSlug, Theme } from '../../contract/enums';
import type { GateName } from '../providers/gates';
import type { AccessContext } from '../providers/accessContext';

/** A condition of document 1 section 2.6 by its gate name, or its negation ('!pspPortalAttached'). */
export type MenuCondition = GateName | `!${GateName}`;

/** Where an entry leads: a route of the route table, a page outside the portal, or an action. */
export type MenuTarget =
  /** `params` may depend on the user (the first portal service of the company). */
  | { route: string; params?: Readonly<Record<string, string>> | ((ctx: AccessContext) => Readonly<Record<string, string>>); query?: Readonly<Record<string, string>> }
  | { href: string }
  | { action: 'logout' | 'backToAdmin' };

/** One entry of a menu, as data: a menu is a list of these, filtered per user and rendered by MenuList. */
export type MenuEntry = {
  id: string;
  /** i18n key of the label. */
  labelKey: string;
  /** Labels that differ per theme (the second theme calls Accounts "Assets"). */
  themeLabelKeys?: Partial<Record<Theme, string>>;
  icon: SvgIconComponent;
  target: MenuTarget;
  /** Who sees it; every role when absent. */
  roles?: readonly RoleSlug[];
  /** All must hold (document 1 section 2.6). */
  conditions?: readonly MenuCondition[];
  /** i18n key of the heading the entry is listed under in the side menu. */
  groupKey?: string;
  /**
   * Expands into one entry per item of a list the server gives (the admin timelines: one entry per
   * entity class); until the list is known, none.
   */
  expand?: 'timelineClasses';
};

/** An entry as shown: its label resolved for the theme, its target a concrete path or action. */
export type VisibleMenuEntry = {
  id: string;
  labelKey: string;
  /** A label from the server (timeline entity class names) instead of a translation key. */
  label?: string;
  icon: SvgIconComponent;
  target: { to: string } | { href: string } | { action: 'logout' | 'backToAdmin' };
  groupKey?: string;
};

export type MenuName = 'main' | 'header' | 'actionBar' | 'footer' | 'user';

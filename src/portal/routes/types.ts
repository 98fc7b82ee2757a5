import type { ComponentType } from 'react';
import type { RoleSlug } from '../../contract/enums';
import type { AccessContext } from '../providers/accessContext';

/**
 * One route of the portal (document 1 section 2). The route table is data: guards, page titles,
 * breadcrumbs and menus all read it.
 */
export type RouteDef = {
  /** Route name as the spec uses it, e.g. 'manager.profile', 'profile.verifications', 'admin.users'. */
  name: string;
  /** react-router path, e.g. '/manager/transactions/:mode'. */
  path: string;
  /** i18n key of the page title (the document title is product name + this). */
  titleKey: string;
  component: ComponentType;
  /** Who may open it: 'guest' (visitors only), 'public' (anyone), 'auth' (signed in, default). */
  audience?: 'guest' | 'public' | 'auth';
  /** Allowed role slugs; none means any signed-in user. */
  roles?: readonly RoleSlug[];
  /** Extra allowed check; when it fails the user goes to their dashboard. */
  allowed?: (ctx: AccessContext) => boolean;
  /** Render without the application layout (sign-in pages, 404). */
  noLayout?: boolean;
  /** Parent route name for breadcrumbs. */
  parent?: string;
};

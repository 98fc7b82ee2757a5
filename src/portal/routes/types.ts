import type { RoleSlug } from '../../contract/enums';
import type { AccessContext } from '../providers/accessContext';

/** The parameters of a matched route; optional ones may be missing. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * How a route parameter is validated (document 1 section 5 "Route params"): one of the listed values,
 * a numeric id, or a slug (letters, digits, '-' and '_'). A route whose parameters fail goes to /404.
 */
export type ParamRule = readonly string[] | 'numeric' | 'slug' | 'any';

/**
 * One route of the portal (document 1 section 2). The route table is data: guards, page titles,
 * breadcrumbs and menus all read it; its page is bound to it by name, once (routePages.ts).
 */
export type RouteDef = {
  /** Route name as the spec uses it, e.g. 'manager.profile', 'profile.verifications', 'admin.users'. */
  name: string;
  /** react-router path, e.g. '/manager/transactions/:mode'; `:name?` marks an optional parameter. */
  path: string;
  /** i18n key of the page title (the document title is product name + this). */
  titleKey: string;
  /** Who may open it: 'guest' (visitors only), 'public' (anyone), 'auth' (signed in, default). */
  audience?: 'guest' | 'public' | 'auth';
  /** Allowed role slugs; none means any signed-in user. */
  roles?: readonly RoleSlug[];
  /** Extra allowed check; when it fails the user goes to their dashboard. */
  allowed?: (ctx: AccessContext, params: RouteParams) => boolean;
  /** Render without the application layout (sign-in pages, 404). */
  noLayout?: boolean;
  /** Parent route name for breadcrumbs. */
  parent?: string;
  /** Parameter rules; parameters without a rule are accepted as they come. */
  params?: Readonly<Record<string, ParamRule>>;
  /** A title that depends on the parameters (transaction modes, say); titleKey otherwise. */
  titleFor?: (params: RouteParams) => string;
  /** Where an allowed visit is sent instead (the first theme's withdrawal to a portal service). */
  redirect?: (ctx: AccessContext, params: RouteParams, search?: URLSearchParams) => string | null;
  /** Parameters used when the route is linked without them (breadcrumbs of a parent). */
  defaultParams?: Readonly<Record<string, string>>;
};

import { gates } from '../providers/gates';
import type { AccessContext } from '../providers/accessContext';
import { dashboardPathFor, isManagerRole } from '../providers/roles';
import type { RouteDef, RouteParams } from './types';
import { validParams } from './validParams';

export type RouteDecision =
  | { kind: 'allow' }
  /** `remember`: come back to the page opened after signing in. */
  | { kind: 'redirect'; to: string; remember?: boolean }
  | { kind: 'notFound' };

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
const MANAGER_PROFILE = { name: 'manager.profile', path: '/manager/profile' };
const ADMIN_PROFILE = { name: 'admin.profile', path: '/admin/profile' };
const VERIFICATIONS = { name: 'profile.verifications', path: '/profile/compliance-trackings' };

const allow: RouteDecision = { kind: 'allow' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

/**
 * The route rules of document 1 section 2.4, in order, as a pure function of the access context,
 * the route and its parameters. The release-version logout happens before: a session of another
 * release is no session (see hasValidSession).
 */
export const resolveRoute = (ctx: AccessContext, route: RouteDef, params: RouteParams = {}, search: URLSearchParams = new URLSearchParams()): RouteDecision => {
  if (!validParams(route, params)) return { kind: 'notFound' };
  const audience = route.audience ?? 'auth';
  if (audience === 'public') return allow;
  if (audience === 'guest') return ctx.role === null ? allow : redirect(dashboardPathFor(ctx.role));
  if (ctx.role === null) return { kind: 'redirect', to: LOGIN_PATH, remember: true };

  const dashboard = dashboardPathFor(ctx.role);
  if (route.roles && !route.roles.includes(ctx.role)) return redirect(dashboard);

  // The two-factor policy (issue 42): a required second factor is set up in the profile before anything else.
  if (ctx.twoFactorSetupRequired) {
    const profile = isManagerRole(ctx.role) ? MANAGER_PROFILE : ADMIN_PROFILE;
    return route.name === profile.name ? allow : redirect(profile.path);
  }

  if (isManagerRole(ctx.role)) {
    const onVerifications = route.name === VERIFICATIONS.name;
    if (gates.complianceActive(ctx)) {
      if (!onVerifications) return redirect(VERIFICATIONS.path);
    } else if (onVerifications) {
      return redirect(dashboard);
    } else if (!ctx.companyEnabled && route.name !== MANAGER_PROFILE.name) {
      return redirect(MANAGER_PROFILE.path);
    }
  }

  if (route.allowed && !route.allowed(ctx, params)) return redirect(dashboard);
  const elsewhere = route.redirect?.(ctx, params, search);
  return elsewhere ? redirect(elsewhere) : allow;
};

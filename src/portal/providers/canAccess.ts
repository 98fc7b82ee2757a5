import type { AccessContext } from './accessContext';
import { isAdminRole } from './roles';
import { ACCESS_ACTIONS, ACCESS_RULES, isAccessResource, READ_ACTIONS, type AccessRule } from './accessRules';
import { gates } from './gates';

const includes = (list: readonly string[], value: string): boolean => list.includes(value);

/**
 * May the user of `ctx` do `action` on `resource` (document 1 section 6)? Pure: the same answer for
 * route guards, menus, react-admin's <CanAccess> and authProvider.canAccess. Unknown resources and
 * actions are refused, so a new feature has to be given its rule.
 */
export const canAccess = (ctx: AccessContext, resource: string, action: string): boolean => {
  if (ctx.role === null || !isAccessResource(resource) || !includes(ACCESS_ACTIONS, action)) return false;
  const rule: AccessRule = ACCESS_RULES[resource];
  const admin = isAdminRole(ctx.role);
  if (rule.area === 'admin') return admin;
  if (rule.area === 'any') return true;
  if (admin) return false;
  // manager-reader is read-only, and some reading is manager only too.
  if (ctx.role === 'manager-reader' && !includes(rule.reader ?? READ_ACTIONS, action)) return false;
  return (rule.gates ?? []).every((gate) => gates[gate](ctx));
};

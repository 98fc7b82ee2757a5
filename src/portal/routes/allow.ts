import { canAccess } from '../providers/canAccess';
import type { AccessAction, AccessResource } from '../providers/accessRules';
import type { AccessContext } from '../providers/accessContext';

/** A route's allowed check from canAccess, so the guard, the menus and react-admin agree. */
export const allow =
  (resource: AccessResource, action: AccessAction = 'list') =>
  (ctx: AccessContext): boolean =>
    canAccess(ctx, resource, action);

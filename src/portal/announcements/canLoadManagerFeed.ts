import { canAccess } from '../providers/canAccess';
import type { AccessContext } from '../providers/accessContext';

/**
 * Announcements and the activity log load only for managers whose manager data loads: an enabled
 * company and an individual or two-factor user (document 1 section 6), as the server checks.
 */
export const canLoadManagerFeed = (ctx: AccessContext, resource: 'announcements' | 'activities'): boolean => canAccess(ctx, resource, 'list') && ctx.companyEnabled;

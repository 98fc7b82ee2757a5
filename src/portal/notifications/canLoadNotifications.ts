import type { AccessContext } from '../providers/accessContext';

/** Notifications load only for managers whose manager data loads (document 1 section 5). */
export const canLoadNotifications = (ctx: Pick<AccessContext, 'role' | 'companyEnabled' | 'individual' | 'twoFactor'>): boolean =>
  (ctx.role === 'manager' || ctx.role === 'manager-reader') && ctx.companyEnabled && (ctx.individual || ctx.twoFactor);

import type { TranslateFunction } from 'react-admin';

/** Known activity types by name; the label is the translated type, or the raw type for a new one. */
export const KNOWN_ACTIVITY_TYPES = [
  'auth.login', 'auth.login_failed', 'auth.login_blocked', 'auth.logout', 'auth.password_reset',
  'profile.updated', 'profile.password_changed', 'profile.avatar_changed', 'profile.two_factor_enabled', 'profile.two_factor_disabled',
  'admin.throttle_reset', 'admin.act_as', 'admin.user_updated', 'admin.user_password_set', 'admin.user_role_changed', 'admin.user_two_factor_reset',
  'admin.user_avatar_changed', 'admin.user_deleted', 'admin.company_updated', 'admin.onboarding_started', 'admin.onboarding_stage_applied',
  'admin.onboarding_transition_updated', 'admin.announcement_created', 'admin.announcement_updated', 'admin.announcement_deleted',
  'admin.auth_checkpoint_status', 'user.registered', 'transaction.created', 'transaction.denied', 'transaction.source_of_funds', 'import.created',
  'report.requested', 'ticket.created', 'ticket.replied', 'ticket.status_changed',
] as const;

/** Activities a manager's company log holds (admin actions name the company but are the admins'). */
export const MANAGER_ACTIVITY_TYPES = KNOWN_ACTIVITY_TYPES.filter((t) => !t.startsWith('admin.'));

export const activityTypeLabel = (translate: TranslateFunction, type: string): string => translate(`app.activity.types.${type}`, { _: type });

import type { StatusColor } from './payments';

// ---------------------------------------------------------------- badges

/**
 * Badge colour rules (document 1, section 4): "COMPLETED success, null secondary.
 * SUCCESS success, null primary, anything else danger." The spec gives "anything else" only for the
 * second rule; the project applies danger to any other value for both.
 */
export const BADGE_COLOR_RULES = {
  completed: { match: 'COMPLETED', matchColor: 'success', nullColor: 'secondary', otherColor: 'danger' },
  success: { match: 'SUCCESS', matchColor: 'success', nullColor: 'primary', otherColor: 'danger' },
} as const satisfies Record<string, { match: string; matchColor: StatusColor; nullColor: StatusColor; otherColor: StatusColor }>;
export type BadgeRule = keyof typeof BADGE_COLOR_RULES;

export const badgeColor = (rule: BadgeRule, value: string | null | undefined): StatusColor => {
  const r = BADGE_COLOR_RULES[rule];
  if (value === null || value === undefined) return r.nullColor;
  return value === r.match ? r.matchColor : r.otherColor;
};

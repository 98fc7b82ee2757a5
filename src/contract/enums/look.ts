// ---------------------------------------------------------------- look and language

/** Brand themes: the first is the default with full features; the second has a reduced feature set. */
export const THEMES = ['kontor', 'assets', 'meridian', 'harbor'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'kontor';
/** The reduced theme: labels Accounts as Assets, hides transfer, exchange and import, shows Convert Currencies and Reports. */
export const REDUCED_THEME: Theme = 'assets';

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'dark';

export const LANGUAGES = ['en', 'es', 'de', 'ja', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const TABLE_PREFERENCE_NAMES = [
  'approved_transactions', 'pending_transactions', 'admin_action_require_transactions', 'imports', 'reports', 'archives',
] as const;
export type TablePreferenceName = (typeof TABLE_PREFERENCE_NAMES)[number];
/** Columns every table keeps whatever the preferences say. */
export const ALWAYS_KEPT_COLUMNS = ['id', 'actions'] as const;

import { DEFAULT_THEME, THEMES, type Theme } from './enums';

/**
 * The white label on the wire (GET /white-label and the admin answers) and in the portal: the brand
 * theme, and null for an unset colour or address. The entity WhiteLabel of the spec has no theme and
 * calls every colour set; this is the shape the server answers and the portal reads.
 */
export type WhiteLabelRecord = {
  name: string;
  theme: Theme;
  primary_color: string | null;
  secondary_color: string | null;
  background_url: string | null;
  favicon_url: string | null;
  logo_url: string | null;
  dark_logo_url: string | null;
  support_email: string | null;
  cache_set_at: string | null;
};

/** The nullable fields of the record (all but name and theme). */
export type WhiteLabelRecordField = Exclude<keyof WhiteLabelRecord, 'name' | 'theme'>;

export const isTheme = (value: unknown): value is Theme => typeof value === 'string' && (THEMES as readonly string[]).includes(value);

/** The theme, or the default brand when it is unset or not a known brand. */
export const themeOrDefault = (value: unknown): Theme => (isTheme(value) ? value : DEFAULT_THEME);

/** The record in wire order: the name, the theme and, for every other field, what `field` reads. */
export const whiteLabelRecord = (name: string, theme: Theme, field: (key: WhiteLabelRecordField) => string | null): WhiteLabelRecord => ({
  name,
  theme,
  primary_color: field('primary_color'),
  secondary_color: field('secondary_color'),
  background_url: field('background_url'),
  favicon_url: field('favicon_url'),
  logo_url: field('logo_url'),
  dark_logo_url: field('dark_logo_url'),
  support_email: field('support_email'),
  cache_set_at: field('cache_set_at'),
});

const IMAGE_FIELDS: readonly WhiteLabelRecordField[] = ['background_url', 'favicon_url', 'logo_url', 'dark_logo_url'];

const trimmedText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Images and the favicon come from the same origin or from http(s) addresses only. */
const imageUrl = (value: unknown): string | null => {
  const url = trimmedText(value);
  return url && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url)) ? url : null;
};

/**
 * An answer (or a cached copy) read leniently: null when it is not a record or has no name; blank
 * text reads as null, an image address that is not http(s) or same-origin as null, an unknown theme
 * as the default brand.
 */
export const parseWhiteLabelRecord = (value: unknown): WhiteLabelRecord | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const name = trimmedText(fields.name);
  if (!name) return null;
  return whiteLabelRecord(name, themeOrDefault(fields.theme), (key) =>
    IMAGE_FIELDS.includes(key) ? imageUrl(fields[key]) : trimmedText(fields[key]),
  );
};

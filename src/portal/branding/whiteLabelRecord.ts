import { DEFAULT_THEME, THEMES, type Theme } from '../../contract/enums';
import { isRecord } from '../providers/storage';

/**
 * The public white-label answer. The contract's WhiteLabel has no theme yet and calls every colour set;
 * the server answers the theme and null for what is unset, so this is the shape the portal reads.
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

const isTheme = (value: unknown): value is Theme => typeof value === 'string' && (THEMES as readonly string[]).includes(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Images and the favicon come from this origin or from http(s) addresses only. */
const imageUrl = (value: unknown): string | null => {
  const url = text(value);
  return url && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url)) ? url : null;
};

/** The answer (or a cached copy) as a record, or null when it is not one; an unknown theme reads as the default brand. */
export const parseWhiteLabel = (value: unknown): WhiteLabelRecord | null => {
  if (!isRecord(value)) return null;
  const name = text(value.name);
  if (!name) return null;
  return {
    name,
    theme: isTheme(value.theme) ? value.theme : DEFAULT_THEME,
    primary_color: text(value.primary_color),
    secondary_color: text(value.secondary_color),
    background_url: imageUrl(value.background_url),
    favicon_url: imageUrl(value.favicon_url),
    logo_url: imageUrl(value.logo_url),
    dark_logo_url: imageUrl(value.dark_logo_url),
    support_email: text(value.support_email),
    cache_set_at: text(value.cache_set_at),
  };
};

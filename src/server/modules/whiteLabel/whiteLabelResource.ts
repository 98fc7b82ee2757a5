import { DEFAULT_THEME, type Theme } from '../../../contract/enums';
import { isTheme } from './deploymentTheme';
import type { WhiteLabelRow } from './platformWhiteLabel';

/** The product name before an admin has saved a white label. */
export const DEFAULT_WHITE_LABEL_NAME = 'Kontor';

/** The white label on the wire, with the brand theme; an unset colour or address is null. */
export type WhiteLabelAnswer = {
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

/** The stored theme, or the default one when it is unset or no longer a known brand. */
export const storedTheme = (row: WhiteLabelRow | undefined): Theme => (isTheme(row?.theme) ? row.theme : DEFAULT_THEME);

/** Only the branding fields: never ids, company or timestamps of the row. */
export const whiteLabelResource = (row: WhiteLabelRow | undefined, theme: Theme): WhiteLabelAnswer => ({
  name: row?.name ?? DEFAULT_WHITE_LABEL_NAME,
  theme,
  primary_color: row?.primary_color ?? null,
  secondary_color: row?.secondary_color ?? null,
  background_url: row?.background_url ?? null,
  favicon_url: row?.favicon_url ?? null,
  logo_url: row?.logo_url ?? null,
  dark_logo_url: row?.dark_logo_url ?? null,
  support_email: row?.support_email ?? null,
  cache_set_at: row?.cache_set_at ?? null,
});

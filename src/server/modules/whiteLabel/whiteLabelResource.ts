import type { Theme } from '../../../contract/enums';
import { themeOrDefault, whiteLabelRecord, type WhiteLabelRecord } from '../../../contract/whiteLabelRecord';
import type { WhiteLabelRow } from './platformWhiteLabel';

/** The product name before an admin has saved a white label. */
export const DEFAULT_WHITE_LABEL_NAME = 'Kontor';

/** The white label on the wire, with the brand theme; an unset colour or address is null. */
export type WhiteLabelAnswer = WhiteLabelRecord;

/** The stored theme, or the default one when it is unset or no longer a known brand. */
export const storedTheme = (row: WhiteLabelRow | undefined): Theme => themeOrDefault(row?.theme);

/** Only the branding fields: never ids, company or timestamps of the row. */
export const whiteLabelResource = (row: WhiteLabelRow | undefined, theme: Theme): WhiteLabelAnswer =>
  whiteLabelRecord(row?.name ?? DEFAULT_WHITE_LABEL_NAME, theme, (key) => row?.[key] ?? null);

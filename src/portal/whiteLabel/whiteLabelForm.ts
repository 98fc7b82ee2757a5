import { WHITE_LABEL_IMAGE_COLUMNS, type WhiteLabelImageColumn } from '../../contract/enums';
import type { WhiteLabelSettings } from '../../contract/entities';

/** What the white-label form edits: texts, two #RRGGBB colours and the addresses of uploaded images ('' = none). */
export type WhiteLabelValues = {
  name: string;
  primary_color: string;
  secondary_color: string;
  support_email: string;
} & Record<WhiteLabelImageColumn, string>;

/** The body of manager/company/white-label and a/white-label (PUT). */
export type WhiteLabelPayload = WhiteLabelValues;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** The colours a form starts with when the record has none (the default brand's). */
export const FALLBACK_COLORS = { primary: '#1f4e79', secondary: '#f2a900' } as const;

export const NAME_MAX = 100;
/** The server refuses images over 2 MB and anything but PNG, JPEG and WebP. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const whiteLabelValues = (record: WhiteLabelSettings | undefined): WhiteLabelValues => ({
  name: record?.name ?? '',
  primary_color: record?.primary_color ?? FALLBACK_COLORS.primary,
  secondary_color: record?.secondary_color ?? FALLBACK_COLORS.secondary,
  support_email: record?.support_email ?? '',
  background_url: record?.background_url ?? '',
  favicon_url: record?.favicon_url ?? '',
  logo_url: record?.logo_url ?? '',
  dark_logo_url: record?.dark_logo_url ?? '',
});

/** Every field, trimmed; image columns are always named, so a removed image ('') is cleared on the server. */
export const whiteLabelPayload = (values: Partial<WhiteLabelValues>): WhiteLabelPayload => {
  const text = (value: string | undefined) => (value ?? '').trim();
  const images = Object.fromEntries(WHITE_LABEL_IMAGE_COLUMNS.map((column) => [column, text(values[column])])) as Record<WhiteLabelImageColumn, string>;
  return {
    name: text(values.name),
    primary_color: text(values.primary_color),
    secondary_color: text(values.secondary_color),
    support_email: text(values.support_email),
    ...images,
  };
};

/** The message key for a value that is not #RRGGBB. */
export const colorError = (value: unknown): string | undefined =>
  typeof value === 'string' && HEX_COLOR.test(value.trim()) ? undefined : 'app.white_label.errors.color';

/** Translation keys of what the form can say before asking the server (the server checks again). */
export const whiteLabelErrors = (values: Partial<WhiteLabelValues>): Partial<Record<keyof WhiteLabelValues, string>> => {
  const body = whiteLabelPayload(values);
  const errors: Partial<Record<keyof WhiteLabelValues, string>> = {};
  if (body.name === '') errors.name = 'app.white_label.errors.name_required';
  else if (body.name.length > NAME_MAX) errors.name = 'app.white_label.errors.name_long';
  const primary = colorError(body.primary_color);
  const secondary = colorError(body.secondary_color);
  if (primary) errors.primary_color = primary;
  if (secondary) errors.secondary_color = secondary;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.support_email)) errors.support_email = 'app.white_label.errors.email';
  return errors;
};

/** A file the server would refuse, as a translation key, before it is sent. */
export const imageFileError = (file: { type: string; size: number }): string | null => {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'app.white_label.errors.image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'app.white_label.errors.image_size';
  return null;
};

// ---------------------------------------------------------------- contrast (WCAG 2.x)

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of #RRGGBB, or null for anything else. */
export const luminance = (hex: string): number | null => {
  if (!HEX_COLOR.test(hex)) return null;
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 0xff) + 0.7152 * channel((n >> 8) & 0xff) + 0.0722 * channel(n & 0xff);
};

/** The contrast ratio of two colours (1 to 21), or null when one is not #RRGGBB. */
export const contrastRatio = (a: string, b: string): number | null => {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
};

/** The text colour (black or white) that reads best on a background. */
export const textColorOn = (background: string): '#000000' | '#ffffff' => {
  const onWhite = contrastRatio(background, '#ffffff') ?? 21;
  const onBlack = contrastRatio(background, '#000000') ?? 1;
  return onBlack > onWhite ? '#000000' : '#ffffff';
};

/** WCAG AA for normal text needs 4.5:1; 3:1 still passes for large text and controls. */
export type ContrastGrade = 'aa' | 'aa_large' | 'fail';
export const contrastGrade = (ratio: number): ContrastGrade => (ratio >= 4.5 ? 'aa' : ratio >= 3 ? 'aa_large' : 'fail');

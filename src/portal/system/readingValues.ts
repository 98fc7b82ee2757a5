import { GB_BYTES } from '../../contract/constants';
import type { SystemSubpageData } from '../../contract/entities';

export type Reading = SystemSubpageData['points'][number];

/** A numeric value of a reading; absent or textual values read as 0. */
export const num = (reading: Reading | undefined, key: string): number => {
  const value = reading?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/** Bytes as GB of 1073741824 bytes (document 2 section 9), two decimals in the language's format. */
export const gb = (bytes: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bytes / GB_BYTES);

/** Seconds as whole days, hours and minutes. */
export const durationParts = (seconds: number): { days: number; hours: number; minutes: number } => {
  const s = Math.max(0, Math.floor(seconds));
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60) };
};

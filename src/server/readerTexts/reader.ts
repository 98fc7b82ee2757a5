import { LANGUAGES, type Language } from '../../contract/enums';

/** Whom a file is written for: the language of its words and the time zone of its times (issue 43). */
export type Reader = { language: Language; timeZone: string };

/** A reader who said nothing (an API caller): English, times in UTC. */
export const DEFAULT_READER: Reader = { language: 'en', timeZone: 'UTC' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const wallFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });

/** The wall clock of `timeZone` at `at`, as a Date whose UTC fields read that wall clock (what a spreadsheet cell holds: it has no zone). */
export const wallClock = (at: Date, timeZone: string): Date => {
  const parts = Object.fromEntries(wallFormat(timeZone).formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, at.getUTCMilliseconds()));
};

/** The instant a calendar day (YYYY-MM-DD) begins in `timeZone`, daylight-saving changes included. */
export const startOfDay = (day: string, timeZone: string): Date => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  const offset = (at: number) => wallClock(new Date(at), timeZone).getTime() - at;
  const first = guess - offset(guess);
  const second = guess - offset(first);
  return new Date(offset(second) === offset(first) ? second : first);
};

/** The day after a calendar day (YYYY-MM-DD). */
export const nextDay = (day: string): string => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** A date and time as the reader writes it, in the reader's time zone: "07.12.2026, 20:07". */
export const dateTimeText = (iso: string, r: Reader): string => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(r.language, { timeZone: r.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at);
};

/** A calendar day (YYYY-MM-DD) as the reader writes it: "7. Dez. 2026". */
export const dayText = (day: string, r: Reader): string =>
  new Intl.DateTimeFormat(r.language, { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${day}T00:00:00.000Z`));

/** An exact decimal string with `decimals` places as the reader writes numbers: "-1.234,50". No float is made. */
export const decimalText = (decimal: string, decimals: number, r: Reader): string =>
  // Intl formats a numeric string exactly (ECMA-402 "Intl.NumberFormat v3"); the cast only satisfies the DOM typing.
  new Intl.NumberFormat(r.language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(decimal as unknown as number);

/** How a spreadsheet shows a date-time cell in each language (Excel number formats). */
export const SHEET_DATE_FORMATS: Record<Language, string> = {
  en: 'yyyy-mm-dd hh:mm',
  es: 'dd/mm/yyyy hh:mm',
  de: 'dd.mm.yyyy hh:mm',
  ja: 'yyyy/mm/dd hh:mm',
  fr: 'dd/mm/yyyy hh:mm',
};

import type { CallBody } from '../../contract/calls';
import { type Language, PERIOD_PRESETS, type PeriodPreset } from '../../contract/enums';

export type ReportFormValues = { bank_account_id: string; period: string; date_from: string; date_to: string; format: string };

const isPreset = (value: string): value is PeriodPreset => (PERIOD_PRESETS as readonly string[]).includes(value);

/** Whom the file is for: the portal's language and the browser's time zone (the server writes the file in them). */
export type ReportReader = { language: Language; time_zone?: string };

/** The browser's time zone ("Europe/Berlin"), when it names one. */
export const browserTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/** The call body: a preset alone, or the two dates (the server checks them and answers per field), and the reader. */
export const reportBody = (v: ReportFormValues, reader: ReportReader): CallBody<'manager.reports.approvedTransactions'> => ({
  bank_account_id: v.bank_account_id,
  ...(isPreset(v.period) ? { period: v.period } : { date_from: v.date_from, date_to: v.date_to }),
  format: v.format as CallBody<'manager.reports.approvedTransactions'>['format'],
  language: reader.language,
  ...(reader.time_zone ? { time_zone: reader.time_zone } : {}),
});

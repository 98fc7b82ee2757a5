import type { CallBody } from '../../contract/calls';
import { PERIOD_PRESETS, type PeriodPreset } from '../../contract/enums';

export type ReportFormValues = { bank_account_id: string; period: string; date_from: string; date_to: string; format: string };

const isPreset = (value: string): value is PeriodPreset => (PERIOD_PRESETS as readonly string[]).includes(value);

/** The call body: a preset alone, or the two dates (the server checks them and answers per field). */
export const reportBody = (v: ReportFormValues): CallBody<'manager.reports.approvedTransactions'> => ({
  bank_account_id: v.bank_account_id,
  ...(isPreset(v.period) ? { period: v.period } : { date_from: v.date_from, date_to: v.date_to }),
  format: v.format as CallBody<'manager.reports.approvedTransactions'>['format'],
});

import type { StatementFrequency } from '../../../contract/calls/managerConnect';
import { dayIn } from '../statements/statement';
import { nextDay, startOfDay } from '../../readerTexts/reader';

/**
 * The periods of a statement schedule, as calendar days in its time zone: a day (daily) or a calendar
 * month (monthly). A period is produced once it has ended there: at the start of the day after its last.
 */
const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

const nextMonthStart = (day: string): string => {
  const [y = 1970, m = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};

/** The period that contains the instant `at` in `timeZone`: its first day. */
export const periodStartAt = (frequency: StatementFrequency, at: Date, timeZone: string): string => {
  const day = dayIn(at.toISOString(), timeZone);
  return frequency === 'daily' ? day : monthStart(day);
};

/** The first day of the period after the one starting on `from`. */
export const nextPeriodStart = (frequency: StatementFrequency, from: string): string => (frequency === 'daily' ? nextDay(from) : nextMonthStart(from));

/** The last day of the period starting on `from`. */
export const periodEnd = (frequency: StatementFrequency, from: string): string => {
  const next = new Date(`${nextPeriodStart(frequency, from)}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() - 1);
  return next.toISOString().slice(0, 10);
};

/** When the period starting on `from` has ended in `timeZone` (and its statement may be made). */
export const periodDueAt = (frequency: StatementFrequency, from: string, timeZone: string): Date => startOfDay(nextPeriodStart(frequency, from), timeZone);

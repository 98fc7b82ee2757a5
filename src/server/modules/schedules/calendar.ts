/**
 * The calendar of scheduled payments (issue 40): due dates of a rhythm and TARGET2 business days.
 * Dates are calendar dates, YYYY-MM-DD, computed in UTC (no time of day, no time zone).
 */

export type Rhythm = 'once' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

/** The rule a schedule's due dates follow. `dayOfMonth` 0 is the month's last day; null is the start date's day. */
export type ScheduleRule = { rhythm: Rhythm; startDate: string; dayOfMonth: number | null; endDate: string | null; maxRuns: number | null };

const DAY_MS = 86_400_000;

const parse = (date: string): Date => {
  const d = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) throw new Error(`Not a calendar date: ${date}`);
  return d;
};

export const isCalendarDate = (date: string): boolean => {
  try {
    parse(date);
    return true;
  } catch {
    return false;
  }
};

const fmt = (d: Date): string => d.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fmt(new Date(parse(date).getTime() + days * DAY_MS));

/** The date of an instant in UTC. */
export const dateOf = (at: Date): string => fmt(at);

const daysInMonth = (year: number, month0: number): number => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** The day `day` (0: last) of the month `monthsAfter` months after `date`'s month; a day past the month's end is its last day. */
export const dayInMonth = (date: string, monthsAfter: number, day: number): string => {
  const d = parse(date);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + monthsAfter;
  const year = Math.floor(total / 12);
  const month0 = total - year * 12;
  const last = daysInMonth(year, month0);
  return fmt(new Date(Date.UTC(year, month0, day === 0 || day > last ? last : day)));
};

const MONTHS_OF: Record<Exclude<Rhythm, 'once' | 'weekly'>, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** The n-th due date (0: the first) of a rule, ignoring its end. */
export const nthDueDate = (rule: ScheduleRule, n: number): string => {
  if (rule.rhythm === 'once') return rule.startDate;
  if (rule.rhythm === 'weekly') return addDays(rule.startDate, 7 * n);
  const day = rule.dayOfMonth ?? parse(rule.startDate).getUTCDate();
  const first = dayInMonth(rule.startDate, 0, day);
  // A day of month earlier than the start date's day starts the next period.
  const shift = first < rule.startDate ? 1 : 0;
  return dayInMonth(rule.startDate, (n + shift) * MONTHS_OF[rule.rhythm], day);
};

/** Whether the n-th due date (0-based) is still within the rule's end (count and end date). */
const withinEnd = (rule: ScheduleRule, n: number, date: string): boolean =>
  (rule.rhythm !== 'once' || n === 0) && (rule.maxRuns === null || n < rule.maxRuns) && (rule.endDate === null || date <= rule.endDate);

/**
 * The first due date on or after `from`, with its index, or null when the rule has ended. `from` before
 * the start gives the first due date.
 */
export const dueOnOrAfter = (rule: ScheduleRule, from: string): { date: string; index: number } | null => {
  for (let n = 0; n < 100_000; n += 1) {
    const date = nthDueDate(rule, n);
    if (!withinEnd(rule, n, date)) return null;
    if (date >= from) return { date, index: n };
  }
  return null;
};

/** The due date after `date` (a due date of the rule), or null when the rule ends there. */
export const dueAfter = (rule: ScheduleRule, date: string): string | null => dueOnOrAfter(rule, addDays(date, 1))?.date ?? null;

/** Easter Sunday of a year (Gregorian; anonymous algorithm of Meeus/Jones/Butcher). */
export const easterSunday = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return fmt(new Date(Date.UTC(year, month - 1, day)));
};

/** TARGET2 closing days: weekends, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. */
export const isTarget2BusinessDay = (date: string): boolean => {
  const d = parse(date);
  const weekday = d.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const md = date.slice(5);
  if (md === '01-01' || md === '05-01' || md === '12-25' || md === '12-26') return false;
  const easter = easterSunday(d.getUTCFullYear());
  return date !== addDays(easter, -2) && date !== addDays(easter, 1);
};

/** `date`, or the next TARGET2 business day after it. */
export const nextTarget2BusinessDay = (date: string): string => {
  let day = date;
  while (!isTarget2BusinessDay(day)) day = addDays(day, 1);
  return day;
};

/** The day a due date runs: SEPA payments on the next TARGET2 business day, others on the date itself. */
export const runDateOf = (dueDate: string, sepa: boolean): string => (sepa ? nextTarget2BusinessDay(dueDate) : dueDate);

import { describe, expect, it } from 'vitest';
import { dueAfter, dueOnOrAfter, easterSunday, isTarget2BusinessDay, nextTarget2BusinessDay, nthDueDate, runDateOf, type ScheduleRule } from '../../src/server/modules/schedules/calendar';

const rule = (over: Partial<ScheduleRule>): ScheduleRule => ({ rhythm: 'monthly', startDate: '2026-01-31', dayOfMonth: null, endDate: null, maxRuns: null, ...over });
const dates = (r: ScheduleRule, n: number) => Array.from({ length: n }, (_, i) => nthDueDate(r, i));

describe('standing order calendar', () => {
  it('keeps the 31st at month ends: 30 April, 28 or 29 February, and back to the 31st', () => {
    expect(dates(rule({ dayOfMonth: 31 }), 5)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(dates(rule({ startDate: '2028-01-31', dayOfMonth: 31 }), 2)).toEqual(['2028-01-31', '2028-02-29']);
    expect(dates(rule({ startDate: '2026-01-30', dayOfMonth: 30 }), 3)).toEqual(['2026-01-30', '2026-02-28', '2026-03-30']);
  });

  it('runs on the last day of the month, of the quarter and of February in a leap year', () => {
    expect(dates(rule({ startDate: '2026-01-05', dayOfMonth: 0 }), 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(dates(rule({ rhythm: 'quarterly', startDate: '2026-11-30', dayOfMonth: 0 }), 3)).toEqual(['2026-11-30', '2027-02-28', '2027-05-31']);
    expect(dates(rule({ rhythm: 'yearly', startDate: '2028-02-29', dayOfMonth: 29 }), 2)).toEqual(['2028-02-29', '2029-02-28']);
  });

  it('starts the next month when the day of month is before the first date, and repeats weekly', () => {
    expect(dates(rule({ startDate: '2026-06-20', dayOfMonth: 5 }), 2)).toEqual(['2026-07-05', '2026-08-05']);
    expect(dates(rule({ rhythm: 'weekly', startDate: '2026-12-28' }), 3)).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
  });

  it('ends at a date or after a count, and runs once', () => {
    const byCount = rule({ dayOfMonth: 31, maxRuns: 2 });
    expect(dueAfter(byCount, '2026-01-31')).toBe('2026-02-28');
    expect(dueAfter(byCount, '2026-02-28')).toBeNull();
    expect(dueAfter(rule({ dayOfMonth: 31, endDate: '2026-04-29' }), '2026-03-31')).toBeNull();
    expect(dueOnOrAfter(rule({ rhythm: 'once', startDate: '2026-07-01' }), '2026-06-15')).toEqual({ date: '2026-07-01', index: 0 });
    expect(dueAfter(rule({ rhythm: 'once', startDate: '2026-07-01' }), '2026-07-01')).toBeNull();
  });

  it('computes Easter and the TARGET2 closing days', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((y) => easterSunday(Number(y)))).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2038-04-25']);
    // Good Friday and Easter Monday 2026; 1 May; 25 and 26 December; a weekend.
    for (const closed of ['2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2026-12-26', '2027-01-01', '2026-06-13', '2026-06-14']) expect(isTarget2BusinessDay(closed), closed).toBe(false);
    for (const open of ['2026-04-02', '2026-04-07', '2026-12-24', '2026-06-15']) expect(isTarget2BusinessDay(open), open).toBe(true);
    expect(nextTarget2BusinessDay('2026-04-03')).toBe('2026-04-07');
    expect(nextTarget2BusinessDay('2026-12-25')).toBe('2026-12-28');
    expect(nextTarget2BusinessDay('2027-12-25')).toBe('2027-12-27');
    expect(runDateOf('2026-04-03', true)).toBe('2026-04-07');
    expect(runDateOf('2026-04-03', false)).toBe('2026-04-03');
  });
});

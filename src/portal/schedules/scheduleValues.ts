import type { CallBody } from '../../contract/calls';
import { SCHEDULE_LAST_DAY, type ScheduleRhythm, type StandingOrder } from '../../contract/schedules';
import { ApiError, isApiError } from '../providers/ApiError';

/**
 * The schedule part of a payment form (issue 40): the form's own values, kept beside the payment's
 * fields (paymentBody leaves them out), and the `schedule` the contract takes from them.
 */
export type ScheduleValues = {
  /** now (default) | later */
  schedule_when?: unknown;
  rhythm?: unknown;
  start_date?: unknown;
  /** '' (the first date's day) | '1'…'31' | 'last' */
  day_of_month?: unknown;
  /** never | date | count */
  schedule_end?: unknown;
  end_date?: unknown;
  max_runs?: unknown;
};

type Schedule = CallBody<'manager.standingOrders.create'>['schedule'];

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export const isScheduled = (v: ScheduleValues): boolean => v.schedule_when === 'later';

export const rhythmOf = (v: ScheduleValues): ScheduleRhythm => (text(v.rhythm) || 'once') as ScheduleRhythm;

export const MONTHLY_RHYTHMS: readonly ScheduleRhythm[] = ['monthly', 'quarterly', 'yearly'];

/** The contract's schedule of a form set to "On a date", or null for "Send now". */
export const scheduleOf = (v: ScheduleValues): Schedule | null => {
  if (!isScheduled(v)) return null;
  const rhythm = rhythmOf(v);
  const end = text(v.schedule_end) || 'never';
  const day = text(v.day_of_month);
  return {
    rhythm,
    start_date: text(v.start_date),
    day_of_month: MONTHLY_RHYTHMS.includes(rhythm) && day !== '' ? (day === SCHEDULE_LAST_DAY ? SCHEDULE_LAST_DAY : Number(day)) : null,
    end_date: rhythm !== 'once' && end === 'date' ? text(v.end_date) : null,
    max_runs: rhythm !== 'once' && end === 'count' ? Number(text(v.max_runs)) : null,
  };
};

/** The form values of an order's schedule (its edit page). */
export const scheduleValuesOf = (o: StandingOrder): ScheduleValues => ({
  schedule_when: 'later',
  rhythm: o.rhythm,
  start_date: o.start_date,
  day_of_month: o.day_of_month === null ? '' : String(o.day_of_month),
  schedule_end: o.end_date ? 'date' : o.max_runs && o.rhythm !== 'once' ? 'count' : 'never',
  end_date: o.end_date ?? '',
  max_runs: o.max_runs === null ? '' : String(o.max_runs),
});

/** The server names a scheduled payment's fields payment.amount or schedule.start_date: the forms name them amount and start_date. */
export const withFormFieldNames = (error: unknown): unknown => {
  if (!isApiError(error) || Object.keys(error.errors).length === 0) return error;
  const errors = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.replace(/^(payment|schedule)\./, ''), v]));
  return new ApiError({ status: error.status, message: error.message, errors, otpRequired: error.otpRequired, retryAfterSeconds: error.retryAfterSeconds, maintenance: error.maintenance, remotePortal: error.remotePortal });
};

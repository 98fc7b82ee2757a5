import type { Decimal } from './entities/scalars';

/**
 * Issue 40: scheduled payments and standing orders. A schedule is a payment (its kind and body, as
 * manager/transactions/{kind} takes them) with a rhythm: `once` on a chosen future date, or repeating
 * weekly, monthly (a day of month or the last day), quarterly or yearly, until a date or a count.
 */

/** The payment kinds a schedule may make: a withdrawal to a payee (iban) or a transfer between own accounts. */
export const SCHEDULE_KINDS = ['iban', 'transfer'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const SCHEDULE_RHYTHMS = ['once', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type ScheduleRhythm = (typeof SCHEDULE_RHYTHMS)[number];

export const SCHEDULE_STATUSES = ['active', 'paused', 'cancelled', 'finished'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const SCHEDULE_RUN_STATUSES = ['running', 'made', 'refused'] as const;
export type ScheduleRunStatus = (typeof SCHEDULE_RUN_STATUSES)[number];

/** A day of month past the month's end (31 in April), or `last`, runs on the month's last day. */
export const SCHEDULE_LAST_DAY = 'last';

/**
 * An order pauses after this many consecutive refused runs (not enough money, a limit, a duplicate,
 * the payee gone): its managers are told at every refusal and once more when it pauses. A run that
 * is made resets the count.
 */
export const SCHEDULE_PAUSE_AFTER_FAILURES = 3;

/** At most this many runs for a count-bounded order, and a date at most this far ahead. */
export const SCHEDULE_MAX_COUNT = 600;
export const SCHEDULE_MAX_YEARS_AHEAD = 50;

/** One run of a schedule: the due date, the business day it ran on, and the payment it made or why it was refused. */
export type ScheduleRun = {
  id: number;
  due_date: string;
  run_date: string;
  status: ScheduleRunStatus;
  transaction_id: number | null;
  reference: string | null;
  error: string | null;
  created_at: string;
};

export type StandingOrder = {
  id: number;
  kind: ScheduleKind;
  rhythm: ScheduleRhythm;
  /** The first due date (YYYY-MM-DD). */
  start_date: string;
  /** Day of month (1–31) or `last`, for monthly, quarterly and yearly orders. */
  day_of_month: number | 'last' | null;
  end_date: string | null;
  max_runs: number | null;
  status: ScheduleStatus;
  /** The next due date and the day it runs (moved to a TARGET2 business day for SEPA), or null. */
  next_due_date: string | null;
  next_run_date: string | null;
  /** A SEPA withdrawal: runs move to the next TARGET2 business day. */
  sepa: boolean;
  amount: Decimal;
  currency: string;
  bank_account_id: number;
  beneficiary: string;
  reference: string | null;
  runs_made: number;
  failures: number;
  /** The payment's body as the order sends it (manager/transactions/{kind}). */
  payment: Record<string, unknown>;
  created_by: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
  /** The order's runs, newest first (the one-record answer only). */
  runs?: ScheduleRun[];
};

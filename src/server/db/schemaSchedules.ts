import type { Id, Timestamp } from './types';

/** Migration 037: scheduled payments and standing orders (modules/schedules). */
export type StandingOrdersTable = {
  id: Id;
  company_id: number;
  /** The manager who confirmed the order (or its last change): each run is made as theirs. */
  created_by: number;
  /** iban | transfer: the kind of manager/transactions/{kind}. */
  kind: string;
  /** The payment's body (JSON), as manager/transactions/{kind} takes it. */
  payment: string;
  /** once | weekly | monthly | quarterly | yearly */
  rhythm: string;
  start_date: string;
  /** 1–31, or 0 for the month's last day; null for once and weekly. */
  day_of_month: number | null;
  end_date: string | null;
  max_runs: number | null;
  /** 1: a SEPA withdrawal, runs move to the next TARGET2 business day. */
  sepa: number;
  bank_account_id: number;
  /** Decimal text, in `currency`. */
  amount: string;
  currency: string;
  beneficiary: string;
  /** active | paused | cancelled | finished */
  status: string;
  /** Grows at every change, resume and cancel: a run job of an older revision does nothing. */
  revision: number;
  /** The next due date (YYYY-MM-DD) while active or paused; null once finished or cancelled. */
  next_due_date: string | null;
  runs_made: number;
  /** Consecutive refused runs. */
  failures: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** One due date of an order: made (its payment), refused (why), or running (a worker holds it). */
export type StandingOrderRunsTable = {
  id: Id;
  order_id: number;
  company_id: number;
  due_date: string;
  run_date: string;
  status: string;
  transaction_id: number | null;
  error: string | null;
  created_at: Timestamp;
};

export type ScheduleTables = {
  standing_orders: StandingOrdersTable;
  standing_order_runs: StandingOrderRunsTable;
};

import { z } from 'zod';
import { SCHEDULE_KINDS, SCHEDULE_LAST_DAY, SCHEDULE_MAX_COUNT, SCHEDULE_RHYTHMS, SCHEDULE_STATUSES } from '../schedules';
import { defineCalls } from '../http';
import { dateSchema, idParams, pageQuery } from '../schemas';
import { transactionCreateBody } from './forms';

/** When and how often: a first date, a rhythm, and for repeating orders an end (a date, a count, or none). */
export const scheduleShape = z.object({
  rhythm: z.enum(SCHEDULE_RHYTHMS, { error: 'The selected rhythm is invalid.' }),
  start_date: dateSchema,
  /** Monthly, quarterly, yearly: the day of month (1–31, past the month's end: its last day) or `last`; default the start date's day. */
  day_of_month: z
    .union([z.literal(SCHEDULE_LAST_DAY), z.coerce.number().int('The day of month must be a whole number.').min(1, 'The day of month must be between 1 and 31.').max(31, 'The day of month must be between 1 and 31.')])
    .nullish(),
  end_date: dateSchema.nullish(),
  max_runs: z.coerce.number().int('The number of payments must be a whole number.').min(1, 'The number of payments must be at least 1.')
    .max(SCHEDULE_MAX_COUNT, `The number of payments may not be greater than ${SCHEDULE_MAX_COUNT}.`).nullish(),
});

/** A new scheduled payment or standing order: the payment (as manager/transactions/{kind} takes it) and its schedule. */
export const standingOrderBody = z.object({
  kind: z.enum(SCHEDULE_KINDS, { error: 'Only withdrawals and transfers between own accounts can be scheduled.' }),
  payment: transactionCreateBody,
  schedule: scheduleShape,
});

/**
 * Issue 40, not in document 2: scheduled payments (rhythm `once`) and standing orders of the company.
 * Managers make and change them (manager-reader reads); a new order and every change is confirmed with
 * a one-time code bound to the whole order (payment, payee, amount and rhythm). Each run is a payment
 * made through manager/transactions/{kind}'s own checks by the worker, on the due date (SEPA: the next
 * TARGET2 business day).
 */
export const managerScheduleCalls = defineCalls({
  'manager.standingOrders.list': {
    method: 'GET', path: 'manager/standing-orders', access: 'manager', tag: 'schedules',
    summary: "The company's scheduled payments and standing orders (status filter), with their next due date",
    query: pageQuery.extend({ status: z.enum(SCHEDULE_STATUSES).optional() }),
  },
  'manager.standingOrders.get': {
    method: 'GET', path: 'manager/standing-orders/{id}', access: 'manager', tag: 'schedules', summary: 'One scheduled payment or standing order with its runs', params: idParams,
  },
  'manager.standingOrders.create': {
    method: 'POST', path: 'manager/standing-orders', access: 'manager', tag: 'schedules',
    summary: 'Schedule a payment (kind iban or transfer, its body, and the schedule: rhythm once, weekly, monthly, quarterly or yearly; start_date; ' +
      'day_of_month 1–31 or last; end_date or max_runs). The one-time code is bound to the whole order',
    body: standingOrderBody, write: true, otp: true,
  },
  'manager.standingOrders.update': {
    method: 'PUT', path: 'manager/standing-orders/{id}', access: 'manager', tag: 'schedules',
    summary: 'Change an active or paused order (the same body as the creation; its kind stays); runs already made stay. Needs a new one-time code bound to the changed order',
    params: idParams, body: standingOrderBody, write: true, otp: true,
  },
  'manager.standingOrders.pause': {
    method: 'POST', path: 'manager/standing-orders/{id}/pause', access: 'manager', tag: 'schedules',
    summary: 'Pause an active order: no run until it is resumed', params: idParams, write: true,
  },
  'manager.standingOrders.resume': {
    method: 'POST', path: 'manager/standing-orders/{id}/resume', access: 'manager', tag: 'schedules',
    summary: 'Resume a paused order from its next due date on or after today (dates missed while paused are skipped); the failure count starts again. ' +
      'The one-time code is bound to the order',
    params: idParams, write: true, otp: true,
  },
  'manager.standingOrders.cancel': {
    method: 'POST', path: 'manager/standing-orders/{id}/cancel', access: 'manager', tag: 'schedules',
    summary: 'Cancel an order for good: no further run (payments already made stay)', params: idParams, write: true,
  },
});

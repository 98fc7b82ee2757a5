import { z } from 'zod';
import { defineCalls } from '../http';
import { LANGUAGES } from '../enums';
import { isTimeZone } from '../timeZone';
import { dateSchema, idParams, idSchema, pageQuery, textSchema } from '../schemas';
import { transactionCreateBody } from './forms';

/** Issue 41: the formats a company's bookkeeping reads. */
export const STATEMENT_FORMATS = ['camt053', 'mt940', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
/** The longest period one statement covers. */
export const STATEMENT_MAX_DAYS = 366;

export const statementQuery = z
  .object({
    format: z.enum(STATEMENT_FORMATS, { error: 'The selected format is invalid.' }),
    date_from: dateSchema,
    date_to: dateSchema,
    language: z.enum(LANGUAGES, { error: 'The selected language is invalid.' }).optional(),
    time_zone: z.string({ error: 'The selected time zone is invalid.' }).refine(isTimeZone, 'The selected time zone is invalid.').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.date_from > v.date_to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'The date to must be a date after or equal to date from.' });
    else if ((Date.parse(v.date_to) - Date.parse(v.date_from)) / 86_400_000 >= STATEMENT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: `A statement covers at most ${STATEMENT_MAX_DAYS} days.` });
    }
  });

/** What an API key may do (issue 41): read accounts (and statements), read transactions, ask for payments. */
export const API_KEY_SCOPES = ['accounts:read', 'transactions:read', 'payments:create'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * The only calls an API key may make, with the scope each needs. Every other call (admin, profile,
 * writes, confirming a payment) refuses a key with 403: a key never acts as a person.
 */
export const API_KEY_CALLS: Readonly<Record<string, ApiKeyScope>> = {
  'manager.bankAccounts.list': 'accounts:read',
  'manager.bankAccounts.get': 'accounts:read',
  'manager.bankAccounts.statement': 'accounts:read',
  'manager.transactions.list': 'transactions:read',
  'manager.transactions.metadata': 'transactions:read',
  'manager.transactions.items': 'transactions:read',
  'manager.apiPayments.create': 'payments:create',
  'manager.apiPayments.list': 'payments:create',
  'manager.scheduledStatements.list': 'accounts:read',
  'manager.scheduledStatements.download': 'accounts:read',
};

/** The events a webhook endpoint can be told of. */
export const WEBHOOK_EVENTS = ['payment.created', 'payment.state_changed', 'account.updated', 'import.finished', 'statement.ready'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The header names of a webhook delivery (docs/webhooks.md). */
export const WEBHOOK_HEADERS = { signature: 'kontor-signature', event: 'kontor-event', delivery: 'kontor-delivery' } as const;

const apiKeyBody = z.object({
  name: textSchema(100, 1),
  scopes: z.array(z.enum(API_KEY_SCOPES, { error: 'The selected scope is invalid.' }), { error: 'Choose at least one scope.' }).min(1, 'Choose at least one scope.').max(API_KEY_SCOPES.length),
});

const webhookUrl = z.string({ error: 'The address is required.' }).trim().max(2048).pipe(z.url({ protocol: /^https$/, error: 'The address must be an https URL.' }));

export const webhookBody = z.object({
  url: webhookUrl,
  description: textSchema(200).optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS, { error: 'The selected event is invalid.' }), { error: 'Choose at least one event.' }).min(1, 'Choose at least one event.').max(WEBHOOK_EVENTS.length),
  enabled: z.boolean().optional(),
});

const apiPaymentKindParams = z.object({ kind: z.enum(['iban', 'transfer'], { error: 'The selected transaction kind is invalid.' }) });
const deliveryParams = z.object({ id: idSchema, delivery: idSchema });

/** Issue 41: statements, API keys and webhooks, for a company's own systems. */
export const managerConnectCalls = defineCalls({
  'manager.bankAccounts.statement': {
    method: 'GET', path: 'manager/bank-accounts/{id}/statement', access: 'manager', tag: 'statements',
    summary: 'The account statement of a period (days in time_zone, UTC when not said): ISO 20022 camt.053.001.08 XML, SWIFT MT940, or the branded PDF. Balances are the ledger\'s booked balances; readers may download it',
    params: idParams, query: statementQuery, response: 'file',
  },

  'manager.apiKeys.list': {
    method: 'GET', path: 'manager/api-keys', access: 'manager', tag: 'apiKeys',
    summary: 'The company\'s API keys (never the key itself): name, first characters, scopes, last use, revocation', query: pageQuery,
  },
  'manager.apiKeys.create': {
    method: 'POST', path: 'manager/api-keys', access: 'manager', tag: 'apiKeys',
    summary: 'A new named API key with scopes (accounts:read, transactions:read, payments:create); the answer holds the key, shown this once (only its SHA-256 is stored)',
    body: apiKeyBody, write: true, otp: true,
  },
  'manager.apiKeys.revoke': {
    method: 'DELETE', path: 'manager/api-keys/{id}', access: 'manager', tag: 'apiKeys',
    summary: 'Revoke an API key: it is refused from then on', params: idParams, write: true,
  },
  'manager.apiPayments.create': {
    method: 'POST', path: 'manager/api-payments/{kind}', access: 'manager', tag: 'apiKeys',
    summary: 'A payment asked for by an API key (scope payments:create), with the body of manager.transactions.create: validated and priced now, made only when a manager confirms it with their one-time code (202)',
    params: apiPaymentKindParams, body: transactionCreateBody, write: true,
  },
  'manager.apiPayments.list': {
    method: 'GET', path: 'manager/api-payments', access: 'manager', tag: 'apiKeys',
    summary: 'The payments API keys asked for, newest first, with their state (awaiting_confirmation, confirmed, rejected)', query: pageQuery,
  },
  'manager.apiPayments.confirm': {
    method: 'POST', path: 'manager/api-payments/{id}/confirm', access: 'manager', tag: 'apiKeys',
    summary: 'A manager makes the payment a key asked for, as themself, with their one-time code bound to it (every check of a new payment runs again)',
    params: idParams, write: true, otp: true,
  },
  'manager.apiPayments.reject': {
    method: 'POST', path: 'manager/api-payments/{id}/reject', access: 'manager', tag: 'apiKeys',
    summary: 'A manager refuses the payment a key asked for', params: idParams, write: true,
  },
});

/** Issue 41: webhook endpoints and their deliveries. */
export const managerWebhookCalls = defineCalls({
  'manager.webhooks.list': {
    method: 'GET', path: 'manager/webhooks', access: 'manager', tag: 'webhooks', summary: 'The company\'s webhook endpoints', query: pageQuery,
  },
  'manager.webhooks.get': {
    method: 'GET', path: 'manager/webhooks/{id}', access: 'manager', tag: 'webhooks', summary: 'One webhook endpoint', params: idParams,
  },
  'manager.webhooks.create': {
    method: 'POST', path: 'manager/webhooks', access: 'manager', tag: 'webhooks',
    summary: 'Register an https endpoint for events; the answer holds its signing secret, shown this once. Private and loopback addresses are refused unless the operator allows them (KONTOR_WEBHOOKS_ALLOW_PRIVATE)',
    body: webhookBody, write: true, otp: true,
  },
  'manager.webhooks.update': {
    method: 'PUT', path: 'manager/webhooks/{id}', access: 'manager', tag: 'webhooks',
    summary: 'Change an endpoint\'s address, description, events or whether it is enabled', params: idParams, body: webhookBody, write: true, otp: true,
  },
  'manager.webhooks.delete': {
    method: 'DELETE', path: 'manager/webhooks/{id}', access: 'manager', tag: 'webhooks', summary: 'Remove an endpoint (its pending deliveries stop)', params: idParams, write: true,
  },
  'manager.webhooks.deliveries': {
    method: 'GET', path: 'manager/webhooks/{id}/deliveries', access: 'manager', tag: 'webhooks',
    summary: 'The deliveries to an endpoint, newest first: event, state, attempts, the last answer\'s status', params: idParams, query: pageQuery,
  },
  'manager.webhooks.redeliver': {
    method: 'POST', path: 'manager/webhooks/{id}/deliveries/{delivery}/redeliver', access: 'manager', tag: 'webhooks',
    summary: 'Send a delivery again now (a new attempt of the same event, signed anew)', params: deliveryParams, write: true,
  },
});

/** How often a scheduled statement is produced: each day for yesterday, or each month for last month. */
export const STATEMENT_FREQUENCIES = ['daily', 'monthly'] as const;
export type StatementFrequency = (typeof STATEMENT_FREQUENCIES)[number];

export const statementScheduleBody = z.object({
  bank_account_id: idSchema,
  frequency: z.enum(STATEMENT_FREQUENCIES, { error: 'The selected frequency is invalid.' }),
  format: z.enum(STATEMENT_FORMATS, { error: 'The selected format is invalid.' }),
  language: z.enum(LANGUAGES, { error: 'The selected language is invalid.' }).optional(),
  time_zone: z.string({ error: 'The selected time zone is invalid.' }).refine(isTimeZone, 'The selected time zone is invalid.').optional(),
});

/**
 * Scheduled statements (issue 41): per account, a daily or monthly statement file produced by the job
 * worker once each period has ended (its days in the schedule's time zone), kept in the file storage,
 * announced by the webhook event statement.ready and fetched here (a session, or a key with accounts:read).
 */
export const managerStatementScheduleCalls = defineCalls({
  'manager.statementSchedules.list': {
    method: 'GET', path: 'manager/statement-schedules', access: 'manager', tag: 'statements',
    summary: 'The company\'s statement schedules: account, frequency (daily, monthly), format, language, time zone, the next period', query: pageQuery,
  },
  'manager.statementSchedules.create': {
    method: 'POST', path: 'manager/statement-schedules', access: 'manager', tag: 'statements',
    summary: 'Schedule a statement of an account: daily (yesterday\'s, each day) or monthly (last month\'s, each month) in camt053, mt940 or pdf; the first is the period that ends after now',
    body: statementScheduleBody, write: true,
  },
  'manager.statementSchedules.delete': {
    method: 'DELETE', path: 'manager/statement-schedules/{id}', access: 'manager', tag: 'statements',
    summary: 'Stop a statement schedule (the statements it produced stay)', params: idParams, write: true,
  },
  'manager.scheduledStatements.list': {
    method: 'GET', path: 'manager/scheduled-statements', access: 'manager', tag: 'statements',
    summary: 'The statements the schedules produced, newest first: account, period, format, size, opening and closing balances',
    query: pageQuery.extend({ schedule_id: z.coerce.number().int().positive().optional() }),
  },
  'manager.scheduledStatements.download': {
    method: 'GET', path: 'manager/scheduled-statements/{id}/file', access: 'manager', tag: 'statements',
    summary: 'Download a produced statement file (readers and API keys with accounts:read may)', params: idParams, response: 'file',
  },
});

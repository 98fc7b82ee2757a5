import { action } from './writeRequest';

/**
 * The writes of the company's connections (issue 41) beyond react-admin's own: a manager makes a
 * payment an API key asked for (their one-time code bound to it, through `meta` like every write) or
 * refuses it, and sends a webhook delivery again.
 */
export const connectActions = {
  confirmApiPayment: action('manager.apiPayments.confirm'),
  rejectApiPayment: action('manager.apiPayments.reject'),
  redeliverWebhook: action('manager.webhooks.redeliver'),
};

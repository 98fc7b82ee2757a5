/** The pages of a company's connections to its own systems (issue 41). */
export const API_KEYS_PATH = '/manager/api-keys';
export const WEBHOOKS_PATH = '/manager/webhooks';
export const API_PAYMENTS_PATH = '/manager/api-payments';
export const webhookPath = (id: number): string => `${WEBHOOKS_PATH}/${id}`;
export const STATEMENT_SCHEDULES_PATH = '/manager/statement-schedules';

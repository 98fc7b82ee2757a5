import { API_KEY_CALLS, WEBHOOK_EVENTS, WEBHOOK_HEADERS, type WebhookEvent } from '../../contract/calls/managerConnect';
type JsonSchema = Record<string, unknown>;

/**
 * Issue 41 in the OpenAPI document: which calls an API key may make (and with which scope), and the
 * webhooks (OpenAPI 3.1 `webhooks`): the envelope every delivery has and the data of each event.
 */
export const apiKeyScopeOf = (call: string): string | undefined => API_KEY_CALLS[call];

const money = { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$', description: 'Exact decimal in the currency\'s unit.' };

const PAYMENT: JsonSchema = {
  type: 'object',
  required: ['id', 'reference', 'type', 'status', 'amount', 'fee', 'currency', 'bank_account_id', 'created_at'],
  properties: {
    id: { type: 'integer' }, reference: { type: 'string' }, type: { type: 'string' }, status: { type: 'string', description: 'pending, awaiting_approval, admin_action_require, approved, denied, rejected, failed' },
    amount: money, fee: money, currency: { type: 'string' }, bank_account_id: { type: 'integer' }, beneficiary: { type: 'string' }, created_at: { type: 'string', format: 'date-time' },
  },
};

const DATA: Record<WebhookEvent, JsonSchema> = {
  'payment.created': PAYMENT,
  'payment.state_changed': PAYMENT,
  'account.updated': { type: 'object', description: 'The account as manager.bankAccounts.get answers it (balance, reserved, currency, iban…).', required: ['id'], properties: { id: { type: 'integer' } } },
  'import.finished': { type: 'object', description: 'The import as manager.imports.list answers it; status DONE or ERROR.', required: ['id', 'status'], properties: { id: { type: 'integer' }, status: { type: 'string', enum: ['DONE', 'ERROR'] } } },
  'statement.ready': {
    oneOf: [
      { type: 'object', description: 'A report asked for in the portal: as manager.reports.list answers it, ready to download.', required: ['id', 'status'], properties: { id: { type: 'integer' }, status: { type: 'string', enum: ['DONE'] } } },
      {
        type: 'object', description: 'A scheduled statement (manager.statementSchedules.create) made for a finished period: fetch `file` (manager.scheduledStatements.download; a key needs accounts:read).',
        required: ['id', 'schedule_id', 'bank_account_id', 'format', 'date_from', 'date_to', 'currency', 'opening', 'closing', 'file'],
        properties: {
          id: { type: 'integer' }, schedule_id: { type: 'integer' }, bank_account_id: { type: 'integer' }, format: { type: 'string', enum: ['camt053', 'mt940', 'pdf'] },
          date_from: { type: 'string', format: 'date' }, date_to: { type: 'string', format: 'date' }, currency: { type: 'string' }, opening: money, closing: money,
          file: { type: 'string', description: 'The API path of the file, e.g. manager/scheduled-statements/12/file.' },
        },
      },
    ],
  },
};

const envelope = (type: WebhookEvent): JsonSchema => ({
  type: 'object',
  required: ['id', 'type', 'created_at', 'company_id', 'delivery_id', 'data'],
  properties: {
    id: { type: 'integer', description: 'The event: the same in every delivery and redelivery of it (deduplicate on it).' },
    type: { type: 'string', const: type },
    created_at: { type: 'string', format: 'date-time' },
    company_id: { type: 'integer' },
    delivery_id: { type: 'integer' },
    data: DATA[type],
  },
});

export const WEBHOOKS_DESCRIPTION = [
  `Each delivery is a POST of JSON to the endpoint, with \`${WEBHOOK_HEADERS.event}\`, \`${WEBHOOK_HEADERS.delivery}\` and \`${WEBHOOK_HEADERS.signature}: t=<unix seconds>,v1=<hex>\`,`,
  'where v1 is HMAC-SHA256 with the endpoint\'s secret over `<t>.<raw body>` (docs/webhooks.md has a verification example).',
  'Any 2xx answer delivers it; otherwise it is tried again with growing delays for 24 hours.',
].join(' ');

export const webhooksOpenApi = (): Record<string, unknown> =>
  Object.fromEntries(WEBHOOK_EVENTS.map((type) => [type, {
    post: {
      summary: `The ${type} event`,
      description: WEBHOOKS_DESCRIPTION,
      parameters: [
        { name: WEBHOOK_HEADERS.signature, in: 'header', required: true, schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' } },
        { name: WEBHOOK_HEADERS.event, in: 'header', required: true, schema: { type: 'string', const: type } },
        { name: WEBHOOK_HEADERS.delivery, in: 'header', required: true, schema: { type: 'string' } },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: envelope(type) } } },
      responses: { '2XX': { description: 'Received; anything else is retried.' } },
    },
  }]));

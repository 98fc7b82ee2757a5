import KeyIcon from '@mui/icons-material/Key';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import SendTimeExtensionIcon from '@mui/icons-material/SendTimeExtension';
import WebhookIcon from '@mui/icons-material/Webhook';
import { kontorResource, numbered } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ApiKeyRecord, ApiPaymentRecord, ScheduledStatementRecord, StatementScheduleRecord, WebhookRecord } from './connectRecords';

const ApiKeyList = lazyPage(() => import('./ApiKeyList'), 'ApiKeyList');
const ApiKeyCreate = lazyPage(() => import('./ApiKeyCreate'), 'ApiKeyCreate');
const WebhookList = lazyPage(() => import('./WebhookList'), 'WebhookList');
const WebhookCreate = lazyPage(() => import('./WebhookCreate'), 'WebhookCreate');
const WebhookShow = lazyPage(() => import('./WebhookShow'), 'WebhookShow');
const ApiPaymentList = lazyPage(() => import('./ApiPaymentList'), 'ApiPaymentList');
const StatementScheduleList = lazyPage(() => import('./StatementScheduleList'), 'StatementScheduleList');
const StatementScheduleCreate = lazyPage(() => import('./StatementScheduleCreate'), 'StatementScheduleCreate');

/** Issue 41, the company's own systems: its API keys (made and revoked by managers, each key shown once). */
export const apiKeys = kontorResource({ name: 'api-keys', icon: KeyIcon, recordRepresentation: (r: ApiKeyRecord) => r.name, list: ApiKeyList, create: ApiKeyCreate });

/** Its webhook endpoints (the signing secret shown once), each with its deliveries. */
export const webhooks = kontorResource({ name: 'webhooks', icon: WebhookIcon, recordRepresentation: (r: WebhookRecord) => r.url, list: WebhookList, create: WebhookCreate, show: WebhookShow });

/** The deliveries of one endpoint (shown on the endpoint's page). */
export const webhookDeliveries = kontorResource({ name: 'webhook-deliveries', icon: SendTimeExtensionIcon, recordRepresentation: numbered });

/** The payments API keys asked for, waiting for a manager's code. */
export const apiPayments = kontorResource({ name: 'api-payments', icon: PendingActionsIcon, recordRepresentation: (r: ApiPaymentRecord) => `${r.beneficiary} ${r.amount} ${r.currency}`, list: ApiPaymentList });

/** Scheduled statements: an account's daily or monthly statement file, made by the server once each period ends. */
export const statementSchedules = kontorResource({
  name: 'statement-schedules', icon: EventRepeatIcon, recordRepresentation: (r: StatementScheduleRecord) => `${r.account_name} (${r.frequency}, ${r.format})`, list: StatementScheduleList, create: StatementScheduleCreate,
});

/** The statements the schedules made (listed and downloaded on the schedules' page). */
export const scheduledStatements = kontorResource({ name: 'scheduled-statements', icon: ReceiptLongIcon, recordRepresentation: (r: ScheduledStatementRecord) => `${r.account_name} ${r.date_from}–${r.date_to}` });

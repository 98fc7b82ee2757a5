import type { CallName } from '../../contract/calls';
import type { CacheName } from '../../contract/constants';

/** The calls behind one react-admin resource, and how long its answers stay fresh. */
export type ResourceDef = {
  list?: CallName;
  get?: CallName;
  create?: CallName;
  update?: CallName;
  delete?: CallName;
  /** Cache lifetime of document 2 section 9; resources without one refetch on every visit. */
  cache?: CacheName;
  /** The field that names a record when its `id` does not (a white-label document by its type): react-admin's id. */
  idField?: string;
  /** One record whose calls name no id (a white label): react-admin's id is the one the page asks for. */
  singleton?: true;
};

/**
 * react-admin resources over the list and detail calls of the contract. Resource names are also the
 * access resources of canAccess where both exist, and the first part of their query keys.
 */
export const RESOURCES = {
  'bank-accounts': { list: 'manager.bankAccounts.list', get: 'manager.bankAccounts.get', create: 'manager.bankAccounts.create', cache: 'accounts' },
  transactions: { list: 'manager.transactions.list', get: 'manager.transactions.get' },
  'transaction-agents': {
    list: 'manager.agents.list',
    get: 'manager.agents.get',
    create: 'manager.agents.create',
    update: 'manager.agents.update',
    delete: 'manager.agents.delete',
  },
  // The beneficiaries as the payment forms' pickers list them (all at once, the fields a payment needs).
  'transaction-agent-choices': { list: 'dictionaries.transactionAgents' },
  notifications: { list: 'manager.notifications.list', delete: 'manager.notifications.delete', cache: 'notifications' },
  tickets: { list: 'manager.tickets.list', get: 'manager.tickets.get', create: 'manager.tickets.create', update: 'manager.tickets.update', cache: 'tickets' },
  reports: { list: 'manager.reports.list', create: 'manager.reports.approvedTransactions' },
  imports: { list: 'manager.imports.list', get: 'manager.imports.get' },
  'compliance-trackings': { list: 'manager.compliance.list' },
  'crypto-wallets': { list: 'manager.crypto.wallets', create: 'manager.crypto.walletsCreate', delete: 'manager.crypto.walletsDelete', cache: 'cryptoWallets' },
  affiliates: { list: 'manager.affiliates.list', cache: 'affiliates' },
  // The accounts of the affiliate owner company that may receive funds, and a merchant payment to forward to it.
  'affiliate-owner-accounts': { list: 'manager.affiliates.ownerAccounts' },
  'affiliate-merchant-payments': { get: 'affiliateMerchantPayment.get' },
  // The accounts of one child company (the list's meta names it: {params: {id}}), with the cache lifetime of its list.
  'affiliate-accounts': { list: 'manager.affiliates.accounts', cache: 'affiliates' },
  'affiliate-transactions': { list: 'manager.affiliates.transactions' },
  'affiliate-compliance-trackings': { list: 'manager.affiliates.complianceTrackings' },
  'white-labeled': { list: 'manager.whiteLabeled.list', cache: 'companies' },
  'white-labeled-accounts': { list: 'manager.whiteLabeled.accounts', cache: 'companies' },
  // The company's branding: one record, edited on /manager/white-label.
  'white-label': { get: 'manager.whiteLabel.get', update: 'manager.whiteLabel.update', singleton: true },
  // Branded document types: inherited defaults have no id of their own, so the type names them.
  'white-label-documents': { list: 'manager.whiteLabel.documents', idField: 'document_type' },
  'white-labeled-transactions': { list: 'manager.whiteLabeled.transactions' },
  'white-labeled-compliance-trackings': { list: 'manager.whiteLabeled.complianceTrackings' },
  'psp-accounts': { list: 'manager.psp.accounts', create: 'manager.psp.accountsCreate' },
  products: { list: 'manager.products.list', get: 'manager.products.get', create: 'manager.products.create', update: 'manager.products.update' },
  announcements: { list: 'manager.announcements.list', cache: 'announcements' },
  activities: { list: 'manager.activities.list', cache: 'activityLogs' },
  // Issue 40: the company's held payments (approved and rejected through dataProvider.approvePayments / rejectPayments) and its approval rules.
  approvals: { list: 'manager.approvals.list', get: 'manager.approvals.get' },
  'approval-rules': {
    list: 'manager.approvalRules.list',
    get: 'manager.approvalRules.get',
    create: 'manager.approvalRules.create',
    update: 'manager.approvalRules.update',
    delete: 'manager.approvalRules.delete',
  },
  // Issue 40: scheduled payments and standing orders (made from the payment forms through
  // dataProvider.createStandingOrder; paused, resumed and cancelled through its scheduleActions).
  'standing-orders': { list: 'manager.standingOrders.list', get: 'manager.standingOrders.get', update: 'manager.standingOrders.update' },
  // Issue 40: the company's payment templates (a sent payment is saved as one through dataProvider.saveTemplateFromTransaction).
  'payment-templates': {
    list: 'manager.paymentTemplates.list',
    get: 'manager.paymentTemplates.get',
    create: 'manager.paymentTemplates.create',
    update: 'manager.paymentTemplates.update',
    delete: 'manager.paymentTemplates.delete',
  },
  // The company's approval settings: one record (expiry_days).
  'approval-settings': { get: 'manager.approvalSettings.get', update: 'manager.approvalSettings.update', singleton: true },
  // Issue 41: the company's API keys (a delete revokes), webhook endpoints, the deliveries of one endpoint (meta {params: {id}},
  // sent again through dataProvider.redeliverWebhook) and the payments keys asked for (dataProvider.confirmApiPayment / rejectApiPayment).
  'api-keys': { list: 'manager.apiKeys.list', create: 'manager.apiKeys.create', delete: 'manager.apiKeys.revoke' },
  webhooks: { list: 'manager.webhooks.list', get: 'manager.webhooks.get', create: 'manager.webhooks.create', update: 'manager.webhooks.update', delete: 'manager.webhooks.delete' },
  'webhook-deliveries': { list: 'manager.webhooks.deliveries' },
  'api-payments': { list: 'manager.apiPayments.list' },
  // Issue 41: statement schedules (a delete stops one) and the statements they made (downloaded with downloadFile).
  'statement-schedules': { list: 'manager.statementSchedules.list', create: 'manager.statementSchedules.create', delete: 'manager.statementSchedules.delete' },
  'scheduled-statements': { list: 'manager.scheduledStatements.list' },

  'admin-transactions': { list: 'admin.transactions.list', get: 'admin.transactions.get' },
  // The status changes of one transaction (meta {params: {id}}), oldest first.
  'admin-transaction-history': { list: 'admin.transactions.history' },
  /** Check history: transactions found by ids or source reference (newest first; the server does not sort otherwise). */
  'admin-check-records': { list: 'admin.transactions.checkRecords' },
  users: { list: 'admin.users.list', get: 'admin.users.get', update: 'admin.users.update', delete: 'admin.users.delete' },
  companies: { list: 'admin.companies.list', get: 'admin.companies.get', update: 'admin.companies.update', cache: 'companies' },
  // The users of one company: the list's meta names the company ({params: {id}}).
  'company-employees': { list: 'admin.companies.employees', cache: 'companies' },
  'admin-bank-accounts': { list: 'admin.bankAccounts.list', cache: 'accounts' },
  // Every company's transaction agents with the bank's blacklist state (docs/settings.md "Autorecall"); the switch is its own call.
  'admin-transaction-agents': { list: 'admin.agents.list' },
  'integrity-checks': { list: 'admin.integrityChecks.list' },
  'admin-announcements': {
    list: 'admin.announcements.list',
    get: 'admin.announcements.get',
    create: 'admin.announcements.create',
    update: 'admin.announcements.update',
    delete: 'admin.announcements.delete',
    cache: 'announcements',
  },
  // A checkpoint's update is its status (blocked or allowed).
  'auth-checkpoints': { list: 'admin.authCheckpoints.list', update: 'admin.authCheckpoints.status' },
  // The platform's default branding: one record, edited on /admin/white-label.
  'admin-white-label': { get: 'admin.whiteLabel.get', update: 'admin.whiteLabel.update', singleton: true },
  'admin-white-label-documents': { list: 'admin.whiteLabel.documents', idField: 'document_type' },
  'activity-logs': { list: 'admin.activities.list', cache: 'activityLogs' },
  'kyc-file-archives': { list: 'admin.kycFileArchives.list', create: 'admin.kycFileArchives.create' },
  timeline: { list: 'admin.timeline.list' },
  'timeline-entities': { list: 'admin.timeline.entities' },
  // One record of every known key (providers/settingsRecord.ts): saving upserts the changed keys one by one.
  settings: { get: 'admin.settings.get', update: 'admin.settings.upsert', cache: 'settings' },
  // The signed-in user's own profile (profileRecord.ts): one record, edited on the profile page.
  profile: { get: 'profile.get', update: 'profile.update', singleton: true },
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof RESOURCES;

export const isResourceName = (value: string): value is ResourceName => Object.hasOwn(RESOURCES, value);

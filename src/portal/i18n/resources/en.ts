import { productFields } from '../features/products/en';
import { approvalFields, approvalRuleFields } from '../features/approvals/en';
import { apiKeyFields, apiPaymentFields, webhookDeliveryFields, webhookFields } from '../features/connect/en';
import { standingOrderFields } from '../features/schedules/en';
import { templateFields } from '../features/templates/en';

/**
 * Names of the react-admin resources (react-admin reads resources.<name>.name for titles, menus,
 * notifications and record representations). Singular |||| plural, as polyglot counts.
 */
const resources = {
  'bank-accounts': { name: 'Account |||| Accounts' },
  'transactions': { name: 'Transaction |||| Transactions' },
  'transaction-agents': { name: 'Beneficiary |||| Beneficiaries' },
  'notifications': { name: 'Notification |||| Notifications' },
  'tickets': { name: 'Ticket |||| Tickets' },
  'reports': { name: 'Report |||| Reports' },
  'imports': { name: 'Import |||| Imports' },
  'compliance-trackings': { name: 'Compliance tracking |||| Compliance trackings' },
  'crypto-wallets': { name: 'Crypto wallet |||| Crypto wallets' },
  'psp-accounts': { name: 'Account at the PSP |||| Accounts at the PSP' },
  'affiliates': { name: 'Affiliate |||| Affiliates' },
  'affiliate-transactions': { name: 'Affiliate transaction |||| Affiliate transactions' },
  'affiliate-compliance-trackings': { name: 'Affiliate compliance tracking |||| Affiliate compliance trackings' },
  'white-labeled': { name: 'White-labeled company |||| White-labeled companies' },
  'white-label': { name: 'White label |||| White labels' },
  'admin-white-label': { name: 'Default white label |||| Default white labels' },
  'white-label-documents': { name: 'White-label document |||| White-label documents' },
  'admin-white-label-documents': { name: 'White-label document |||| White-label documents' },
  'white-labeled-transactions': { name: 'White-labeled transaction |||| White-labeled transactions' },
  'white-labeled-compliance-trackings': { name: 'White-labeled compliance tracking |||| White-labeled compliance trackings' },
  'approvals': { name: 'Approval |||| Approvals', fields: approvalFields },
  'approval-rules': { name: 'Approval rule |||| Approval rules', fields: approvalRuleFields },
  'api-keys': { name: 'API key |||| API keys', fields: apiKeyFields },
  'webhooks': { name: 'Webhook endpoint |||| Webhook endpoints', fields: webhookFields },
  'webhook-deliveries': { name: 'Delivery |||| Deliveries', fields: webhookDeliveryFields },
  'api-payments': { name: 'API payment |||| API payments', fields: apiPaymentFields },
  'standing-orders': { name: 'Standing order |||| Standing orders', fields: standingOrderFields },
  'payment-templates': { name: 'Payment template |||| Payment templates', fields: templateFields },
  'products': { name: 'Product |||| Products', fields: productFields },
  'announcements': { name: 'Announcement |||| Announcements' },
  'activities': { name: 'Activity |||| Activities' },
  'admin-transactions': { name: 'Transaction |||| Transactions' },
  'admin-check-records': { name: 'Checked transaction |||| Check history' },
  'users': { name: 'User |||| Users' },
  'companies': { name: 'Company |||| Companies' },
  'company-employees': { name: 'Employee |||| Employees' },
  'admin-bank-accounts': { name: 'Bank account |||| Bank accounts' },
  'admin-transaction-agents': {
    name: 'Transaction agent |||| Transaction agents',
    fields: { id: 'ID', company_id: 'Company ID', name: 'Name', iban: 'IBAN', country: 'Country', blacklisted: 'Blacklisted', blacklisted_at: 'Blacklisted on', blacklist_reason: 'Reason' },
    any: 'Blacklisted or not',
    only_blacklisted: 'Blacklisted',
    not_blacklisted: 'Not blacklisted',
    switch_label: 'Blacklist %{name}',
    blacklist: 'Blacklist',
    lift: 'Lift the blacklist',
    blacklist_title: 'Blacklist %{name}?',
    lift_title: 'Lift the blacklist of %{name}?',
    blacklist_confirm: 'Deposits from %{iban} are recalled at once while the automatic recall of deposits from blacklisted agents is on.',
    lift_confirm: 'Deposits from %{iban} are credited as usual again.',
    reason: 'Reason (optional)',
    no_iban: 'Only an agent with an IBAN can be blacklisted.',
    blacklisted: '%{name} is blacklisted.',
    lifted: '%{name} is no longer blacklisted.',
    cancel: 'Cancel',
    empty: 'No transaction agents found.',
    invalid_iban: 'Enter a whole IBAN (country code, check digits, account).',
    invalid_id: 'Enter a company ID (digits only).',
  },
  'integrity-checks': { name: 'Integrity check |||| Integrity checks' },
  'admin-announcements': { name: 'Announcement |||| Announcements' },
  'auth-checkpoints': { name: 'Auth checkpoint |||| Auth checkpoints' },
  'activity-logs': { name: 'Activity log |||| Activity logs' },
  'kyc-file-archives': { name: 'KYC file archive |||| KYC file archives' },
  'timeline': { name: 'Timeline entry |||| Timeline' },
  'timeline-entities': { name: 'Timeline record |||| Timeline records' },
  'settings': { name: 'Setting |||| Settings' },
};

export type ResourceMessages = { [K in keyof typeof resources]: { name: string } };

export default resources;

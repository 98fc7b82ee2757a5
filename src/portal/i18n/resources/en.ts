import { productFields } from '../features/products/en';

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
  'products': { name: 'Product |||| Products', fields: productFields },
  'announcements': { name: 'Announcement |||| Announcements' },
  'activities': { name: 'Activity |||| Activities' },
  'admin-transactions': { name: 'Transaction |||| Transactions' },
  'admin-check-records': { name: 'Checked transaction |||| Check history' },
  'users': { name: 'User |||| Users' },
  'companies': { name: 'Company |||| Companies' },
  'company-employees': { name: 'Employee |||| Employees' },
  'admin-bank-accounts': { name: 'Bank account |||| Bank accounts' },
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

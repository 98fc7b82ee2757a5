import type { GateName } from './gates';

/** What can be done to a resource; react-admin asks with these names. */
export const ACCESS_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
export const READ_ACTIONS = ['list', 'show', 'export'] as const satisfies readonly AccessAction[];

/**
 * area: whose data it is (document 1 section 6: admin-only, manager-only, or anyone signed in).
 * reader: what manager-reader may do (read-only by default; none for manager-only resources).
 * gates: conditions that must all hold for managers.
 */
export type AccessRule = { area: 'admin' | 'manager' | 'any'; reader?: readonly AccessAction[]; gates?: readonly GateName[] };

const MANAGER_ONLY: readonly AccessAction[] = [];
/** Lists only: the detail of transactions and imports is manager only. */
const LISTS_ONLY: readonly AccessAction[] = ['list', 'export'];

/**
 * Document 1 section 6 as data. Exemptions for individuals (the spec leaves them to us): reports and
 * crypto need two-factor only from company users, since individuals may work without it and need their
 * statements and their crypto; the imports list stays two-factor for everyone, since bulk spreadsheet
 * payments are a business tool with the largest amounts at stake.
 */
export const ACCESS_RULES = {
  dashboard: { area: 'any' },
  profile: { area: 'any' },

  verifications: { area: 'manager', gates: ['complianceActive'] },
  accounts: { area: 'manager', gates: ['company'] },
  'crypto-accounts': { area: 'manager', gates: ['company', 'crypto'] },
  'bank-accounts': { area: 'manager', gates: ['company'] },
  transactions: { area: 'manager', reader: LISTS_ONLY, gates: ['company'] },
  payments: { area: 'manager', reader: MANAGER_ONLY, gates: ['company'] },
  imports: { area: 'manager', reader: LISTS_ONLY, gates: ['company', 'twoFactor'] },
  'transaction-agents': { area: 'manager', gates: ['company'] },
  reports: { area: 'manager', gates: ['company', 'individualOrTwoFactor'] },
  crypto: { area: 'manager', gates: ['company', 'crypto', 'individualOrTwoFactor'] },
  'crypto-wallets': { area: 'manager', gates: ['company', 'crypto'] },
  'compliance-trackings': { area: 'manager', gates: ['company'] },
  notifications: { area: 'manager', gates: ['individualOrTwoFactor'] },
  announcements: { area: 'manager', gates: ['individualOrTwoFactor'] },
  activities: { area: 'manager', gates: ['individualOrTwoFactor'] },
  tickets: { area: 'manager', gates: ['company'] },
  'company-statistics': { area: 'manager', gates: ['company'] },
  products: { area: 'manager', gates: ['company'] },
  // manager-reader sees the company's branding read-only (document 1 section 2.3); the server refuses its writes.
  'white-label': { area: 'manager', gates: ['company', 'whiteLabel'] },
  'white-labeled': { area: 'manager', gates: ['company', 'whiteLabel'] },
  affiliates: { area: 'manager', gates: ['company', 'affiliation'] },
  // Document 1 section 2.3 notes no roles on these routes: manager-reader views them read-only; signing
  // up, signing in at the remote portal and every change stay manager only (routes and server).
  portals: { area: 'manager', gates: ['company', 'portals'] },
  psp: { area: 'manager', gates: ['company', 'pspPortal'] },
  // Issue 40: readers see the held payments and the rules; approving, rejecting and keeping rules are the manager role's (the server refuses readers).
  approvals: { area: 'manager', gates: ['company'] },
  'approval-rules': { area: 'manager', gates: ['company'] },
  // Issue 41: readers see the keys, endpoints, deliveries and key payments; every change is the manager role's (the server refuses readers).
  'api-keys': { area: 'manager', gates: ['company'] },
  webhooks: { area: 'manager', gates: ['company'] },
  'api-payments': { area: 'manager', gates: ['company'] },
  // Issue 41: statement schedules and the statements they made; readers read and download, schedules are the manager role's.
  'statement-schedules': { area: 'manager', gates: ['company'] },
  // Issue 40: readers see the company's standing orders; making, changing, pausing and cancelling them are the manager role's.
  'standing-orders': { area: 'manager', gates: ['company'] },
  // Issue 40: payment templates; a reader reads them, saving, changing and deleting are the manager role's (the server refuses readers).
  'payment-templates': { area: 'manager', gates: ['company'] },
  'send-funds-affiliate': { area: 'manager', reader: MANAGER_ONLY, gates: ['company', 'affiliated'] },

  users: { area: 'admin' },
  companies: { area: 'admin' },
  'admin-bank-accounts': { area: 'admin' },
  'admin-transaction-agents': { area: 'admin' },
  'integrity-checks': { area: 'admin' },
  'admin-announcements': { area: 'admin' },
  'auth-checkpoints': { area: 'admin' },
  settings: { area: 'admin' },
  statistics: { area: 'admin' },
  system: { area: 'admin' },
  'kyc-file-archives': { area: 'admin' },
  timeline: { area: 'admin' },
  'admin-transactions': { area: 'admin' },
  'activity-logs': { area: 'admin' },
  'admin-white-label': { area: 'admin' },
} as const satisfies Record<string, AccessRule>;

export type AccessResource = keyof typeof ACCESS_RULES;

export const isAccessResource = (value: string): value is AccessResource => Object.hasOwn(ACCESS_RULES, value);

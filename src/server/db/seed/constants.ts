/** Public constants of the demo data: the sign-in page and the tests read them. */

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
/** Base32 TOTP secret shared by every demo user with two-factor on (`npm run otp` prints codes). */
export const DEMO_TOTP_SECRET = 'KONTORDEMOTOTPSECRETKONTORDEMOAB';

export type DemoUser = {
  email: string;
  role: 'super-admin' | 'admin' | 'manager' | 'manager-reader';
  description: string;
  /** Company name, or null for platform staff. */
  company: string | null;
  twoFactor: boolean;
};

export const COMPANY = {
  acme: 'Acme Trading GmbH',
  nordlicht: 'Nordlicht Logistics AG',
  brightwave: 'Brightwave Media Ltd',
  jane: 'Jane Doe',
  pending: 'Pending Ventures Ltd',
} as const;
export type CompanyKey = keyof typeof COMPANY;

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'superadmin@kontor.test', role: 'super-admin', description: 'Platform super-administrator', company: null, twoFactor: false },
  { email: 'admin@kontor.test', role: 'admin', description: 'Platform administrator', company: null, twoFactor: false },
  { email: 'manager@kontor.test', role: 'manager', description: 'Manager of Acme Trading GmbH (two-factor on, ~1,500 transactions)', company: COMPANY.acme, twoFactor: true },
  { email: 'reader@kontor.test', role: 'manager-reader', description: 'Read-only manager of Acme Trading GmbH (two-factor on)', company: COMPANY.acme, twoFactor: true },
  { email: 'individual@kontor.test', role: 'manager', description: 'Individual customer Jane Doe (two-factor off)', company: COMPANY.jane, twoFactor: false },
  { email: 'pending@kontor.test', role: 'manager', description: 'Manager of a disabled company in onboarding, compliance required', company: COMPANY.pending, twoFactor: false },
  { email: 'nordlicht@kontor.test', role: 'manager', description: 'Manager of Nordlicht Logistics AG, affiliated to Acme (two-factor on)', company: COMPANY.nordlicht, twoFactor: true },
  { email: 'brightwave@kontor.test', role: 'manager', description: 'Manager of Brightwave Media Ltd, white-labeled by Acme (two-factor on)', company: COMPANY.brightwave, twoFactor: true },
  // Issue 40: a second manager of Acme, who approves the payments Acme's approval rules hold.
  { email: 'approver@kontor.test', role: 'manager', description: 'Second manager of Acme Trading GmbH, approves held payments (two-factor on)', company: COMPANY.acme, twoFactor: true },
];

export type CurrencyCode = 'EUR' | 'USD' | 'GBP' | 'BTC' | 'ETH' | 'USDT' | 'TRX';
export type CurrencyInfo = { type: 'fiat' | 'crypto'; subUnit: number; network: string | null };

export const CURRENCIES: Record<CurrencyCode, CurrencyInfo> = {
  EUR: { type: 'fiat', subUnit: 2, network: null },
  USD: { type: 'fiat', subUnit: 2, network: null },
  GBP: { type: 'fiat', subUnit: 2, network: null },
  BTC: { type: 'crypto', subUnit: 8, network: 'bitcoin' },
  ETH: { type: 'crypto', subUnit: 8, network: 'ethereum' },
  USDT: { type: 'crypto', subUnit: 8, network: 'ethereum' },
  TRX: { type: 'crypto', subUnit: 8, network: 'tron' },
};
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
export const FIAT_CODES = CURRENCY_CODES.filter((c) => CURRENCIES[c].type === 'fiat');
export const CRYPTO_CODES = CURRENCY_CODES.filter((c) => CURRENCIES[c].type === 'crypto');

export const PLATFORM_ROLES = ['fees', 'settlement', 'exchange', 'clearing'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const TRANSACTION_TYPES = [
  'withdrawal', 'crypto', 'import', 'transfer', 'exchange', 'convert', 'card',
  'buy_crypto', 'withdraw_crypto', 'receive_crypto', 'deposit',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['pending', 'admin_action_require', 'approved', 'denied', 'rejected', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** Statuses that hold amount + fee on the source account. */
export const HOLDING_STATUSES: readonly TransactionStatus[] = ['pending', 'admin_action_require'];

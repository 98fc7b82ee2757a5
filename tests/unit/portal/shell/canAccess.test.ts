import { describe, expect, it } from 'vitest';
import { canAccess } from '../../../../src/portal/providers/canAccess';
import { ACCESS_ACTIONS, ACCESS_RULES, type AccessResource } from '../../../../src/portal/providers/accessRules';
import { acme, ctxOf, makeUser, scenarios, withCtx } from './fixtures';

const ADMIN_DATA: AccessResource[] = [
  'users', 'companies', 'admin-bank-accounts', 'admin-transaction-agents', 'integrity-checks', 'admin-announcements', 'auth-checkpoints', 'settings', 'statistics',
  'system', 'kyc-file-archives', 'timeline', 'admin-transactions', 'activity-logs', 'admin-white-label',
];
const MANAGER_DATA: AccessResource[] = (Object.keys(ACCESS_RULES) as AccessResource[]).filter((r) => !ADMIN_DATA.includes(r) && r !== 'dashboard' && r !== 'profile');
const READS = ['list', 'show', 'export'] as const;

/** manager-reader: the section 6 list of what it may view, read actions only. */
const READER_VIEWS: Partial<Record<AccessResource, readonly string[]>> = {
  accounts: READS, 'crypto-accounts': READS, 'bank-accounts': READS, 'transaction-agents': READS, reports: READS, tickets: READS,
  'compliance-trackings': READS, notifications: READS, crypto: READS, 'crypto-wallets': READS, announcements: READS, activities: READS,
  'company-statistics': READS, products: READS, 'white-labeled': READS, affiliates: READS, 'white-label': READS,
  // Lists only: the detail of transactions and imports is manager only.
  transactions: ['list', 'export'], imports: ['list', 'export'],
  // Manager only entirely: payments, portals, PSP portal, sending funds.
  payments: [], portals: [], psp: [], 'send-funds-affiliate': [],
};

describe('canAccess: admin and manager data (document 1 section 6)', () => {
  it.each(ADMIN_DATA)('%s is admin-only data: both admin roles, every action; managers nothing', (resource) => {
    for (const action of ACCESS_ACTIONS) {
      expect(canAccess(scenarios.superAdmin, resource, action)).toBe(true);
      expect(canAccess(scenarios.admin, resource, action)).toBe(true);
      expect(canAccess(scenarios.manager, resource, action)).toBe(false);
      expect(canAccess(scenarios.reader, resource, action)).toBe(false);
    }
  });

  it.each(MANAGER_DATA.filter((r) => r !== 'verifications' && r !== 'send-funds-affiliate'))('%s is manager data: the manager of an enabled company with every feature may do all, admins nothing', (resource) => {
    for (const action of ACCESS_ACTIONS) {
      expect(canAccess(scenarios.manager, resource, action)).toBe(true);
      expect(canAccess(scenarios.admin, resource, action)).toBe(false);
      expect(canAccess(scenarios.superAdmin, resource, action)).toBe(false);
    }
  });

  it.each(Object.entries(READER_VIEWS))('manager-reader on %s may only %j', (resource, allowed) => {
    for (const action of ACCESS_ACTIONS) expect(canAccess(scenarios.reader, resource, action), action).toBe(allowed.includes(action));
  });

  it('dashboard and profile are open to every signed-in role, nothing to visitors', () => {
    for (const ctx of [scenarios.superAdmin, scenarios.admin, scenarios.manager, scenarios.reader]) {
      expect(canAccess(ctx, 'dashboard', 'list')).toBe(true);
      expect(canAccess(ctx, 'profile', 'edit')).toBe(true);
    }
    expect(canAccess(scenarios.signedOut, 'dashboard', 'list')).toBe(false);
    expect(canAccess(scenarios.signedOut, 'accounts', 'list')).toBe(false);
  });

  it('refuses unknown resources and actions', () => {
    expect(canAccess(scenarios.admin, 'posts', 'list')).toBe(false);
    expect(canAccess(scenarios.manager, 'accounts', 'fly')).toBe(false);
  });
});

describe('canAccess: company gates', () => {
  const gated: AccessResource[] = ['accounts', 'transactions', 'payments', 'transaction-agents', 'reports', 'compliance-trackings', 'tickets', 'company-statistics'];

  it.each(gated)('%s needs an enabled company and an individual or two-factor user', (resource) => {
    expect(canAccess(scenarios.manager, resource, 'list')).toBe(true);
    expect(canAccess(withCtx(scenarios.manager, { companyEnabled: false }), resource, 'list')).toBe(false);
    expect(canAccess(withCtx(scenarios.manager, { twoFactor: false }), resource, 'list')).toBe(false);
    expect(canAccess(withCtx(scenarios.manager, { twoFactor: false, individual: true }), resource, 'list')).toBe(true);
  });

  it('the imports list needs two-factor even from individuals; reports and crypto are exempt for individuals', () => {
    const individual = scenarios.individual;
    expect(canAccess(individual, 'imports', 'list')).toBe(false);
    expect(canAccess(individual, 'reports', 'list')).toBe(true);
    expect(canAccess(individual, 'crypto', 'create')).toBe(true);
    const companyWithout2fa = withCtx(scenarios.manager, { twoFactor: false });
    for (const resource of ['imports', 'reports', 'crypto'] as const) expect(canAccess(companyWithout2fa, resource, 'list'), resource).toBe(false);
  });

  it.each([
    ['crypto', { features: { ...scenarios.manager.features, crypto: false } }],
    ['crypto-wallets', { features: { ...scenarios.manager.features, crypto: false } }],
    ['crypto-accounts', { features: { ...scenarios.manager.features, crypto: false } }],
    ['portals', { features: { ...scenarios.manager.features, portals: false } }],
    ['psp', { features: { ...scenarios.manager.features, psp_portal: false } }],
    ['affiliates', { features: { ...scenarios.manager.features, affiliation: false } }],
    ['white-labeled', { whiteLabelEnabled: false }],
    ['white-label', { whiteLabelEnabled: false }],
  ] as const)('%s needs its company feature flag', (resource, off) => {
    expect(canAccess(scenarios.manager, resource, 'list')).toBe(true);
    expect(canAccess(withCtx(scenarios.manager, off), resource, 'list')).toBe(false);
  });

  it('sending funds to an affiliate needs affiliated status, and the manager role', () => {
    expect(canAccess(scenarios.manager, 'send-funds-affiliate', 'create')).toBe(false);
    const affiliated = ctxOf(makeUser('manager', { company: acme({ affiliate_owner_company: { id: 9, name: 'Owner' } }) }));
    expect(canAccess(affiliated, 'send-funds-affiliate', 'create')).toBe(true);
    expect(canAccess(withCtx(affiliated, { role: 'manager-reader' }), 'send-funds-affiliate', 'create')).toBe(false);
  });

  it('the verification page applies only while compliance tracking is required or being prepared', () => {
    expect(canAccess(scenarios.manager, 'verifications', 'list')).toBe(false);
    expect(canAccess(scenarios.complianceRequired, 'verifications', 'list')).toBe(true);
    expect(canAccess(withCtx(scenarios.manager, { compliancePreparing: true }), 'verifications', 'list')).toBe(true);
  });

  it('compliance tracking is never required for the limited-features company type', () => {
    const limited = ctxOf(makeUser('manager', { company: acme({ company_types: ['LIMITED_FEATURES_FLEXPSP'] }), is_compliance_trackings_required: true, is_compliance_trackings_preparing: true }));
    expect(limited.complianceRequired).toBe(false);
    expect(limited.compliancePreparing).toBe(false);
    expect(limited.limitedFeatures).toBe(true);
    expect(canAccess(limited, 'verifications', 'list')).toBe(false);
  });

  it('notifications load for individuals or two-factor users, whatever the company', () => {
    expect(canAccess(scenarios.disabledCompany, 'notifications', 'list')).toBe(true);
    expect(canAccess(withCtx(scenarios.disabledCompany, { twoFactor: false }), 'notifications', 'list')).toBe(false);
  });
});

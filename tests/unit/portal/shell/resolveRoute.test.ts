import { describe, expect, it } from 'vitest';
import en from '../../../../src/portal/i18n/en';
import { breadcrumbTrail } from '../../../../src/portal/routes/breadcrumbTrail';
import { matchRoute } from '../../../../src/portal/routes/matchRoute';
import { resolveRoute, type RouteDecision } from '../../../../src/portal/routes/resolveRoute';
import { routeByName, routeTable } from '../../../../src/portal/routes/routeTable';
import type { AccessContext } from '../../../../src/portal/providers/accessContext';
import { acme, ctxOf, makeUser, scenarios, withCtx } from './fixtures';

/** The guard's decision for a path, as the portal would take it. */
const visit = (ctx: AccessContext, address: string): RouteDecision | 'unknown' => {
  const [path = '', query = ''] = address.split('?');
  const match = matchRoute(routeTable, path);
  return match ? resolveRoute(ctx, match.route, match.params, new URLSearchParams(query)) : 'unknown';
};
const to = (path: string, remember?: boolean): RouteDecision => (remember ? { kind: 'redirect', to: path, remember } : { kind: 'redirect', to: path });
const ALLOW: RouteDecision = { kind: 'allow' };

describe('resolveRoute: the route rules of document 1 section 2.4', () => {
  it('sends visitors of a signed-in route to the login page, remembering the page', () => {
    expect(visit(scenarios.signedOut, '/manager/reports')).toEqual(to('/login', true));
    expect(visit(scenarios.signedOut, '/admin/users/5')).toEqual(to('/login', true));
  });

  it('opens public routes to anyone, and guest-only routes only to visitors', () => {
    expect(visit(scenarios.signedOut, '/404')).toEqual(ALLOW);
    expect(visit(scenarios.manager, '/purchase/abc123')).toEqual(ALLOW);
    expect(visit(scenarios.manager, '/login')).toEqual(ALLOW);
    expect(visit(scenarios.signedOut, '/forgot-password')).toEqual(ALLOW);
    expect(visit(scenarios.manager, '/forgot-password')).toEqual(to('/manager'));
    expect(visit(scenarios.admin, '/forgot-password')).toEqual(to('/admin'));
  });

  it('sends a user whose role the route excludes to their own dashboard', () => {
    expect(visit(scenarios.reader, '/manager/payments/withdrawal/create')).toEqual(to('/manager'));
    expect(visit(scenarios.reader, '/manager/transactions/42')).toEqual(to('/manager'));
    expect(visit(scenarios.admin, '/manager')).toEqual(to('/admin'));
    expect(visit(scenarios.superAdmin, '/manager/reports')).toEqual(to('/admin'));
    expect(visit(scenarios.manager, '/admin/users')).toEqual(to('/manager'));
  });

  it('the two-factor policy (issue 42): a user who must set up a second factor reaches only their profile', () => {
    const manager = withCtx(scenarios.manager, { twoFactor: false, twoFactorSetupRequired: true });
    expect(visit(manager, '/manager/reports')).toEqual(to('/manager/profile'));
    expect(visit(manager, '/manager')).toEqual(to('/manager/profile'));
    expect(visit(manager, '/manager/profile')).toEqual(ALLOW);
    const admin = withCtx(scenarios.admin, { twoFactor: false, twoFactorSetupRequired: true });
    expect(visit(admin, '/admin/users')).toEqual(to('/admin/profile'));
    expect(visit(admin, '/admin/profile')).toEqual(ALLOW);
    expect(visit(withCtx(scenarios.admin, { twoFactor: false }), '/admin/users')).toEqual(ALLOW);
  });

  it('sends a user failing the extra allowed check to the dashboard', () => {
    expect(visit(scenarios.individual, '/manager/imports')).toEqual(to('/manager'));
    expect(visit(scenarios.individual, '/manager/affiliates/compliance-trackings')).toEqual(to('/manager'));
    expect(visit(scenarios.individual, '/manager/reports')).toEqual(ALLOW);
    expect(visit(withCtx(scenarios.manager, { twoFactor: false }), '/manager/reports')).toEqual(to('/manager'));
    expect(visit(scenarios.individual, '/manager/accounts/crypto')).toEqual(ALLOW);
    expect(visit(withCtx(scenarios.individual, { features: { ...scenarios.individual.features, crypto: false } }), '/manager/accounts/crypto')).toEqual(to('/manager'));
    expect(visit(scenarios.manager, '/manager/send-funds-affiliate')).toEqual(to('/manager'));
  });

  it('sends the manager of a disabled company (no compliance needed) to manager.profile', () => {
    expect(visit(scenarios.disabledCompany, '/manager')).toEqual(to('/manager/profile'));
    expect(visit(scenarios.disabledCompany, '/manager/reports')).toEqual(to('/manager/profile'));
    expect(visit(scenarios.disabledCompany, '/manager/profile')).toEqual(ALLOW);
  });

  it('forces users whose compliance is required or being prepared to profile.verifications, and out of it afterwards', () => {
    expect(visit(scenarios.complianceRequired, '/manager')).toEqual(to('/profile/compliance-trackings'));
    expect(visit(scenarios.complianceRequired, '/manager/profile')).toEqual(to('/profile/compliance-trackings'));
    expect(visit(scenarios.complianceRequired, '/profile/compliance-trackings')).toEqual(ALLOW);
    expect(visit(scenarios.complianceRequired, '/profile/compliance-trackings/files/12')).toEqual(ALLOW);
    expect(visit(withCtx(scenarios.manager, { compliancePreparing: true }), '/manager/reports')).toEqual(to('/profile/compliance-trackings'));
    expect(visit(scenarios.manager, '/profile/compliance-trackings')).toEqual(to('/manager'));
    const limited = ctxOf(makeUser('manager', { company: acme({ company_types: ['LIMITED_FEATURES_FLEXPSP'] }), is_compliance_trackings_required: true }));
    expect(visit(limited, '/manager')).toEqual(ALLOW);
  });

  it('with the first theme and portals, creating a withdrawal goes through the first portal service when the company can use it', () => {
    const signedUp = ctxOf(makeUser('manager', { portal_services: { free_market: { is_attached: true, is_allowed: true, is_signed_up: true }, bcb: { is_attached: false, is_allowed: true } } }));
    expect(visit(signedUp, '/manager/payments/withdrawal/create')).toEqual(to('/manager/portal-services/free_market'));
    expect(visit(signedUp, '/manager/payments/withdrawal/repeat')).toEqual(ALLOW);
    expect(visit(scenarios.secondTheme, '/manager/payments/withdrawal/create')).toEqual(ALLOW);
    expect(visit(scenarios.individual, '/manager/payments/withdrawal/create')).toEqual(ALLOW);
    const bcbOnly = ctxOf(makeUser('manager', { portal_services: { bcb: { is_attached: true, is_allowed: true, is_signed_up: true } } }));
    expect(visit(bcbOnly, '/manager/payments/withdrawal/create')).toEqual(to('/manager/portal-services/bcb'));
    // Issue 43: a service the company has not signed up at (Acme's free_market in the demo) cannot take the
    // payment, so the IBAN form stays; the same without any service at all.
    expect(visit(scenarios.manager, '/manager/payments/withdrawal/create')).toEqual(ALLOW);
    expect(visit(ctxOf(makeUser('manager', { portal_services: {} })), '/manager/payments/withdrawal/create')).toEqual(ALLOW);
    // Opened for a portal service (rp) or for a PSP payment (fx): that payment's form, not a redirect.
    expect(visit(signedUp, '/manager/payments/withdrawal/create?rp=bcb&rp_acct=7&rp_cur=EUR')).toEqual(ALLOW);
    expect(visit(signedUp, '/manager/payments/withdrawal/create?fx=PSP-123')).toEqual(ALLOW);
    expect(visit(signedUp, '/manager/payments/withdrawal/create?ag=4')).toEqual(to('/manager/portal-services/free_market'));
  });

  it('validates route parameters: action, modes, numeric ids; unknown paths match nothing', () => {
    expect(visit(scenarios.manager, '/manager/payments/transfer/refund')).toBe('unknown');
    expect(visit(scenarios.manager, '/manager/transactions/settled')).toBe('unknown');
    expect(visit(scenarios.manager, '/manager/transactions/12ab')).toBe('unknown');
    expect(visit(scenarios.manager, '/manager/compliance-trackings/invoice/3')).toBe('unknown');
    expect(visit(scenarios.admin, '/admin/transactions/admin_action_require_transactions')).toEqual(ALLOW);
    expect(visit(scenarios.admin, '/admin/system/gpu')).toBe('unknown');
    expect(visit(scenarios.admin, '/admin/announcements/0')).toBe('unknown');
    expect(visit(scenarios.manager, '/nothing/here')).toBe('unknown');
    const route = routeByName('manager.payments.convert');
    expect(route && resolveRoute(scenarios.manager, route, { action: 'refund' })).toEqual({ kind: 'notFound' });
  });
});

describe('matchRoute: one route per path, told apart by parameter rules', () => {
  it.each([
    ['/manager/transactions/approved_transactions', 'manager.transactions'],
    ['/manager/transactions/42', 'manager.transactions.show'],
    ['/manager/transaction-agents/create', 'manager.transaction-agents.create'],
    ['/manager/transaction-agents/9', 'manager.transaction-agents.edit'],
    ['/manager/accounts', 'manager.accounts'],
    ['/manager/accounts/fiat', 'manager.accounts'],
    ['/manager/support/tickets/list', 'manager.support.tickets'],
    ['/manager/support/tickets/77', 'manager.support.tickets.show'],
    ['/admin/transactions/credit', 'admin.transactions.credit'],
    ['/admin/transactions/check-history', 'admin.transactions.check-history'],
    ['/admin/transactions/5/history', 'admin.transactions.history'],
    ['/admin/announcements/create', 'admin.announcements.create'],
    ['/manager/compliance-trackings/transaction/5/8', 'manager.compliance-trackings.entity'],
    ['/profile/compliance-trackings/video', 'profile.verifications'],
    ['/manager/crypto/deposit', 'manager.crypto.deposit'],
  ])('%s is %s', (path, name) => {
    expect(matchRoute(routeTable, path)?.route.name).toBe(name);
  });
});

describe('the route table', () => {
  it('names each route once, knows every parent, and has every title in English', () => {
    const names = routeTable.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
    for (const route of routeTable) {
      if (route.parent) expect(routeByName(route.parent), `${route.name} parent`).toBeDefined();
      expect(typeof lookup(route.titleKey), `${route.name} title ${route.titleKey}`).toBe('string');
      for (const [param, rule] of Object.entries(route.params ?? {})) {
        if (Array.isArray(rule)) for (const value of rule) expect(typeof lookup(route.titleFor?.({ [param]: value }) ?? route.titleKey), `${route.name} ${value}`).toBe('string');
      }
    }
  });

  it('titles modes as the spec does', () => {
    const admin = routeByName('admin.transactions');
    expect(admin?.titleFor?.({ mode: 'admin_action_require_transactions' })).toBe('app.routes.transaction_modes.admin_action_require_transactions');
    expect(en.app.routes.transaction_modes).toEqual({
      pending_transactions: 'Pending Transactions',
      approved_transactions: 'Approved Transactions',
      admin_action_require_transactions: 'External Payment Approval',
    });
    expect(en.app.routes.top_up).toBe('Top-up balance');
  });

  it('builds breadcrumbs from the matched route up its parents', () => {
    const match = matchRoute(routeTable, '/admin/users/5/edit');
    expect(match && breadcrumbTrail(routeTable, match.route, match.params)).toEqual([
      { name: 'admin.dashboard', titleKey: 'app.dashboard.admin_title', path: '/admin' },
      { name: 'admin.users', titleKey: 'app.routes.users', path: '/admin/users' },
      { name: 'admin.users.show', titleKey: 'app.routes.user', path: '/admin/users/5' },
      { name: 'admin.users.edit', titleKey: 'app.routes.user_edit', path: null },
    ]);
    const detail = matchRoute(routeTable, '/manager/transactions/42');
    expect(detail && breadcrumbTrail(routeTable, detail.route, detail.params).map((crumb) => crumb.path)).toEqual([
      '/manager',
      '/manager/transactions/approved_transactions',
      null,
    ]);
  });
});

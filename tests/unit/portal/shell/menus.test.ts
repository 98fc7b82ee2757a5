import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../../../../src/portal/providers/accessContext';
import { menus } from '../../../../src/portal/menus/menus';
import type { MenuName } from '../../../../src/portal/menus/types';
import { visibleEntries } from '../../../../src/portal/menus/visibleEntries';
import { matchRoute } from '../../../../src/portal/routes/matchRoute';
import { resolveRoute } from '../../../../src/portal/routes/resolveRoute';
import { routeTable } from '../../../../src/portal/routes/routeTable';
import en from '../../../../src/portal/i18n/en';
import { acme, ctxOf, makeUser, scenarios, withCtx } from './fixtures';

const ids = (menu: MenuName, ctx: AccessContext) => visibleEntries(menus[menu], ctx).map((entry) => entry.id);

const ADMIN_MAIN = [
  'admin.dashboard', 'admin.white-label', 'admin.white-label.documents', 'admin.users', 'admin.companies', 'admin.settings',
  'admin.auth-checkpoints', 'admin.kyc-file-archives', 'admin.announcements', 'admin.activity-logs', 'admin.bank-accounts', 'admin.top-up', 'admin.transaction-agents',
  'admin.integrity', 'admin.transactions.pending_transactions', 'admin.transactions.approved_transactions',
  'admin.transactions.admin_action_require_transactions', 'admin.check-history', 'admin.system.rabbitmq', 'admin.system.cpu', 'admin.system.hdd',
  'admin.system.crm_queue_upsert', 'admin.system.crm_queue_tags', 'admin.profile',
];

const MANAGER_MAIN = [
  'manager.dashboard', 'manager.accounts.fiat', 'manager.accounts.crypto', 'manager.white-label', 'manager.white-labeled.kyc',
  'manager.white-labeled.transactions', 'manager.crypto.sell', 'manager.crypto.buy', 'manager.crypto.withdraw', 'manager.crypto.deposit',
  'manager.beneficiaries', 'manager.payment-templates', 'manager.approvals', 'manager.standing-orders', 'manager.approval-rules', 'manager.transactions.approved', 'manager.transactions.pending', 'manager.withdraw.iban', 'manager.withdraw.transfer',
  'manager.withdraw.exchange', 'manager.withdraw.import', 'manager.products', 'manager.portal-services', 'manager.api-keys', 'manager.webhooks', 'manager.statement-schedules', 'manager.api-payments', 'manager.reports', 'manager.kyc', 'manager.imports',
  'manager.notifications', 'manager.tickets', 'manager.profile', 'manager.psp.accounts', 'manager.affiliates.kyc', 'manager.affiliates.transactions',
];

const WRITING = ['manager.withdraw.iban', 'manager.withdraw.transfer', 'manager.withdraw.exchange', 'manager.withdraw.import'];

describe('the five menus per user (document 1 section 2.6)', () => {
  it.each([['superAdmin'], ['admin']] as const)('%s: the admin menus', (who) => {
    const ctx = scenarios[who];
    expect(ids('main', ctx)).toEqual(ADMIN_MAIN);
    expect(ids('header', ctx)).toEqual(['header.pending', 'header.users']);
    expect(ids('actionBar', ctx)).toEqual([]);
    expect(ids('footer', ctx)).toEqual(['footer.docs', 'footer.changelog']);
    expect(ids('user', ctx)).toEqual(['user.admin-profile', 'user.logout']);
  });

  it('admin: external payment approval only on the root node; one timeline entry per entity class once the server answered', () => {
    expect(ids('main', withCtx(scenarios.admin, { nodeType: 'SUB' }))).not.toContain('admin.transactions.admin_action_require_transactions');
    const entries = visibleEntries(menus.main, scenarios.admin, { timelineClasses: [{ name: 'Users', slug: 'users' }, { name: 'Transactions', slug: 'transactions' }] });
    const timelines = entries.filter((entry) => entry.id.startsWith('admin.timelines.'));
    expect(timelines.map((entry) => [entry.label, entry.target])).toEqual([
      ['Users', { to: '/admin/timelines/users' }],
      ['Transactions', { to: '/admin/timelines/transactions' }],
    ]);
    expect(entries.map((entry) => entry.id).indexOf('admin.timelines.users')).toBe(ADMIN_MAIN.indexOf('admin.check-history') + 1);
  });

  it('manager with two-factor and every feature: the whole manager menu', () => {
    const ctx = scenarios.manager;
    expect(ids('main', ctx)).toEqual(MANAGER_MAIN);
    expect(ids('header', ctx)).toEqual(['header.tickets']);
    expect(ids('actionBar', ctx)).toEqual(['action.deposit', 'action.sell', 'action.buy', 'action.withdraw-crypto', 'action.ticket', 'action.withdraw']);
    expect(ids('footer', ctx)).toEqual(['footer.docs', 'footer.changelog', 'footer.support']);
    expect(ids('user', ctx)).toEqual(['user.profile', 'user.portal-services', 'user.psp-portal', 'user.logout']);
  });

  it('manager-reader: view-only, no payments or quick actions; the integrations as read-only views (issue 38)', () => {
    const ctx = scenarios.reader;
    expect(ids('main', ctx)).toEqual(MANAGER_MAIN.filter((id) => !WRITING.includes(id)));
    expect(ids('actionBar', ctx)).toEqual([]);
    expect(ids('user', ctx)).toEqual(['user.profile', 'user.portal-services', 'user.psp-portal', 'user.logout']);
  });

  it('individual without two-factor: no imports (two-factor for everyone), no company features', () => {
    expect(ids('main', scenarios.individual)).toEqual([
      'manager.dashboard', 'manager.accounts.fiat', 'manager.accounts.crypto', 'manager.crypto.sell', 'manager.crypto.buy', 'manager.crypto.withdraw',
      'manager.crypto.deposit', 'manager.beneficiaries', 'manager.payment-templates', 'manager.standing-orders', 'manager.transactions.approved', 'manager.transactions.pending', 'manager.withdraw.iban',
      'manager.withdraw.transfer', 'manager.withdraw.exchange', 'manager.products', 'manager.reports', 'manager.kyc', 'manager.notifications', 'manager.tickets', 'manager.profile',
    ]);
    expect(ids('user', scenarios.individual)).toEqual(['user.profile', 'user.logout']);
  });

  it('manager of a disabled company: the profile only', () => {
    expect(ids('main', scenarios.disabledCompany)).toEqual(['manager.profile']);
    expect(ids('header', scenarios.disabledCompany)).toEqual([]);
    expect(ids('actionBar', scenarios.disabledCompany)).toEqual([]);
    expect(ids('user', scenarios.disabledCompany)).toEqual(['user.profile', 'user.logout']);
  });

  it('compliance required: the verification page instead of the dashboard, and nothing else', () => {
    expect(ids('main', scenarios.complianceRequired)).toEqual(['manager.verifications']);
    expect(ids('user', scenarios.complianceRequired)).toEqual(['user.logout']);
  });

  it('second theme: Assets, no transfer, exchange, import or crypto; Convert Currencies and Reports', () => {
    const entries = visibleEntries(menus.main, scenarios.secondTheme);
    expect(entries.map((entry) => entry.id)).toEqual([
      'manager.dashboard', 'manager.accounts.fiat', 'manager.accounts.crypto', 'manager.white-label', 'manager.white-labeled.kyc',
      'manager.white-labeled.transactions', 'manager.beneficiaries', 'manager.payment-templates', 'manager.approvals', 'manager.standing-orders', 'manager.approval-rules', 'manager.transactions.approved', 'manager.transactions.pending',
      'manager.withdraw.iban', 'manager.withdraw.convert', 'manager.products', 'manager.portal-services', 'manager.api-keys', 'manager.webhooks', 'manager.statement-schedules', 'manager.api-payments', 'manager.reports', 'manager.kyc', 'manager.notifications',
      'manager.tickets', 'manager.profile', 'manager.psp.accounts', 'manager.affiliates.kyc', 'manager.affiliates.transactions',
    ]);
    expect(entries.slice(1, 3).map((entry) => entry.labelKey)).toEqual(['app.menu.assets_fiat', 'app.menu.assets_crypto']);
    expect(en.app.menu.assets_fiat).toBe('Fiat Assets');
    expect(ids('actionBar', scenarios.secondTheme)).toEqual(['action.ticket', 'action.withdraw']);
  });

  it('Back To Admin only while an admin token is kept in reserve', () => {
    expect(ids('user', scenarios.manager)).not.toContain('user.back-to-admin');
    expect(ids('user', ctxOf(makeUser('manager'), { adminTokenStored: true }))).toContain('user.back-to-admin');
  });

  it('PSP portal: sign-up while not attached, accounts once attached; a limited-features company gets no payments or crypto', () => {
    const notAttached = ctxOf(makeUser('manager', { company: acme({ psp_portal_attached: false }) }));
    expect(ids('main', notAttached)).toContain('manager.psp.sign-up');
    expect(ids('main', notAttached)).not.toContain('manager.psp.accounts');
    const limited = ids('main', ctxOf(makeUser('manager', { company: acme({ company_types: ['LIMITED_FEATURES_FLEXPSP'] }) })));
    for (const id of ['manager.beneficiaries', 'manager.withdraw.iban', 'manager.crypto.buy']) expect(limited).not.toContain(id);
    expect(limited).toContain('manager.transactions.approved');
  });

  it('products: for managers and readers of an enabled company, after the payments, as the products routes allow', () => {
    const entry = visibleEntries(menus.main, scenarios.reader).find((visible) => visible.id === 'manager.products');
    expect(entry?.target).toEqual({ to: '/manager/products' });
    expect(en.app.products.title).toBe('Products');
    expect(ids('main', scenarios.disabledCompany)).not.toContain('manager.products');
    expect(ids('main', scenarios.complianceRequired)).not.toContain('manager.products');
    expect(ids('main', scenarios.admin)).not.toContain('manager.products');
  });

  it('signed-out visitors see no menu', () => {
    for (const menu of ['main', 'header', 'actionBar', 'footer', 'user'] as const) expect(ids(menu, scenarios.signedOut)).toEqual([]);
  });
});

describe('menus and guards agree', () => {
  it.each(Object.entries(scenarios))('every entry %s sees leads to a page it may open', (_, ctx) => {
    for (const menu of ['main', 'header', 'actionBar', 'footer', 'user'] as const) {
      for (const entry of visibleEntries(menus[menu], ctx)) {
        if (!('to' in entry.target)) continue;
        const match = matchRoute(routeTable, entry.target.to.split('?')[0] ?? '');
        expect(match, entry.id).not.toBeNull();
        if (!match) continue;
        const decision = resolveRoute(ctx, match.route, match.params);
        // The first theme's withdrawal goes through the first portal service: a redirect, by design.
        if (decision.kind === 'redirect') expect([entry.id, decision.to]).toEqual([expect.stringMatching(/withdraw/), '/manager/portal-services/free_market']);
        else expect([entry.id, decision.kind]).toEqual([entry.id, 'allow']);
      }
    }
  });
});

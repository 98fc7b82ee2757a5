import { ADMIN_ROLE_SLUGS, ADMIN_TRANSACTION_MODES, SYSTEM_SUBPAGES } from '../../contract/enums';
import { allow } from './allow';
import type { RouteDef } from './types';

type AdminRouteInput = Omit<RouteDef, 'roles'>;

/** An admin route: both admin roles, under the admin dashboard, with its own page. */
const admin = (def: AdminRouteInput): RouteDef => ({ roles: ADMIN_ROLE_SLUGS, parent: 'admin.dashboard', ...def });

/** Document 1 section 2.2: the admin area (super-admin and admin). */
export const adminRoutes: RouteDef[] = [
  admin({ name: 'admin.dashboard', path: '/admin', titleKey: 'app.dashboard.admin_title', parent: undefined }),
  admin({ name: 'admin.settings', path: '/admin/settings', titleKey: 'app.routes.settings', allowed: allow('settings') }),
  admin({
    name: 'admin.transactions',
    path: '/admin/transactions/:mode',
    titleKey: 'app.routes.transactions',
    titleFor: ({ mode }) => `app.routes.transaction_modes.${mode ?? ''}`,
    params: { mode: ADMIN_TRANSACTION_MODES },
    defaultParams: { mode: 'approved_transactions' },
    allowed: allow('admin-transactions'),
  }),
  admin({
    name: 'admin.transactions.history',
    path: '/admin/transactions/:transaction_id/history',
    titleKey: 'app.routes.transaction_history',
    params: { transaction_id: 'numeric' },
    parent: 'admin.transactions',
    allowed: allow('admin-transactions', 'show'),
  }),
  admin({ name: 'admin.transactions.credit', path: '/admin/transactions/credit', titleKey: 'app.routes.top_up', allowed: allow('admin-transactions', 'create') }),
  admin({ name: 'admin.transactions.check-history', path: '/admin/transactions/check-history', titleKey: 'app.routes.check_history', allowed: allow('admin-transactions') }),
  admin({ name: 'admin.timelines', path: '/admin/timelines/:entity_class', titleKey: 'app.routes.timelines', params: { entity_class: 'slug' }, allowed: allow('timeline') }),
  admin({
    name: 'admin.timelines.show',
    path: '/admin/timelines/:entity_class/:id',
    titleKey: 'app.routes.timeline_entity',
    params: { entity_class: 'slug', id: 'numeric' },
    parent: 'admin.timelines',
    allowed: allow('timeline', 'show'),
  }),
  admin({ name: 'admin.auth-checkpoints', path: '/admin/auth-checkpoints', titleKey: 'app.routes.auth_checkpoints', allowed: allow('auth-checkpoints') }),
  admin({ name: 'admin.white-label', path: '/admin/white-label', titleKey: 'app.routes.white_label', allowed: allow('admin-white-label') }),
  admin({
    name: 'admin.white-label.documents',
    path: '/admin/white-label/documents',
    titleKey: 'app.routes.white_label_documents',
    parent: 'admin.white-label',
    allowed: allow('admin-white-label'),
  }),
  admin({ name: 'admin.kyc-file-archives', path: '/admin/kyc-file-archives', titleKey: 'app.routes.kyc_file_archives', allowed: allow('kyc-file-archives') }),
  admin({ name: 'admin.announcements', path: '/admin/announcements', titleKey: 'app.routes.announcements', allowed: allow('admin-announcements') }),
  admin({
    name: 'admin.announcements.create',
    path: '/admin/announcements/create',
    titleKey: 'app.routes.announcement_create',
    parent: 'admin.announcements',
    allowed: allow('admin-announcements', 'create'),
  }),
  admin({
    name: 'admin.announcements.show',
    path: '/admin/announcements/:id',
    titleKey: 'app.routes.announcement',
    params: { id: 'numeric' },
    parent: 'admin.announcements',
    allowed: allow('admin-announcements', 'show'),
  }),
  admin({ name: 'admin.activity-logs', path: '/admin/activity-logs', titleKey: 'app.routes.activity_logs', allowed: allow('activity-logs') }),
  admin({ name: 'admin.bank-accounts', path: '/admin/bank-accounts', titleKey: 'app.routes.bank_accounts', allowed: allow('admin-bank-accounts') }),
  admin({ name: 'admin.transaction-agents', path: '/admin/transaction-agents', titleKey: 'app.routes.agent_blacklist', allowed: allow('admin-transaction-agents') }),
  admin({
    name: 'admin.bank-accounts.integrity',
    path: '/admin/bank-accounts/integrity',
    titleKey: 'app.routes.integrity',
    parent: 'admin.bank-accounts',
    allowed: allow('integrity-checks'),
  }),
  admin({
    name: 'admin.system',
    path: '/admin/system/:subpage',
    titleKey: 'app.routes.system',
    titleFor: ({ subpage }) => `app.routes.system_subpages.${subpage ?? ''}`,
    params: { subpage: SYSTEM_SUBPAGES },
    defaultParams: { subpage: 'cpu' },
    allowed: allow('system'),
  }),
  admin({ name: 'admin.users', path: '/admin/users', titleKey: 'app.routes.users', allowed: allow('users') }),
  admin({ name: 'admin.users.show', path: '/admin/users/:user_id', titleKey: 'app.routes.user', params: { user_id: 'numeric' }, parent: 'admin.users', allowed: allow('users', 'show') }),
  admin({
    name: 'admin.users.edit',
    path: '/admin/users/:user_id/edit',
    titleKey: 'app.routes.user_edit',
    params: { user_id: 'numeric' },
    parent: 'admin.users.show',
    allowed: allow('users', 'edit'),
  }),
  admin({ name: 'admin.companies', path: '/admin/company-list', titleKey: 'app.routes.company_list', allowed: allow('companies') }),
  admin({
    name: 'admin.companies.show',
    path: '/admin/company-profile/:company_id',
    titleKey: 'app.routes.company_profile',
    params: { company_id: 'numeric' },
    parent: 'admin.companies',
    allowed: allow('companies', 'show'),
  }),
];

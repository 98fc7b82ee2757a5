import { COMPLIANCE_ROUTE_SERVICES, COMPLIANCE_SUBJECT_TYPES, CURRENCY_KINDS, MANAGER_ROLE_SLUGS, MANAGER_TRANSACTION_MODES, PORTAL_SERVICE_PROVIDERS } from '../../contract/enums';
import { canAccess } from '../providers/canAccess';
import { allow } from './allow';
import { MANAGER_ONLY, managerRoute } from './managerRoute';
import type { RouteDef } from './types';

/** Document 1 section 2.3 without the money routes (managerMoneyRoutes): company, compliance, support, integrations. */
export const managerRoutes: RouteDef[] = [
  managerRoute({ name: 'manager.dashboard', path: '/manager', titleKey: 'app.dashboard.manager_title', parent: undefined }),
  managerRoute({ name: 'manager.mobile-menu', path: '/menu', titleKey: 'app.routes.menu' }),
  managerRoute({
    name: 'manager.accounts',
    path: '/manager/accounts/:currency_type?',
    titleKey: 'app.routes.accounts',
    params: { currency_type: CURRENCY_KINDS },
    allowed: (ctx, { currency_type }) => canAccess(ctx, currency_type === 'crypto' ? 'crypto-accounts' : 'accounts', 'list'),
  }),
  managerRoute({ name: 'manager.white-label', path: '/manager/white-label', titleKey: 'app.routes.white_label', allowed: allow('white-label') }),
  managerRoute({
    name: 'manager.white-label.documents',
    path: '/manager/white-label/documents',
    titleKey: 'app.routes.white_label_documents',
    parent: 'manager.white-label',
    allowed: allow('white-label'),
  }),
  managerRoute({
    name: 'manager.portal-services',
    path: '/manager/portal-services/:portal_service',
    titleKey: 'app.routes.portal_services',
    params: { portal_service: PORTAL_SERVICE_PROVIDERS },
    allowed: allow('portals'),
  }),
  managerRoute({ name: 'manager.psp-portal', path: '/manager/psp-portal', titleKey: 'app.routes.psp_portal', allowed: allow('psp') }),
  managerRoute({ name: 'manager.psp-portal.accounts', path: '/manager/psp-portal/accounts', titleKey: 'app.routes.psp_accounts', parent: 'manager.psp-portal', allowed: allow('psp') }),
  managerRoute({ name: 'manager.psp-portal.sign-up', path: '/manager/psp-portal/sign-up', titleKey: 'app.routes.psp_sign_up', parent: 'manager.psp-portal', allowed: allow('psp') }, MANAGER_ONLY),
  managerRoute({
    name: 'manager.psp-portal.integration',
    path: '/manager/psp-portal/integration',
    titleKey: 'app.routes.psp_integration',
    parent: 'manager.psp-portal',
    allowed: allow('psp'),
  }),
  managerRoute({
    name: 'manager.affiliates.compliance-trackings',
    path: '/manager/affiliates/compliance-trackings',
    titleKey: 'app.routes.affiliates_kyc',
    allowed: allow('affiliates'),
  }),
  managerRoute({
    name: 'manager.affiliates.transactions',
    path: '/manager/affiliates/transactions/:mode',
    titleKey: 'app.routes.affiliates_transactions',
    params: { mode: MANAGER_TRANSACTION_MODES },
    allowed: allow('affiliates'),
  }),
  managerRoute({
    name: 'manager.white-labeled.compliance-trackings',
    path: '/manager/white-labeled/compliance-trackings',
    titleKey: 'app.routes.white_labeled_kyc',
    allowed: allow('white-labeled'),
  }),
  managerRoute({
    name: 'manager.white-labeled.transactions',
    path: '/manager/white-labeled/transactions/:mode',
    titleKey: 'app.routes.white_labeled_transactions',
    params: { mode: MANAGER_TRANSACTION_MODES },
    allowed: allow('white-labeled'),
  }),
  managerRoute({ name: 'manager.send-funds-affiliate', path: '/manager/send-funds-affiliate', titleKey: 'app.routes.send_funds_affiliate', allowed: allow('send-funds-affiliate', 'create') }, MANAGER_ONLY),
  // Products: the spec gives no route; the project's (docs/products.md), in the style of the beneficiaries.
  managerRoute({ name: 'manager.products', path: '/manager/products', titleKey: 'app.products.title', allowed: allow('products') }),
  managerRoute({ name: 'manager.products.create', path: '/manager/products/create', titleKey: 'app.products.create', parent: 'manager.products', allowed: allow('products', 'create') }, MANAGER_ONLY),
  managerRoute({ name: 'manager.products.edit', path: '/manager/products/:id', titleKey: 'app.products.edit_title', params: { id: 'numeric' }, parent: 'manager.products', allowed: allow('products', 'show') }),
  managerRoute({ name: 'manager.compliance-trackings', path: '/manager/compliance-trackings', titleKey: 'app.routes.kyc', allowed: allow('compliance-trackings') }),
  managerRoute({
    name: 'manager.compliance-trackings.entity',
    path: '/manager/compliance-trackings/:entity/:entity_id/:kyc_id?',
    titleKey: 'app.routes.kyc_entity',
    params: { entity: COMPLIANCE_SUBJECT_TYPES, entity_id: 'numeric', kyc_id: 'numeric' },
    parent: 'manager.compliance-trackings',
    allowed: allow('compliance-trackings', 'show'),
  }),
  managerRoute({ name: 'manager.reports', path: '/manager/reports', titleKey: 'app.routes.reports', allowed: allow('reports') }),
  managerRoute({ name: 'manager.notifications', path: '/manager/notifications', titleKey: 'app.routes.notifications', allowed: allow('notifications') }),
  managerRoute({ name: 'manager.activities', path: '/manager/activities', titleKey: 'app.activity.title', allowed: allow('activities') }),
  managerRoute({ name: 'manager.support.tickets', path: '/manager/support/tickets/list', titleKey: 'app.routes.tickets', allowed: allow('tickets') }),
  managerRoute({
    name: 'manager.support.tickets.show',
    path: '/manager/support/tickets/:ticket_id',
    titleKey: 'app.routes.ticket',
    params: { ticket_id: 'numeric' },
    parent: 'manager.support.tickets',
    allowed: allow('tickets', 'show'),
  }),
  // Issue 41: the company's own systems. Readers read keys, endpoints with their deliveries and key payments; making keys and endpoints is the manager role's.
  managerRoute({ name: 'manager.api-keys', path: '/manager/api-keys', titleKey: 'app.connect.api_keys.title', allowed: allow('api-keys') }),
  managerRoute({ name: 'manager.api-keys.create', path: '/manager/api-keys/create', titleKey: 'app.connect.api_keys.create', parent: 'manager.api-keys', allowed: allow('api-keys', 'create') }, MANAGER_ONLY),
  managerRoute({ name: 'manager.webhooks', path: '/manager/webhooks', titleKey: 'app.connect.webhooks.title', allowed: allow('webhooks') }),
  managerRoute({ name: 'manager.webhooks.create', path: '/manager/webhooks/create', titleKey: 'app.connect.webhooks.create', parent: 'manager.webhooks', allowed: allow('webhooks', 'create') }, MANAGER_ONLY),
  managerRoute({ name: 'manager.webhooks.show', path: '/manager/webhooks/:id', titleKey: 'app.connect.webhooks.show', params: { id: 'numeric' }, parent: 'manager.webhooks', allowed: allow('webhooks', 'show') }),
  managerRoute({ name: 'manager.api-payments', path: '/manager/api-payments', titleKey: 'app.connect.api_payments.title', allowed: allow('api-payments') }),
  managerRoute({ name: 'manager.statement-schedules', path: '/manager/statement-schedules', titleKey: 'app.connect.statement_schedules.title', allowed: allow('statement-schedules') }),
  managerRoute({ name: 'manager.statement-schedules.create', path: '/manager/statement-schedules/create', titleKey: 'app.connect.statement_schedules.create', parent: 'manager.statement-schedules', allowed: allow('statement-schedules', 'create') }, MANAGER_ONLY),
  {
    name: 'profile.verifications',
    path: '/profile/compliance-trackings/:service?/:id?',
    titleKey: 'app.routes.verifications',
    roles: MANAGER_ROLE_SLUGS,
    params: { service: COMPLIANCE_ROUTE_SERVICES, id: 'numeric' },
    allowed: allow('verifications'),
  },
];

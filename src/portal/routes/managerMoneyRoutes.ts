import { DEFAULT_THEME, FORM_ACTION_MODES, MANAGER_TRANSACTION_MODES } from '../../contract/enums';
import type { AccessContext } from '../providers/accessContext';
import { allow } from './allow';
import { firstPortalService } from './firstPortalService';
import { MANAGER_ONLY, managerRoute } from './managerRoute';
import type { RouteDef, RouteParams } from './types';

const action = { action: FORM_ACTION_MODES };

/**
 * Document 1 section 2.4: with the first theme and portals enabled, creating a withdrawal happens
 * through the first portal service, when the company can use it (signed up there: issue 43); otherwise
 * the IBAN form stays, so a manager always reaches it. Repeat and return keep the withdrawal form, and
 * so does a withdrawal opened for a portal service with the rp shortcut, or for a PSP deposit with fx.
 */
const withdrawalThroughPortal = (ctx: AccessContext, params: RouteParams, search?: URLSearchParams): string | null => {
  // A withdrawal opened for a portal service (rp, from the portal services page) is that service's payment, and one
  // opened for a PSP payment (fx, from its notification) is the PSP deposit: neither is redirected.
  // One started from a payment template (tpl) fills the IBAN form with the template's payee.
  if (ctx.theme !== DEFAULT_THEME || !ctx.features.portals || params.action !== 'create' || search?.get('rp') || search?.get('fx') || search?.get('tpl')) return null;
  const first = firstPortalService(ctx);
  return ctx.usablePortalServices.includes(first) ? `/manager/portal-services/${first}` : null;
};

const crypto = (name: string, segment: string, titleKey: string): RouteDef =>
  managerRoute({ name: `manager.crypto.${name}`, path: `/manager/crypto/${segment}`, titleKey, allowed: allow('crypto') });

/** Document 1 section 2.3: accounts' money: transactions, payments, imports, beneficiaries, crypto. */
export const managerMoneyRoutes: RouteDef[] = [
  managerRoute({
    name: 'manager.transactions',
    path: '/manager/transactions/:mode',
    titleKey: 'app.routes.transactions',
    titleFor: ({ mode }) => `app.routes.transaction_modes.${mode ?? ''}`,
    params: { mode: MANAGER_TRANSACTION_MODES },
    defaultParams: { mode: 'approved_transactions' },
    allowed: allow('transactions'),
  }),
  managerRoute(
    {
      name: 'manager.transactions.show',
      path: '/manager/transactions/:transaction_id',
      titleKey: 'app.routes.transaction',
      params: { transaction_id: 'numeric' },
      parent: 'manager.transactions',
      allowed: allow('transactions', 'show'),
    },
    MANAGER_ONLY,
  ),
  managerRoute(
    {
      name: 'manager.payments.withdrawal',
      path: '/manager/payments/withdrawal/:action',
      titleKey: 'app.routes.withdrawal',
      params: action,
      defaultParams: { action: 'create' },
      allowed: allow('payments', 'create'),
      redirect: withdrawalThroughPortal,
    },
    MANAGER_ONLY,
  ),
  ...(['transfer', 'exchange', 'convert'] as const).map((form) =>
    managerRoute(
      {
        name: `manager.payments.${form}`,
        path: `/manager/payments/${form}/:action`,
        titleKey: `app.routes.${form}`,
        params: action,
        defaultParams: { action: 'create' },
        allowed: allow('payments', 'create'),
      },
      MANAGER_ONLY,
    ),
  ),
  managerRoute({ name: 'manager.payments.import', path: '/manager/payments/import', titleKey: 'app.routes.import', allowed: allow('imports', 'create') }, MANAGER_ONLY),
  managerRoute({ name: 'manager.imports', path: '/manager/imports', titleKey: 'app.routes.imports', allowed: allow('imports') }),
  managerRoute(
    {
      name: 'manager.imports.show',
      path: '/manager/imports/:import_id',
      titleKey: 'app.routes.import_record',
      params: { import_id: 'numeric' },
      parent: 'manager.imports',
      allowed: allow('imports', 'show'),
    },
    MANAGER_ONLY,
  ),
  managerRoute({
    name: 'manager.transaction-agents',
    path: '/manager/transaction-agents',
    titleKey: 'app.routes.beneficiaries',
    allowed: allow('transaction-agents'),
  }),
  managerRoute(
    {
      name: 'manager.transaction-agents.create',
      path: '/manager/transaction-agents/create',
      titleKey: 'app.routes.beneficiary_create',
      parent: 'manager.transaction-agents',
      allowed: allow('transaction-agents', 'create'),
    },
    MANAGER_ONLY,
  ),
  // The update form: manager-reader may view beneficiaries, the page keeps it read-only.
  managerRoute({
    name: 'manager.transaction-agents.edit',
    path: '/manager/transaction-agents/:id',
    titleKey: 'app.routes.beneficiary',
    params: { id: 'numeric' },
    parent: 'manager.transaction-agents',
    allowed: allow('transaction-agents', 'show'),
  }),
  // Issue 40: the approvals inbox and the company's approval rules (readers read them; the rules' forms are the manager role's).
  managerRoute({ name: 'manager.approvals', path: '/manager/approvals', titleKey: 'app.approvals.title', allowed: allow('approvals') }),
  managerRoute({
    name: 'manager.approvals.show',
    path: '/manager/approvals/:id',
    titleKey: 'app.approvals.show_title',
    params: { id: 'numeric' },
    parent: 'manager.approvals',
    allowed: allow('approvals', 'show'),
  }),
  managerRoute({ name: 'manager.approval-rules', path: '/manager/approval-rules', titleKey: 'app.approvals.rules.title', allowed: allow('approval-rules') }),
  managerRoute(
    { name: 'manager.approval-rules.create', path: '/manager/approval-rules/create', titleKey: 'app.approvals.rules.create', parent: 'manager.approval-rules', allowed: allow('approval-rules', 'create') },
    MANAGER_ONLY,
  ),
  managerRoute({
    name: 'manager.approval-rules.edit',
    path: '/manager/approval-rules/:id',
    titleKey: 'app.approvals.rules.edit',
    params: { id: 'numeric' },
    parent: 'manager.approval-rules',
    allowed: allow('approval-rules', 'show'),
  }),
  // Issue 40: scheduled payments and standing orders (readers read them; changing one is the manager role's).
  managerRoute({ name: 'manager.standing-orders', path: '/manager/standing-orders', titleKey: 'app.schedules.title', allowed: allow('standing-orders') }),
  managerRoute({
    name: 'manager.standing-orders.show',
    path: '/manager/standing-orders/:id/show',
    titleKey: 'app.schedules.show',
    params: { id: 'numeric' },
    parent: 'manager.standing-orders',
    allowed: allow('standing-orders', 'show'),
  }),
  managerRoute(
    {
      name: 'manager.standing-orders.edit',
      path: '/manager/standing-orders/:id',
      titleKey: 'app.schedules.edit',
      params: { id: 'numeric' },
      parent: 'manager.standing-orders.show',
      allowed: allow('standing-orders', 'edit'),
    },
    MANAGER_ONLY,
  ),
  // Issue 40: payment templates (a reader reads them; the edit page is read-only for a reader).
  managerRoute({ name: 'manager.payment-templates', path: '/manager/payment-templates', titleKey: 'app.templates.title', allowed: allow('payment-templates') }),
  managerRoute({
    name: 'manager.payment-templates.edit',
    path: '/manager/payment-templates/:id',
    titleKey: 'app.templates.edit_title',
    params: { id: 'numeric' },
    parent: 'manager.payment-templates',
    allowed: allow('payment-templates', 'show'),
  }),
  crypto('receive', 'receive', 'app.routes.crypto_receive'),
  crypto('deposit', 'deposit', 'app.routes.crypto_deposit'),
  crypto('buy', 'buy', 'app.routes.crypto_buy'),
  crypto('withdraw', 'withdraw', 'app.routes.crypto_withdraw'),
  crypto('sell', 'sell', 'app.routes.crypto_sell'),
];

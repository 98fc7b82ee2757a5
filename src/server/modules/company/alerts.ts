/**
 * Alerts of the manager dashboard, computed from the data on every call (nothing stored):
 * - bank_account.negative_balance (error): available balance (balance − reserved) below zero;
 * - bank_account.low_balance (warning): a fiat account in use whose available balance is under
 *   LOW_BALANCE_UNITS (the spec's default payment amount, 100);
 * - transaction.source_of_funds_missing (warning): withdrawals and imports waiting without a source of funds;
 * - transaction.admin_action_require (info): payments waiting for the external payment approval;
 * - compliance_tracking.documents_rejected (error) and .documents_missing (warning): the company's trackings
 *   declined, or still draft/open;
 * - compliance_tracking.required (warning): the signed-in user must complete their own compliance;
 * - company.onboarding (info): a payment-service onboarding is under way.
 * Order: errors, warnings, information.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { minor, num } from '../../db/values';
import { formatMinor, pow10 } from '../../ledger/money';
import type { CompanyRow, UserRow } from '../../context';

export type AlertLevel = 'error' | 'warning' | 'info';
export type AlertEntity = { type: 'bank_account' | 'transaction' | 'compliance_tracking' | 'company' | 'user'; id: number };

export type Alert = {
  /** Stable key (type and entity): the portal may remember dismissed alerts by it. */
  id: string;
  type: string;
  level: AlertLevel;
  title: string;
  message: string;
  /** How many records the alert stands for. */
  count: number;
  entity: AlertEntity | null;
  /** Portal route that fixes it. */
  link: string | null;
};

/** A fiat account in use is "low" under this many units of its currency. */
export const LOW_BALANCE_UNITS = 100n;

const LEVEL_ORDER: Record<AlertLevel, number> = { error: 0, warning: 1, info: 2 };
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const companyAlerts = async (db: Kysely<Database>, company: CompanyRow, user: UserRow): Promise<Alert[]> => {
  const alerts: Alert[] = [];

  // Accounts: a handful per company; whether each has ever moved money comes from an EXISTS subquery.
  const accounts = await db
    .selectFrom('bank_accounts as a')
    .select([
      'a.id', 'a.name', 'a.currency', 'a.currency_type', 'a.sub_unit', 'a.balance', 'a.reserved',
      (eb) => eb.exists(eb.selectFrom('transactions as t').select('t.id').where((w) => w.or([w('t.bank_account_id', '=', w.ref('a.id')), w('t.to_account_id', '=', w.ref('a.id'))]))).as('used'),
    ])
    .where('a.company_id', '=', company.id)
    .where('a.owner_kind', '=', 'customer')
    .orderBy('a.id')
    .execute();
  for (const a of accounts) {
    const available = minor(a.balance) - minor(a.reserved);
    const text = `${formatMinor(available, a.sub_unit)} ${a.currency}`;
    if (available < 0n) {
      alerts.push({
        id: `bank_account.negative_balance:${a.id}`, type: 'bank_account.negative_balance', level: 'error',
        title: 'Negative balance', message: `The available balance of ${a.name} is ${text}. Please top up the account.`,
        count: 1, entity: { type: 'bank_account', id: a.id }, link: '/manager/accounts',
      });
    } else if (a.currency_type === 'fiat' && Boolean(a.used) && available < LOW_BALANCE_UNITS * pow10(a.sub_unit)) {
      alerts.push({
        id: `bank_account.low_balance:${a.id}`, type: 'bank_account.low_balance', level: 'warning',
        title: 'Low balance', message: `The available balance of ${a.name} is ${text}.`,
        count: 1, entity: { type: 'bank_account', id: a.id }, link: '/manager/accounts',
      });
    }
  }

  const waiting = await db
    .selectFrom('transactions')
    .select([
      sql<string | number>`coalesce(sum(case when status in ('pending', 'admin_action_require') and type in ('withdrawal', 'import') and source_of_funds is null then 1 else 0 end), 0)`.as('sof'),
      sql<number | null>`min(case when status in ('pending', 'admin_action_require') and type in ('withdrawal', 'import') and source_of_funds is null then id end)`.as('sof_first'),
      sql<string | number>`coalesce(sum(case when status = 'admin_action_require' then 1 else 0 end), 0)`.as('approval'),
    ])
    .where('company_id', '=', company.id)
    .where('status', 'in', ['pending', 'admin_action_require'])
    .executeTakeFirst();
  const sof = num(waiting?.sof);
  if (sof > 0) {
    const first = waiting?.sof_first ?? null;
    alerts.push({
      id: 'transaction.source_of_funds_missing', type: 'transaction.source_of_funds_missing', level: 'warning',
      title: 'Source of funds missing', message: `${plural(sof, 'pending payment is', 'pending payments are')} waiting for the source of funds.`,
      count: sof, entity: first === null ? null : { type: 'transaction', id: Number(first) }, link: '/manager/transactions/pending_transactions',
    });
  }
  const approval = num(waiting?.approval);
  if (approval > 0) {
    alerts.push({
      id: 'transaction.admin_action_require', type: 'transaction.admin_action_require', level: 'info',
      title: 'Payments awaiting approval', message: `${plural(approval, 'payment is', 'payments are')} awaiting external payment approval.`,
      count: approval, entity: null, link: '/manager/transactions/pending_transactions',
    });
  }

  const compliance = await db
    .selectFrom('compliance_trackings')
    .select([
      sql<string | number>`coalesce(sum(case when status = 'declined' then 1 else 0 end), 0)`.as('declined'),
      sql<string | number>`coalesce(sum(case when status in ('draft', 'open') then 1 else 0 end), 0)`.as('missing'),
    ])
    .where('company_id', '=', company.id)
    .executeTakeFirst();
  const declined = num(compliance?.declined);
  if (declined > 0) {
    alerts.push({
      id: 'compliance_tracking.documents_rejected', type: 'compliance_tracking.documents_rejected', level: 'error',
      title: 'Documents rejected', message: `${plural(declined, 'compliance check has', 'compliance checks have')} rejected documents. Please upload new ones.`,
      count: declined, entity: null, link: '/manager/compliance-trackings',
    });
  }
  const missing = num(compliance?.missing);
  if (missing > 0) {
    alerts.push({
      id: 'compliance_tracking.documents_missing', type: 'compliance_tracking.documents_missing', level: 'warning',
      title: 'Documents missing', message: `${plural(missing, 'compliance check is', 'compliance checks are')} waiting for documents.`,
      count: missing, entity: null, link: '/manager/compliance-trackings',
    });
  }
  if (user.compliance_required === 1) {
    alerts.push({
      id: `compliance_tracking.required:${user.id}`, type: 'compliance_tracking.required', level: 'warning',
      title: 'Verification required', message: 'Please complete your identity verification.',
      count: 1, entity: { type: 'user', id: user.id }, link: '/profile/compliance-trackings',
    });
  }
  if (company.payment_service_status === 'ONBOARDING_START' || company.payment_service_status === 'ONBOARDING_IN_PROGRESS') {
    alerts.push({
      id: `company.onboarding:${company.id}`, type: 'company.onboarding', level: 'info',
      title: 'Onboarding in progress', message: 'The onboarding of your company with the payment service is in progress.',
      count: 1, entity: { type: 'company', id: company.id }, link: null,
    });
  }

  return alerts.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
};

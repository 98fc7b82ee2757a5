/**
 * Alerts of the manager dashboard, computed from the data on every call (nothing stored):
 * - bank_account.negative_balance (error): available balance (balance − reserved) below zero;
 * - bank_account.low_balance (warning): a fiat account in use whose available balance is under
 *   LOW_BALANCE_UNITS (the spec's default payment amount, 100);
 * - transaction.source_of_funds_missing (warning): withdrawals and imports waiting without the source of
 *   funds the bank needs for them (sourceOfFundsRule.ts: from 10,000 EUR);
 * - transaction.admin_action_require (info): payments waiting for the external payment approval;
 * - compliance_tracking.documents_rejected (error) and .documents_missing (warning): the company's trackings
 *   declined, or still draft/open;
 * - compliance_tracking.required (warning): the signed-in user must complete their own compliance;
 * - company.onboarding (info): a payment-service onboarding is under way.
 * Order: errors, warnings, information.
 */
import type { Kysely } from 'kysely';
import type { AppContext, CompanyRow, UserRow } from '../../context';
import type { Database } from '../../db/schema';
import { minor } from '../../db/values';
import { formatMinor, pow10 } from '../../ledger/money';
import { companyAccounts } from '../bankAccounts/queries';
import { companyTrackings, countByStatus } from '../compliance/queries';
import { accountHasMoved, waitingPayments } from '../transactions/lookups';
import { needingSourceOfFunds } from '../transactions/sourceOfFundsRule';

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

export const companyAlerts = async (ctx: AppContext, company: CompanyRow, user: UserRow): Promise<Alert[]> => {
  const { db } = ctx;
  const alerts: Alert[] = [];

  // Accounts: a handful per company; whether a low one has ever moved money is asked only of those.
  const accounts = await companyAccounts(db, company.id);
  for (const a of accounts) {
    const available = minor(a.balance) - minor(a.reserved);
    const text = `${formatMinor(available, a.sub_unit)} ${a.currency}`;
    if (available < 0n) {
      alerts.push({
        id: `bank_account.negative_balance:${a.id}`, type: 'bank_account.negative_balance', level: 'error',
        title: 'Negative balance', message: `The available balance of ${a.name} is ${text}. Please top up the account.`,
        count: 1, entity: { type: 'bank_account', id: a.id }, link: '/manager/accounts',
      });
    } else if (a.currency_type === 'fiat' && available < LOW_BALANCE_UNITS * pow10(a.sub_unit) && (await accountHasMoved(db, a.id))) {
      alerts.push({
        id: `bank_account.low_balance:${a.id}`, type: 'bank_account.low_balance', level: 'warning',
        title: 'Low balance', message: `The available balance of ${a.name} is ${text}.`,
        count: 1, entity: { type: 'bank_account', id: a.id }, link: '/manager/accounts',
      });
    }
  }

  const waiting = await waitingPayments(db, company.id);
  const needing = await needingSourceOfFunds(ctx, waiting.withoutSourceOfFunds);
  const sof = needing.length;
  if (sof > 0) {
    const first = needing[0]?.id ?? null;
    alerts.push({
      id: 'transaction.source_of_funds_missing', type: 'transaction.source_of_funds_missing', level: 'warning',
      title: 'Source of funds missing', message: `${plural(sof, 'pending payment is', 'pending payments are')} waiting for the source of funds.`,
      count: sof, entity: first === null ? null : { type: 'transaction', id: first }, link: '/manager/transactions/pending_transactions',
    });
  }
  const approval = waiting.awaitingApproval;
  if (approval > 0) {
    alerts.push({
      id: 'transaction.admin_action_require', type: 'transaction.admin_action_require', level: 'info',
      title: 'Payments awaiting approval', message: `${plural(approval, 'payment is', 'payments are')} awaiting external payment approval.`,
      count: approval, entity: null, link: '/manager/transactions/pending_transactions',
    });
  }

  const compliance = await countByStatus(companyTrackings(db, company.id));
  const declined = compliance.declined ?? 0;
  if (declined > 0) {
    alerts.push({
      id: 'compliance_tracking.documents_rejected', type: 'compliance_tracking.documents_rejected', level: 'error',
      title: 'Documents rejected', message: `${plural(declined, 'compliance check has', 'compliance checks have')} rejected documents. Please upload new ones.`,
      count: declined, entity: null, link: '/manager/compliance-trackings',
    });
  }
  const missing = (compliance.draft ?? 0) + (compliance.open ?? 0);
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

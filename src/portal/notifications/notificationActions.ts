import { standingOrderPath } from '../schedules/schedulePaths';
import type { Notification } from '../../contract/entities';
import { pspDepositPath } from '../psp/pspTypes';

/** The popup buttons of document 2 section 8, by notification type. */
export type NotificationAction =
  | { kind: 'fix'; to: string }
  | { kind: 'show'; to: string }
  | { kind: 'source_of_funds'; to: string }
  | { kind: 'download'; reportId: number; filename: string | null }
  | { kind: 'upload'; to: string }
  | { kind: 'rejected' }
  | { kind: 'psp_deposit'; to: string };

export const COMPLIANCE_LIST_PATH = '/manager/compliance-trackings';
const transactionPath = (id: number) => `/manager/transactions/${id}`;

/**
 * What only the manager role can follow (document 1 section 6): a transaction's detail (fix, source of
 * funds), a payment form (PSP deposit) and uploading compliance files. A reader keeps what it may see.
 */
const MANAGER_ONLY: ReadonlySet<NotificationAction['kind']> = new Set(['fix', 'show', 'source_of_funds', 'psp_deposit', 'upload']);

/**
 * What a notification offers: fix/set-source on its transaction, download its report, upload files for
 * compliance. A manager-reader gets no button that leads where it may not go (the transaction detail
 * would send it back to the dashboard).
 */
export const notificationActions = (n: Pick<Notification, 'type' | 'notificationable'>, role?: string | null): NotificationAction[] => {
  const all = actionsOf(n);
  return role === 'manager-reader' ? all.filter((a) => !MANAGER_ONLY.has(a.kind)) : all;
};

const actionsOf = (n: Pick<Notification, 'type' | 'notificationable'>): NotificationAction[] => {
  const target = n.notificationable;
  switch (n.type) {
    case 'report.generated':
      return target?.actions.is_downloadable ? [{ kind: 'download', reportId: target.id, filename: target.filename }] : [];
    case 'transaction.rejected':
      // Nothing to fix: the payment, its status and the bank's reason are on its page (issue 43).
      return target ? [{ kind: 'show', to: transactionPath(target.id) }] : [];
    case 'approval.requested':
    case 'approval.updated':
      // A payment held for the company's approvers (issue 40): its page, where a manager decides on it (the inbox without one).
      return [{ kind: 'show', to: target ? `/manager/approvals/${target.id}` : '/manager/approvals' }];
    case 'schedule.run_refused':
      // A standing order's payment was refused (issue 40): the order, with its runs and why, to resume or change it.
      return target ? [{ kind: 'show', to: standingOrderPath(target.id) }] : [];
    case 'transaction.source_of_funds_missing':
      return target ? [{ kind: 'source_of_funds', to: transactionPath(target.id) }] : [];
    case 'compliance_tracking.documents_rejected':
      return [{ kind: 'rejected' }, { kind: 'upload', to: COMPLIANCE_LIST_PATH }];
    case 'transaction.flexpsp_create_withdraw':
      // The PSP asks for a deposit: the withdrawal form opens on its payment (fx shortcut).
      return target?.external_id ? [{ kind: 'psp_deposit', to: pspDepositPath(target.external_id) }] : [];
    case 'compliance_tracking.documents_missing':
      return [{ kind: 'upload', to: COMPLIANCE_LIST_PATH }];
    default:
      // negative balance, affiliate owner funds, payment-service withdrawals: the warning goes to the transaction.
      return target?.service === 'transaction' ? [{ kind: 'fix', to: transactionPath(target.id) }] : [];
  }
};

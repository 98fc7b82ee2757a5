import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../src/contract/entities';
import type { NotificationType } from '../../../../src/contract/enums';
import { canLoadNotifications } from '../../../../src/portal/notifications/canLoadNotifications';
import { notificationActions } from '../../../../src/portal/notifications/notificationActions';
import { scenarios } from '../shell/fixtures';

const target = (service: string, id = 42, downloadable = false): Notification['notificationable'] => ({
  id, service, compliable_type: null, compliable_id: null, filename: downloadable ? 'report.csv' : null, actions: { is_downloadable: downloadable },
});

describe('notification popup buttons (document 2 section 8)', () => {
  const cases: [NotificationType, Notification['notificationable'], ReturnType<typeof notificationActions>][] = [
    ['report.generated', target('report', 7, true), [{ kind: 'download', reportId: 7, filename: 'report.csv' }]],
    ['report.generated', target('report', 7, false), []],
    ['transaction.source_of_funds_missing', target('transaction'), [{ kind: 'source_of_funds', to: '/manager/transactions/42' }]],
    ['bank_account.negative_balance', target('transaction'), [{ kind: 'fix', to: '/manager/transactions/42' }]],
    ['transaction.funds_for_affiliate_owner', target('transaction', 5), [{ kind: 'fix', to: '/manager/transactions/5' }]],
    ['bank_account.negative_balance', null, []],
    // A payment the bank rejected: nothing to fix, its page shows the status and the reason (issue 43).
    ['transaction.rejected', target('transaction', 9), [{ kind: 'show', to: '/manager/transactions/9' }]],
    // A payment held for approval (issue 40): its page, where a manager decides on it.
    ['approval.requested', target('approval', 12), [{ kind: 'show', to: '/manager/approvals/12' }]],
    ['approval.updated', null, [{ kind: 'show', to: '/manager/approvals' }]],
    ['compliance_tracking.documents_missing', null, [{ kind: 'upload', to: '/manager/compliance-trackings' }]],
    ['compliance_tracking.documents_rejected', null, [{ kind: 'rejected' }, { kind: 'upload', to: '/manager/compliance-trackings' }]],
  ];
  it.each(cases)('%s → buttons', (type, notificationable, expected) => {
    expect(notificationActions({ type, notificationable })).toEqual(expected);
    expect(notificationActions({ type, notificationable }, 'manager')).toEqual(expected);
  });
  // Document 1 section 6: the transaction detail, payment forms and uploads are the manager role's.
  it.each(cases)('%s → a manager-reader keeps only what it may see', (type, notificationable, expected) => {
    expect(notificationActions({ type, notificationable }, 'manager-reader')).toEqual(expected.filter((a) => a.kind === 'download' || a.kind === 'rejected'));
  });
  it('a reader still downloads its report and sees a rejection', () => {
    expect(notificationActions({ type: 'report.generated', notificationable: target('report', 7, true) }, 'manager-reader')).toEqual([{ kind: 'download', reportId: 7, filename: 'report.csv' }]);
    expect(notificationActions({ type: 'compliance_tracking.documents_rejected', notificationable: null }, 'manager-reader')).toEqual([{ kind: 'rejected' }]);
  });
});

describe('who loads notifications (document 1 section 5)', () => {
  it('managers and readers with two-factor, individuals, never admins, disabled companies or no two-factor', () => {
    expect(canLoadNotifications(scenarios.manager)).toBe(true);
    expect(canLoadNotifications(scenarios.reader)).toBe(true);
    expect(canLoadNotifications({ ...scenarios.manager, twoFactor: false, individual: true })).toBe(true);
    expect(canLoadNotifications({ ...scenarios.manager, twoFactor: false })).toBe(false);
    expect(canLoadNotifications({ ...scenarios.manager, companyEnabled: false })).toBe(false);
    expect(canLoadNotifications(scenarios.admin)).toBe(false);
    expect(canLoadNotifications(scenarios.signedOut)).toBe(false);
  });
});

/** Messages of the approvals inbox and the approval rules (issue 40) in English. */
export default {
  approvals: {
    title: 'Approvals',
    empty: 'No payment is waiting for approval.',
    selected: '%{smart_count} payment |||| %{smart_count} payments',
    approve: 'Approve (%{smart_count})',
    reject: 'Reject (%{smart_count})',
    approve_title: 'Approve payments',
    reject_title: 'Reject payments',
    approve_confirm: 'Approve the selected payment? |||| Approve the %{smart_count} selected payments?',
    reject_confirm: 'Reject the selected payment? What was held is released. |||| Reject the %{smart_count} selected payments? What was held is released.',
    reason: 'Reason',
    approved: 'Approval recorded. |||| %{smart_count} approvals recorded.',
    rejected: 'Payment rejected. |||| %{smart_count} payments rejected.',
    statuses: {
      awaiting: 'Awaiting approval',
      approved: 'Approved',
      rejected: 'Rejected',
      expired: 'Expired',
      withdrawn: 'Withdrawn',
    },
    rules: {
      title: 'Approval rules',
      create: 'Add a rule',
      edit: 'Approval rule',
      save: 'Save',
      back: 'Back to the rules',
      empty: 'No approval rule: payments go out with one manager’s code.',
      every_currency: 'Every currency (value in EUR)',
      currency_help: 'A rule for every currency compares the payment’s value in EUR.',
      threshold_help: 'Payments of this amount or more need approval.',
      one: '1 approval from another manager',
      two: '2 approvals from other managers',
      bases: {
        total: 'Import: the batch’s total',
        largest_row: 'Import: the largest row',
      },
      created: 'Approval rule added.',
      updated: 'Approval rule changed.',
      deleted: 'Approval rule removed.',
      delete: 'Remove rule',
      delete_title: 'Remove the approval rule',
      delete_confirm: 'Remove the rule from %{name}? Payments it already holds still wait for their approvals.',
      not_found: 'This approval rule does not exist.',
    },
    show_title: 'Held payment',
    show: {
      rule: 'Rule',
      rule_text: 'from %{threshold}: %{approvals}',
      decided_by: 'Decided by',
      not_yours: 'You asked for this payment or approved it already: another manager decides.',
      open_payment: 'Open the payment',
      back: 'Back to the approvals',
      not_found: 'This held payment does not exist.',
    },
    settings: {
      title: 'Expiry',
      expiry_days: 'Days to approve',
      expiry_help: 'A held payment not approved within this many days expires and is released.',
      save: 'Save',
      saved: 'Approval settings saved.',
    },
  },
};

/** The fields of the approvals resource. */
export const approvalFields = {
  reference: 'Reference',
  type: 'Type',
  beneficiary: 'Payee',
  requested_by: 'Asked by',
  requested_at: 'Asked at',
  total: 'Grand total',
  approvals: 'Approvals',
  expires_at: 'Expires',
  status: 'Status',
  reason: 'Reason',
  currency: 'Currency',
};

/** The fields of the approval-rules resource. */
export const approvalRuleFields = {
  currency: 'Currency',
  threshold: 'From amount',
  approvals_required: 'Approvals needed',
  import_basis: 'Import batches measured by',
  actions: 'Actions',
};

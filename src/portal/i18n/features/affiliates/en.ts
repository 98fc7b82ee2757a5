/** Messages of the affiliates' and white-labeled companies' pages in English. */
export default {
  affiliates: {
    search: 'Search companies',
    companies: { affiliates: 'Affiliated companies', 'white-labeled': 'White-labeled companies' },
    all: { affiliates: 'All affiliated companies', 'white-labeled': 'All white-labeled companies' },
    empty: { affiliates: 'No affiliated companies yet.', 'white-labeled': 'No white-labeled companies yet.' },
    accounts: 'Accounts',
    no_accounts: 'No accounts',
    available: 'Available: %{amount}',
    balance_line: '%{balance} (%{smart_count} account) |||| %{balance} (%{smart_count} accounts)',
    disabled: 'Not enabled',
    columns: { name: 'Company', balances: 'Balances', id: 'ID', enabled: 'Enabled', country: 'Country', created_at: 'Created' },
    compliance: {
      status: 'Status',
      category: 'Category',
      any: 'Any',
      search: 'Search trackings', from_date: 'Created from', to_date: 'Created until',
      empty: 'No compliance trackings found.',
      columns: { created_at: 'Created', company: 'Company', category: 'Category', status: 'Status', step: 'Step', subject: 'Subject', files: 'Documents' },
      statuses: { draft: 'Draft', open: 'Open', verified: 'Verified', submitted: 'Submitted', declined: 'Declined', not_found: 'Not found' },
      categories: {
        REGISTRATION: 'Registration', TRANSACTION: 'Transaction', TRANSACTION_RECALL: 'Transaction recall', AFFILIATE_TRANSFER: 'Affiliate transfer', UNCATEGORIZED: 'Uncategorized',
      },
      steps: { files: 'Documents', form: 'Form', video: 'Video', final: 'Final' },
      subjects: { transaction: 'Transaction', user: 'User', lead: 'Lead', company: 'Company' },
    },
  },
};

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
    displayed: '%{from}–%{to} of %{count}',
  },
};

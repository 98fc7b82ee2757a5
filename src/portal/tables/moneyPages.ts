import { lazyPage } from '../frame/lazyPage';

/** The money pages of issue 5, each loaded on first visit; the route tables point at them. */
export const moneyPages = {
  accounts: lazyPage(() => import('../accounts/AccountsPage'), 'AccountsPage'),
  transactionList: lazyPage(() => import('../transactions/TransactionListPage'), 'TransactionListPage'),
  transactionShow: lazyPage(() => import('../transactions/TransactionShow'), 'TransactionShow'),
  beneficiaryList: lazyPage(() => import('../beneficiaries/BeneficiaryList'), 'BeneficiaryList'),
  beneficiaryCreate: lazyPage(() => import('../beneficiaries/BeneficiaryCreate'), 'BeneficiaryCreate'),
  beneficiaryEdit: lazyPage(() => import('../beneficiaries/BeneficiaryEdit'), 'BeneficiaryEdit'),
  adminTransactionList: lazyPage(() => import('../adminTransactions/AdminTransactionList'), 'AdminTransactionList'),
  adminTransactionHistory: lazyPage(() => import('../adminTransactions/TransactionHistoryPage'), 'TransactionHistoryPage'),
  topUp: lazyPage(() => import('../adminTransactions/TopUpPage'), 'TopUpPage'),
  checkHistory: lazyPage(() => import('../adminTransactions/CheckHistoryPage'), 'CheckHistoryPage'),
  adminBankAccounts: lazyPage(() => import('../bankAccounts/AdminBankAccountList'), 'AdminBankAccountList'),
  adminAgents: lazyPage(() => import('../beneficiaries/AdminAgentList'), 'AdminAgentList'),
  integrityChecks: lazyPage(() => import('../bankAccounts/IntegrityCheckList'), 'IntegrityCheckList'),
};

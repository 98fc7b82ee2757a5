import type { KontorResource } from '../frame/kontorResource';
import bankAccounts from './bank-accounts';
import transactions from './transactions';
import transactionAgents from './transaction-agents';
import notifications from './notifications';
import tickets from './tickets';
import reports from './reports';
import imports from './imports';
import complianceTrackings from './compliance-trackings';
import cryptoWallets from './crypto-wallets';
import affiliates from './affiliates';
import affiliateTransactions from './affiliate-transactions';
import affiliateComplianceTrackings from './affiliate-compliance-trackings';
import whiteLabeled from './white-labeled';
import whiteLabeledTransactions from './white-labeled-transactions';
import whiteLabeledComplianceTrackings from './white-labeled-compliance-trackings';
import products from './products';
import announcements from './announcements';
import activities from './activities';
import adminTransactions from './admin-transactions';
import users from './users';
import companies from './companies';
import companyEmployees from './company-employees';
import whiteLabel from './white-label';
import adminWhiteLabel from './admin-white-label';
import whiteLabelDocuments from './white-label-documents';
import adminWhiteLabelDocuments from './admin-white-label-documents';
import adminBankAccounts from './admin-bank-accounts';
import adminTransactionAgents from './admin-transaction-agents';
import adminCheckRecords from './admin-check-records';
import integrityChecks from './integrity-checks';
import adminAnnouncements from './admin-announcements';
import authCheckpoints from './auth-checkpoints';
import activityLogs from './activity-logs';
import kycFileArchives from './kyc-file-archives';
import timeline from './timeline';
import timelineEntities from './timeline-entities';
import pspAccounts from './psp-accounts';
import settings from './settings';

/** Every resource of the portal, registered as a react-admin <Resource> in App.tsx. */
export const resources: readonly KontorResource[] = [
  bankAccounts,
  transactions,
  transactionAgents,
  notifications,
  tickets,
  reports,
  imports,
  complianceTrackings,
  cryptoWallets,
  affiliates,
  affiliateTransactions,
  affiliateComplianceTrackings,
  whiteLabeled,
  whiteLabeledTransactions,
  whiteLabeledComplianceTrackings,
  products,
  announcements,
  activities,
  adminTransactions,
  users,
  companies,
  companyEmployees,
  whiteLabel,
  adminWhiteLabel,
  whiteLabelDocuments,
  adminWhiteLabelDocuments,
  adminBankAccounts,
  adminTransactionAgents,
  adminCheckRecords,
  integrityChecks,
  adminAnnouncements,
  authCheckpoints,
  activityLogs,
  kycFileArchives,
  timeline,
  timelineEntities,
  pspAccounts,
  settings,
];

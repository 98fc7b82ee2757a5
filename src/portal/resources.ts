import type { KontorResource } from './frame/kontorResource';
import { bankAccounts } from './accounts';
import { activities, activityLogs } from './activityLogs';
import { adminCheckRecords, adminTransactions } from './adminTransactions';
import { affiliateComplianceTrackings, affiliates, affiliateTransactions, whiteLabeled, whiteLabeledComplianceTrackings, whiteLabeledTransactions } from './affiliates';
import { adminAnnouncements, announcements } from './announcements';
import { approvalRules, approvals } from './approvals';
import { standingOrders } from './schedules';
import { paymentTemplates } from './templates';
import { authCheckpoints } from './authCheckpoints';
import { adminBankAccounts, integrityChecks } from './bankAccounts';
import { adminTransactionAgents, transactionAgents } from './beneficiaries';
import { companies, companyEmployees } from './companies';
import { complianceTrackings, kycFileArchives } from './compliance';
import { apiKeys, apiPayments, scheduledStatements, statementSchedules, webhookDeliveries, webhooks } from './connect';
import { cryptoWallets } from './crypto';
import { imports } from './imports';
import { notifications } from './notifications';
import { products } from './products';
import { pspAccounts } from './psp';
import { reports } from './reports';
import { settings } from './settings';
import { tickets } from './tickets';
import { timeline, timelineEntities } from './timeline';
import { transactions } from './transactions';
import { users } from './users';
import { adminWhiteLabel, adminWhiteLabelDocuments, whiteLabel, whiteLabelDocuments } from './whiteLabel';

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
  approvals,
  approvalRules,
  apiKeys,
  webhooks,
  webhookDeliveries,
  apiPayments,
  statementSchedules,
  scheduledStatements,
  standingOrders,
  paymentTemplates,
];

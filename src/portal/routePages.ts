import type { ComponentType } from 'react';
import { activities, activityLogs } from './activityLogs';
import { adminCheckRecords, adminTransactions } from './adminTransactions';
import { affiliateComplianceTrackings, affiliateTransactions, whiteLabeledComplianceTrackings, whiteLabeledTransactions } from './affiliates';
import { adminAnnouncements } from './announcements';
import { HomeRedirect } from './auth/HomeRedirect';
import { LoginPage } from './auth/LoginPage';
import { authCheckpoints } from './authCheckpoints';
import { adminBankAccounts, integrityChecks } from './bankAccounts';
import { approvalRules, approvals } from './approvals';
import { standingOrders } from './schedules';
import { paymentTemplates } from './templates';
import { adminTransactionAgents, transactionAgents } from './beneficiaries';
import { bankAccounts } from './accounts';
import { companies } from './companies';
import { complianceTrackings, kycFileArchives } from './compliance';
import { apiKeys, apiPayments, statementSchedules, webhooks } from './connect';
import { lazyPage } from './frame/lazyPage';
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

// Pages of no resource, each loaded on first visit (a resource's pages load likewise, from its folder).
const ProfilePage = lazyPage(() => import('./profile/ProfilePage'), 'ProfilePage');
/** The first signed-in pages: fetched while the person signs in (App.tsx registers them for auth/warmUpSignedIn). */
export const dashboardPages = {
  admin: lazyPage(() => import('./dashboard/AdminDashboard'), 'AdminDashboard'),
  manager: lazyPage(() => import('./dashboard/ManagerDashboard'), 'ManagerDashboard'),
};

/**
 * The page of every route of the route table (routes/), by route name: the one place where a route
 * meets its page. A resource's pages come from its folder's index (users.list); the others are
 * loaded here. The sign-in form and the home redirect come with the first download.
 */
export const routePages: Readonly<Record<string, ComponentType>> = {
  // Visitors, sign-ins and the pages outside the layout.
  home: HomeRedirect,
  login: LoginPage,
  registration: lazyPage(() => import('./pages/RegistrationPage'), 'RegistrationPage'),
  'forgot-password': lazyPage(() => import('./pages/ForgotPasswordPage'), 'ForgotPasswordPage'),
  'reset-password': lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage'),
  'approve-email': lazyPage(() => import('./pages/ApproveEmailPage'), 'ApproveEmailPage'),
  'not-found': lazyPage(() => import('./errors/NotFoundPage'), 'NotFoundPage'),
  'rocket-chat.auth': lazyPage(() => import('./signIns/RocketChatAuthPage'), 'RocketChatAuthPage'),
  purchase: lazyPage(() => import('./products/PurchasePage'), 'PurchasePage'),
  'device-sign-in.approve': lazyPage(() => import('./deviceSignIn/DeviceApprovalPage'), 'DeviceApprovalPage'),
  legacy: lazyPage(() => import('./signIns/LegacySignInPage'), 'LegacySignInPage'),
  'psp.auth': lazyPage(() => import('./signIns/PspSignInPage'), 'PspSignInPage'),
  'portals.auth': lazyPage(() => import('./signIns/PortalSignInPage'), 'PortalSignInPage'),
  'iframe.company-profile': lazyPage(() => import('./signIns/IframeCompanyProfilePage'), 'IframeCompanyProfilePage'),

  // The admin area.
  'admin.dashboard': dashboardPages.admin,
  'admin.profile': ProfilePage,
  'admin.settings': settings.edit,
  'admin.transactions': adminTransactions.list,
  'admin.transactions.history': adminTransactions.show,
  'admin.transactions.credit': lazyPage(() => import('./adminTransactions/TopUpPage'), 'TopUpPage'),
  'admin.transactions.check-history': adminCheckRecords.list,
  'admin.timelines': timelineEntities.list,
  'admin.timelines.show': timeline.show,
  'admin.auth-checkpoints': authCheckpoints.list,
  'admin.white-label': adminWhiteLabel.edit,
  'admin.white-label.documents': adminWhiteLabelDocuments.list,
  'admin.kyc-file-archives': kycFileArchives.list,
  'admin.announcements': adminAnnouncements.list,
  'admin.announcements.create': adminAnnouncements.create,
  'admin.announcements.show': adminAnnouncements.edit,
  'admin.activity-logs': activityLogs.list,
  'admin.bank-accounts': adminBankAccounts.list,
  'admin.transaction-agents': adminTransactionAgents.list,
  'admin.bank-accounts.integrity': integrityChecks.list,
  'admin.system': lazyPage(() => import('./system/SystemPage'), 'SystemPage'),
  'admin.users': users.list,
  'admin.users.show': users.show,
  'admin.users.edit': users.edit,
  'admin.companies': companies.list,
  'admin.companies.show': companies.show,

  // The manager area.
  'manager.dashboard': dashboardPages.manager,
  'manager.profile': ProfilePage,
  'manager.mobile-menu': lazyPage(() => import('./layout/MobileMenuPage'), 'MobileMenuPage'),
  'manager.accounts': bankAccounts.list,
  'manager.white-label': whiteLabel.edit,
  'manager.white-label.documents': whiteLabelDocuments.list,
  'manager.portal-services': lazyPage(() => import('./portals/PortalServicePage'), 'PortalServicePage'),
  'manager.psp-portal': lazyPage(() => import('./psp/PspPortalPage'), 'PspPortalPage'),
  'manager.psp-portal.accounts': pspAccounts.list,
  'manager.psp-portal.sign-up': lazyPage(() => import('./psp/PspSignUpPage'), 'PspSignUpPage'),
  'manager.psp-portal.integration': lazyPage(() => import('./psp/PspIntegrationPage'), 'PspIntegrationPage'),
  'manager.affiliates.compliance-trackings': affiliateComplianceTrackings.list,
  'manager.affiliates.transactions': affiliateTransactions.list,
  'manager.white-labeled.compliance-trackings': whiteLabeledComplianceTrackings.list,
  'manager.white-labeled.transactions': whiteLabeledTransactions.list,
  'manager.send-funds-affiliate': lazyPage(() => import('./sendFunds/SendFundsPage'), 'SendFundsPage'),
  'manager.products': products.list,
  'manager.products.create': products.create,
  'manager.products.edit': products.edit,
  'manager.compliance-trackings': complianceTrackings.list,
  'manager.compliance-trackings.entity': complianceTrackings.show,
  'manager.reports': reports.list,
  'manager.notifications': notifications.list,
  'manager.activities': activities.list,
  'manager.support.tickets': tickets.list,
  'manager.support.tickets.show': tickets.show,
  'manager.api-keys': apiKeys.list,
  'manager.api-keys.create': apiKeys.create,
  'manager.webhooks': webhooks.list,
  'manager.webhooks.create': webhooks.create,
  'manager.webhooks.show': webhooks.show,
  'manager.api-payments': apiPayments.list,
  'manager.statement-schedules': statementSchedules.list,
  'manager.statement-schedules.create': statementSchedules.create,
  'profile.verifications': lazyPage(() => import('./compliance/VerificationPage'), 'VerificationPage'),

  // The manager's money.
  'manager.transactions': transactions.list,
  'manager.transactions.show': transactions.show,
  'manager.payments.withdrawal': lazyPage(() => import('./payments/WithdrawalPage'), 'WithdrawalPage'),
  'manager.payments.transfer': lazyPage(() => import('./payments/TransferPage'), 'TransferPage'),
  'manager.payments.exchange': lazyPage(() => import('./payments/ExchangePage'), 'ExchangePage'),
  'manager.payments.convert': lazyPage(() => import('./payments/ConvertPage'), 'ConvertPage'),
  'manager.payments.import': imports.create,
  'manager.imports': imports.list,
  'manager.imports.show': imports.show,
  'manager.transaction-agents': transactionAgents.list,
  'manager.transaction-agents.create': transactionAgents.create,
  'manager.transaction-agents.edit': transactionAgents.edit,
  'manager.approvals': approvals.list,
  'manager.approvals.show': approvals.show,
  'manager.approval-rules': approvalRules.list,
  'manager.approval-rules.create': approvalRules.create,
  'manager.approval-rules.edit': approvalRules.edit,
  'manager.standing-orders': standingOrders.list,
  'manager.standing-orders.show': standingOrders.show,
  'manager.standing-orders.edit': standingOrders.edit,
  'manager.payment-templates': paymentTemplates.list,
  'manager.payment-templates.edit': paymentTemplates.edit,
  'manager.crypto.receive': lazyPage(() => import('./crypto/CryptoReceivePage'), 'CryptoReceivePage'),
  'manager.crypto.deposit': lazyPage(() => import('./crypto/CryptoDepositPage'), 'CryptoDepositPage'),
  'manager.crypto.buy': lazyPage(() => import('./crypto/CryptoBuyPage'), 'CryptoBuyPage'),
  'manager.crypto.withdraw': lazyPage(() => import('./crypto/CryptoWithdrawPage'), 'CryptoWithdrawPage'),
  'manager.crypto.sell': lazyPage(() => import('./crypto/CryptoSellPage'), 'CryptoSellPage'),
};

/** The answer types of the call table's calls (what CallResponse gives for each call name). */
import type { CallName } from './calls';
import type { Item, Paginated } from './http';
import type { CryptoReceivePreview } from './cryptoReceive';
import type {
  AccountsTransactionVolume,
  ActivitiesVolumeByType,
  ActivityLog,
  AdminActivityLog,
  AdminAgent,
  AdminCompany,
  AdminTransactionColumns,
  AdminTransactionStatistics,
  AdminUserStatistics,
  Announcement,
  Archive,
  AuthCheckpoint,
  AuthToken,
  BankAccount,
  BankAccountIntegrity,
  Beneficiary,
  ChildCompany,
  ChildComplianceTrackingPage,
  Company,
  CompanyStatistics,
  ComplianceCounts,
  ComplianceTracking,
  ComplianceTrackingPage,
  DepositWallet,
  DictionarySummary,
  Employee,
  ExchangeRate,
  GrandTotal,
  ImportJob,
  ImportPreview,
  ImportRecord,
  LoginResult,
  SignInSession,
  DeviceSignInRequest,
  DeviceSignInStarted,
  DeviceSignInStatus,
  Notification,
  OnboardingTransition,
  PaymentServiceOnboarding,
  Product,
  ProductPayment,
  AffiliateMerchantPayment,
  AffiliateOwnerAccount,
  Report,
  Setting,
  SettingsMap,
  SystemSubpageData,
  Ticket,
  TicketAttachment,
  TicketSummary,
  TicketThread,
  TimelineEntityClass,
  TimelineEntity,
  TimelineEntityView,
  TimelineEvent,
  Transaction,
  TransactionHistoryEntry,
  TransactionVolume,
  TransactionsMetadata,
  TransferMap,
  User,
  Wallet,
  WhiteLabel,
  WhiteLabelDocument,
  WhiteLabelImageUpload,
  WhiteLabelSettings,
} from './entities';

type Msg = { message: string };

/** Answer type of the calls whose answer the spec (or the project) fixes; other calls: CallResponse gives unknown. */
export type ResponseMap = {
  'auth.login': LoginResult;
  'auth.me': Item<User>;
  'auth.deviceSignIn.start': Item<DeviceSignInStarted>;
  'auth.deviceSignIn.status': Item<{ status: DeviceSignInStatus }>;
  'auth.deviceSignIn.redeem': LoginResult;
  'auth.deviceSignIn.show': Item<DeviceSignInRequest>;
  'auth.deviceSignIn.approve': Msg;
  'auth.deviceSignIn.deny': Msg;
  'auth.refresh': Item<AuthToken>;
  'auth.fromLegacy': LoginResult;
  'auth.portals': LoginResult;
  'auth.flexpsp': LoginResult;
  'auth.loginIframe': LoginResult;
  'auth.toLegacy': { url: string };
  'auth.rocketChat': { token: string; url: string };
  'profile.get': Item<User>;
  'profile.sessions': { data: SignInSession[] };
  'profile.sessionsEnd': Msg & { current: boolean };
  'dictionaries.summary': DictionarySummary;
  'rates.public': Item<ExchangeRate>;
  'whiteLabel.public': Item<WhiteLabel>;
  'manager.bankAccounts.list': Paginated<BankAccount>;
  'manager.bankAccounts.get': Item<BankAccount>;
  'manager.bankAccounts.create': Item<BankAccount>;
  'manager.bankAccounts.select': Item<BankAccount>;
  'manager.company.get': Item<Company>;
  'manager.accountsTransferMap': Item<TransferMap>;
  'manager.statistic': Item<CompanyStatistics>;
  'manager.statistic.transactionVolume': Item<TransactionVolume>;
  'manager.statistic.accountsTransactionVolume': Item<AccountsTransactionVolume>;
  'manager.whiteLabel.get': Item<WhiteLabelSettings>;
  'manager.whiteLabel.update': Item<WhiteLabelSettings>;
  'manager.whiteLabel.uploadImage': Item<WhiteLabelImageUpload>;
  'manager.whiteLabel.documents': Paginated<WhiteLabelDocument>;
  'manager.whiteLabel.documentsUpdate': Item<WhiteLabelDocument>;
  'manager.whiteLabel.documentsUploadImage': Item<WhiteLabelDocument>;
  'manager.grandTotal.calculate': Item<GrandTotal>;
  'manager.grandTotal.withdrawCrypto': Item<GrandTotal>;
  'manager.grandTotal.fiatCrypto': Item<GrandTotal>;
  'manager.transactions.grandTotal': Item<GrandTotal>;
  'manager.transactions.create': Item<Transaction>;
  'manager.transactions.import': Item<ImportPreview> | Item<ImportJob>;
  'manager.transactions.list': Paginated<Transaction>;
  'manager.transactions.metadata': Item<TransactionsMetadata>;
  'manager.transactions.items': { data: Transaction[] };
  'manager.transactions.get': Item<Transaction>;
  'manager.transactions.sourceOfFunds': Item<Transaction> & Msg;
  'manager.transactions.deny': Item<Transaction>;
  'manager.agents.list': Paginated<Beneficiary>;
  'manager.agents.get': Item<Beneficiary>;
  'manager.agents.create': Item<Beneficiary>;
  'manager.agents.update': Item<Beneficiary>;
  'manager.agents.delete': Paginated<Beneficiary>;
  'manager.crypto.withdraw': Item<Transaction>;
  'manager.crypto.walletForDeposit': Item<DepositWallet>;
  'manager.crypto.fiatCrypto': Item<Transaction>;
  'manager.crypto.cryptoFiat': Item<Transaction>;
  'manager.crypto.wallets': Paginated<Wallet>;
  'manager.crypto.walletsCreate': Item<Wallet> & Msg;
  'manager.crypto.walletsDelete': Paginated<Wallet> & Msg;
  'manager.crypto.walletForDepositGet': Item<CryptoReceivePreview>;
  'manager.crypto.deposit': Item<Transaction>;
  'manager.compliance.list': ComplianceTrackingPage;
  'manager.compliance.byEntity': { data: ComplianceTracking[] };
  'manager.compliance.counts': Item<ComplianceCounts>;
  'manager.compliance.videoUrl': { url: string };
  'manager.compliance.formUrl': { url: string };
  'manager.reports.list': Paginated<Report>;
  'manager.reports.approvedTransactions': Item<Report>;
  'manager.imports.list': Paginated<ImportRecord>;
  'manager.imports.get': Item<ImportRecord>;
  'manager.tickets.list': Paginated<TicketSummary>;
  'manager.tickets.latest': { data: TicketSummary[] };
  'manager.tickets.get': Item<Ticket>;
  'manager.tickets.create': Item<Ticket>;
  'manager.tickets.update': Item<Ticket>;
  'manager.tickets.threads': { data: TicketThread[] };
  'manager.tickets.thread': Item<TicketThread>;
  'manager.tickets.reply': Item<TicketThread>;
  'manager.tickets.attachments': { data: TicketAttachment[] };
  'manager.notifications.list': Paginated<Notification>;
  'manager.notifications.delete': Msg;
  'manager.notifications.purge': Msg;
  'manager.notifications.unread': { data: { unread: number } };
  'manager.notifications.read': { data: { unread: number } };
  'manager.activities.list': Paginated<ActivityLog>;
  'manager.announcements.list': Paginated<Announcement>;
  'manager.exchange.rates': Item<ExchangeRate>;
  'manager.exchange.ratesByCurrency': Item<ExchangeRate>;
  'manager.affiliates.list': Paginated<ChildCompany>;
  'manager.affiliates.transactions': Paginated<Transaction>;
  'manager.affiliates.complianceTrackings': ChildComplianceTrackingPage;
  'manager.affiliates.accounts': { data: BankAccount[] };
  'manager.whiteLabeled.list': Paginated<ChildCompany>;
  'manager.whiteLabeled.transactions': Paginated<Transaction>;
  'manager.whiteLabeled.complianceTrackings': ChildComplianceTrackingPage;
  'manager.whiteLabeled.accounts': { data: BankAccount[] };
  'manager.products.list': Paginated<Product>;
  'manager.products.get': Item<Product>;
  'manager.products.create': Item<Product>;
  'manager.products.update': Item<Product>;
  'manager.portals.signIn': { url: string };
  'manager.portals.signUpCompany': { token: AuthToken; user: User };
  'manager.portals.signUpEmployee': { token: AuthToken; user: User };
  'manager.portals.remoteAccounts': { data: import('./portals').RemoteAccount[] };
  'externals.service': Item<import('./portals').PortalServiceAccount>;
  'manager.portals.autoTransfer': Item<import('./portals').PortalAutoTransfer>;
  'admin.portalSandbox.list': { data: import('./portals').PortalSandboxControl[] };
  'admin.portalSandbox.update': Item<import('./portals').PortalSandboxControl>;
  'products.public': Item<Product>;
  'products.wallet': Item<DepositWallet>;
  'products.payment': Item<ProductPayment>;
  'affiliateMerchantPayment.get': Item<AffiliateMerchantPayment>;
  'manager.affiliates.ownerAccounts': { data: AffiliateOwnerAccount[] };
  'manager.affiliates.sendFunds': Item<Transaction>;
  'admin.transactions.list': Paginated<Transaction>;
  'admin.transactions.get': Item<Transaction>;
  'admin.transactions.history': { data: TransactionHistoryEntry[] };
  'admin.transactions.approveApiPayments': { data: Transaction[]; message: string };
  'admin.transactions.statistic': Item<AdminTransactionStatistics>;
  'admin.transactions.columns': Item<AdminTransactionColumns>;
  'admin.transactions.credit': Item<Transaction>;
  'admin.users.statistic': Item<AdminUserStatistics>;
  'admin.users.list': Paginated<User>;
  'admin.users.get': Item<User>;
  'admin.users.update': Item<User>;
  'admin.users.loginAs': LoginResult;
  'admin.companies.list': Paginated<AdminCompany>;
  'admin.companies.get': Item<AdminCompany>;
  'admin.companies.update': Item<AdminCompany>;
  'admin.companies.byZohoId': Item<AdminCompany>;
  'admin.companies.employees': Paginated<Employee>;
  'admin.companies.employeeUpdate': Item<Employee>;
  'admin.companies.paymentServices': { data: PaymentServiceOnboarding[] };
  'admin.companies.onboardingTransitions': { data: OnboardingTransition[] };
  'admin.companies.transitionUpdate': Item<OnboardingTransition>;
  'admin.companies.applyNext': Item<PaymentServiceOnboarding>;
  'admin.companies.onboard': Item<PaymentServiceOnboarding>;
  'admin.bankAccounts.list': Paginated<BankAccount>;
  'admin.agents.list': Paginated<AdminAgent>;
  'admin.agents.blacklist': Item<AdminAgent>;
  'admin.integrityChecks.list': Paginated<BankAccountIntegrity>;
  'admin.bankAccounts.integrityCheck': Item<BankAccountIntegrity>;
  'admin.system.get': Item<SystemSubpageData>;
  'admin.activities.list': Paginated<AdminActivityLog>;
  'admin.activitiesVolumeByType': Item<ActivitiesVolumeByType>;
  'admin.authCheckpoints.list': Paginated<AuthCheckpoint>;
  'admin.authCheckpoints.status': Item<AuthCheckpoint>;
  'admin.announcements.list': Paginated<Announcement>;
  'admin.announcements.get': Item<Announcement>;
  'admin.announcements.create': Item<Announcement>;
  'admin.announcements.update': Item<Announcement>;
  'admin.kycFileArchives.list': Paginated<Archive>;
  'admin.kycFileArchives.create': Item<Archive>;
  'admin.compliance.review': Item<ComplianceTracking>;
  'admin.companies.compliances': Paginated<ComplianceTracking>;
  'admin.companies.employeeCompliances': Paginated<ComplianceTracking>;
  'manager.compliance.signature': Item<ComplianceTracking>;
  'manager.compliance.uploadDocument': Item<ComplianceTracking>;
  'admin.settings.get': Item<SettingsMap>;
  'admin.settings.upsert': Item<Setting>;
  'admin.timeline.entityClasses': { data: TimelineEntityClass[] };
  'admin.timeline.entities': Paginated<TimelineEntity>;
  'admin.timeline.view': Item<TimelineEntityView>;
  'admin.timeline.list': Paginated<TimelineEvent>;
  'admin.timeline.pull': { data: TimelineEvent[] };
  'admin.whiteLabel.get': Item<WhiteLabelSettings>;
  'admin.whiteLabel.update': Item<WhiteLabelSettings>;
  'admin.whiteLabel.uploadImage': Item<WhiteLabelImageUpload>;
  'admin.whiteLabel.documents': Paginated<WhiteLabelDocument>;
  'admin.whiteLabel.documentsUpdate': Item<WhiteLabelDocument>;
  'admin.whiteLabel.documentsUploadImage': Item<WhiteLabelDocument>;
};

/** The answer of a call: its ResponseMap entry, Blob for file downloads handled by the caller, unknown otherwise. */
export type CallResponse<N extends CallName> = N extends keyof ResponseMap ? ResponseMap[N] : unknown;

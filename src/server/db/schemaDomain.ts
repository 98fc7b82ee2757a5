import type {
  BankAccountsTable,
  JournalEntriesTable,
  PostingsTable,
  TransactionsTable,
  TransactionEventsTable,
  FeePlansTable,
} from './schemaDomain/ledger';
import type { TransactionAgentsTable, WalletsTable } from './schemaDomain/payees';
import type {
  ImportRowsTable,
  ImportsTable,
  JobsTable,
  ReportsTable,
  ArchivesTable,
} from './schemaDomain/jobs';
import type {
  NotificationsTable,
  TicketsTable,
  TicketThreadsTable,
  TicketAttachmentsTable,
  AnnouncementsTable,
} from './schemaDomain/support';
import type { ComplianceTrackingsTable, KycFilesTable } from './schemaDomain/compliance';
import type { WhiteLabelsTable, WhiteLabelDocumentsTable, WhiteLabelDocumentSettingsTable, WhiteLabelUploadsTable } from './schemaDomain/whiteLabel';
import type {
  AuthCheckpointsTable,
  TablePreferencesTable,
  ProductsTable,
  ProductPaymentsTable,
  SandboxChainTransfersTable,
  SandboxAdapterModesTable,
  IntegrityChecksTable,
  TimelineEventsTable,
} from './schemaDomain/admin';
import type {
  PortalAutoTransferRunsTable,
  PortalAutoTransfersTable,
  PortalLinksTable,
  PortalSandboxAccountsTable,
  PortalSandboxControlsTable,
  PortalSandboxCustomersTable,
  PortalSandboxMovementsTable,
  PortalSandboxSessionsTable,
} from './schemaDomain/portals';

export type * from './schemaDomain/ledger';
export type * from './schemaDomain/payees';
export type * from './schemaDomain/jobs';
export type * from './schemaDomain/support';
export type * from './schemaDomain/compliance';
export type * from './schemaDomain/whiteLabel';
export type * from './schemaDomain/admin';
export type * from './schemaDomain/portals';

/**
 * Tables of migration 002 (ledger, transactions, beneficiaries and the tables later features fill).
 *
 * Money columns are BIGINT minor units (read them through `minor()`); the currency's sub-unit
 * (2 for fiat, 8 for crypto) is on the bank account. Booleans are 0/1, timestamps ISO 8601 UTC text,
 * JSON is text.
 *
 * The table types live by group in ./schemaDomain/*.ts: add a new table's type to the group it
 * belongs to (or a new group file, re-exported above) and list it here.
 */
export type DomainTables = {
  bank_accounts: BankAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  transactions: TransactionsTable;
  transaction_events: TransactionEventsTable;
  transaction_agents: TransactionAgentsTable;
  fee_plans: FeePlansTable;
  wallets: WalletsTable;
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  jobs: JobsTable;
  reports: ReportsTable;
  archives: ArchivesTable;
  notifications: NotificationsTable;
  tickets: TicketsTable;
  ticket_threads: TicketThreadsTable;
  ticket_attachments: TicketAttachmentsTable;
  announcements: AnnouncementsTable;
  compliance_trackings: ComplianceTrackingsTable;
  kyc_files: KycFilesTable;
  white_labels: WhiteLabelsTable;
  white_label_documents: WhiteLabelDocumentsTable;
  white_label_document_settings: WhiteLabelDocumentSettingsTable;
  white_label_uploads: WhiteLabelUploadsTable;
  auth_checkpoints: AuthCheckpointsTable;
  table_preferences: TablePreferencesTable;
  products: ProductsTable;
  product_payments: ProductPaymentsTable;
  sandbox_chain_transfers: SandboxChainTransfersTable;
  sandbox_adapter_modes: SandboxAdapterModesTable;
  integrity_checks: IntegrityChecksTable;
  timeline_events: TimelineEventsTable;
  portal_links: PortalLinksTable;
  portal_auto_transfers: PortalAutoTransfersTable;
  portal_auto_transfer_runs: PortalAutoTransferRunsTable;
  portal_sandbox_controls: PortalSandboxControlsTable;
  portal_sandbox_customers: PortalSandboxCustomersTable;
  portal_sandbox_accounts: PortalSandboxAccountsTable;
  portal_sandbox_movements: PortalSandboxMovementsTable;
  portal_sandbox_sessions: PortalSandboxSessionsTable;
};

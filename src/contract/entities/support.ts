import type {
  ComplianceCategory,
  ComplianceStatus,
  ComplianceStep,
  ComplianceSubjectType,
  NotificationType,
  TicketPriority,
  TicketStatus,
} from '../enums';
import type { PaginationMeta } from '../http';
import type { DateTime } from './scalars';
import type { UserRef } from './users';

// ---------------------------------------------------------------- notifications, tickets, compliance

export type Notification = {
  id: number;
  title: string;
  message: string;
  type: NotificationType;
  notificationable: {
    id: number;
    service: string | null;
    compliable_type: ComplianceSubjectType | null;
    compliable_id: number | null;
    filename: string | null;
    actions: { is_downloadable: boolean };
    /** The payment-service provider's id of the record (transaction.{psp}_create_withdraw: the PSP payment id). */
    external_id?: string | null;
  } | null;
  read_at?: DateTime | null;
  created_at: DateTime;
};

export type TicketAttachment = { id: number; ticket_id: number; thread_id: number | null; filename: string; mime_type: string; size: number; created_at: DateTime };
export type TicketThread = { id: number; message: string; author: UserRef | null; is_staff: boolean; attachments: TicketAttachment[]; created_at: DateTime };
/** A ticket as lists show it (no threads or attachments, their counts instead). */
export type TicketSummary = {
  id: number;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  user: UserRef | null;
  threads_count: number;
  attachments_count: number;
  last_message_at: DateTime;
  closed_at: DateTime | null;
  created_at: DateTime;
  updated_at: DateTime;
};
export type Ticket = TicketSummary & {
  /** The company's transactions the ticket is about. */
  transaction_ids: number[];
  attachments: TicketAttachment[];
  threads: TicketThread[];
};

export type ComplianceFile = {
  id: number;
  key: string;
  name: string;
  status: ComplianceStatus;
  filename: string | null;
  is_signature_required: boolean;
  /** Set once the file is signed (a signature is asked for only where is_signature_required). */
  signed_at: DateTime | null;
  uploaded_at: DateTime | null;
  mime_type: string | null;
  size: number | null;
  /** The reviewer's note, e.g. why the document was declined. */
  note: string | null;
};
export type ComplianceTracking = {
  id: number;
  category: ComplianceCategory;
  status: ComplianceStatus;
  step: ComplianceStep;
  compliable_type: ComplianceSubjectType;
  compliable_id: number;
  company_id: number | null;
  files: ComplianceFile[];
  /** Provider verifications (form, video) the tracking asks for (docs/sign-ins-and-kyc.md); absent when none. */
  verifications?: ComplianceVerification[];
  comment: string | null;
  created_at: DateTime;
  updated_at: DateTime;
};
/** One provider verification step of a tracking: failed carries the provider's reason. */
export type ComplianceVerification = { step: 'form' | 'video'; status: 'open' | 'pending' | 'completed' | 'failed'; reason: string | null; completed_at: DateTime | null };
export type ComplianceCounts = Partial<Record<ComplianceStatus, number>> & { total: number };
/** The company list of trackings: a page, and the counts per status under the same date and search filters. */
export type ComplianceTrackingPage = { data: ComplianceTracking[]; meta: PaginationMeta; counts: ComplianceCounts };

export type KycFile = {
  id: number;
  compliance_tracking_id: number;
  key: string;
  filename: string;
  mime_type: string;
  size: number;
  status: ComplianceStatus;
  created_at: DateTime;
};

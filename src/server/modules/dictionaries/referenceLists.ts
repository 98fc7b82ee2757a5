import type { DictionaryOption } from '../../../contract/entities';
import { ACTIVITY_TYPES, type ActivityType } from '../../../contract/enums';

/**
 * Reference lists the specification names without giving their values (document 1 section 3
 * "Dictionaries"). They are the project's choice; docs/decisions.md "Money pages (issue 5)".
 */

/** ISO 20022 ExternalPurpose1Code values accepted as bcb_purpose_code (the code is the id). */
export const BCB_PURPOSE_CODES: readonly DictionaryOption[] = [
  { id: 'GDDS', name: 'Purchase or sale of goods' },
  { id: 'SCVE', name: 'Purchase or sale of services' },
  { id: 'SUPP', name: 'Supplier payment' },
  { id: 'SALA', name: 'Salary payment' },
  { id: 'BONU', name: 'Bonus payment' },
  { id: 'COMM', name: 'Commission' },
  { id: 'DIVD', name: 'Dividend' },
  { id: 'INTC', name: 'Intra-company payment' },
  { id: 'INVS', name: 'Investment and securities' },
  { id: 'LOAN', name: 'Loan' },
  { id: 'LOAR', name: 'Loan repayment' },
  { id: 'RENT', name: 'Rent' },
  { id: 'TAXS', name: 'Tax payment' },
  { id: 'FEES', name: 'Payment of fees' },
  { id: 'INSU', name: 'Insurance premium' },
  { id: 'CHAR', name: 'Charity payment' },
  { id: 'CASH', name: 'Cash management transfer' },
  { id: 'TREA', name: 'Treasury payment' },
  { id: 'OTHR', name: 'Other' },
];

/** Payment purposes of the free-market service (free_market_payment_purpose_id). */
export const FREE_MARKET_PAYMENT_PURPOSES: readonly DictionaryOption[] = [
  { id: 1, name: 'Payment for goods' },
  { id: 2, name: 'Payment for services' },
  { id: 3, name: 'Salaries and wages' },
  { id: 4, name: 'Rent and utilities' },
  { id: 5, name: 'Loan or credit repayment' },
  { id: 6, name: 'Investment' },
  { id: 7, name: 'Dividends and profit distribution' },
  { id: 8, name: 'Taxes and duties' },
  { id: 9, name: 'Transfer between own accounts' },
  { id: 10, name: 'Family support' },
  { id: 11, name: 'Donation' },
  { id: 12, name: 'Other' },
];

/** Stages a payment-service onboarding moves through, in order. */
export const ONBOARDING_STAGES: readonly DictionaryOption[] = [
  { id: 'application', name: 'Application' },
  { id: 'documents', name: 'Documents' },
  { id: 'due_diligence', name: 'Due diligence' },
  { id: 'contract', name: 'Contract' },
  { id: 'account_setup', name: 'Account set-up' },
  { id: 'live', name: 'Live' },
];

/** Roles an employee holds in the business (employee_business_role_id). */
export const EMPLOYEE_BUSINESS_ROLES: readonly DictionaryOption[] = [
  { id: 1, name: 'Director' },
  { id: 2, name: 'Shareholder' },
  { id: 3, name: 'Ultimate beneficial owner' },
  { id: 4, name: 'Authorised signatory' },
  { id: 5, name: 'Company secretary' },
  { id: 6, name: 'Employee' },
];

/** Identity and address documents a user may upload. */
export const USER_DOCUMENT_TYPES: readonly DictionaryOption[] = [
  { id: 'passport', name: 'Passport' },
  { id: 'national_id', name: 'National identity card' },
  { id: 'driving_licence', name: 'Driving licence' },
  { id: 'residence_permit', name: 'Residence permit' },
  { id: 'proof_of_address', name: 'Proof of address' },
  { id: 'selfie', name: 'Selfie with document' },
];

/** Legal forms of a company. */
export const COMPANY_CORPORATION_TYPES: readonly DictionaryOption[] = [
  { id: 'private_limited', name: 'Private limited company' },
  { id: 'public_limited', name: 'Public limited company' },
  { id: 'limited_liability_partnership', name: 'Limited liability partnership' },
  { id: 'general_partnership', name: 'General partnership' },
  { id: 'limited_partnership', name: 'Limited partnership' },
  { id: 'sole_trader', name: 'Sole trader' },
  { id: 'cooperative', name: 'Cooperative' },
  { id: 'foundation', name: 'Foundation' },
  { id: 'trust', name: 'Trust' },
  { id: 'association', name: 'Association' },
];

/** English names of the activity types (contract ACTIVITY_TYPES: every type must have one). */
const ACTIVITY_TYPE_NAMES: Record<ActivityType, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.login_blocked': 'Sign-in refused (blocked device)',
  'auth.device_sign_in_approved': 'Sign-in of another device approved',
  'auth.device_sign_in_denied': 'Sign-in of another device refused',
  'auth.device_sign_in_refused': 'Sign-in with an approval code refused',
  'auth.logout': 'Signed out',
  'auth.password_reset': 'Password reset',
  'profile.updated': 'Profile updated',
  'profile.password_changed': 'Password changed',
  'profile.avatar_changed': 'Avatar changed',
  'profile.two_factor_enabled': 'Two-factor enabled',
  'profile.two_factor_disabled': 'Two-factor disabled',
  'profile.recovery_codes_generated': 'Recovery codes generated',
  'profile.passkey_added': 'Passkey added',
  'profile.passkey_removed': 'Passkey removed',
  'admin.throttle_reset': 'Sign-in lock cleared',
  'admin.act_as': 'Acted as user',
  'admin.user_updated': 'User updated by an administrator',
  'admin.user_password_set': 'Password set by an administrator',
  'admin.user_role_changed': 'Role changed',
  'admin.user_two_factor_reset': 'Two-factor reset by an administrator',
  'admin.user_avatar_changed': 'Avatar changed by an administrator',
  'admin.user_deleted': 'User deleted',
  'admin.company_updated': 'Company updated',
  'admin.setting_updated': 'Setting changed',
  'admin.onboarding_started': 'Payment service onboarding started',
  'admin.onboarding_stage_applied': 'Payment service onboarding stage applied',
  'admin.onboarding_transition_updated': 'Onboarding transition fields updated',
  'admin.announcement_created': 'Announcement created',
  'admin.announcement_updated': 'Announcement updated',
  'admin.announcement_deleted': 'Announcement deleted',
  'admin.auth_checkpoint_status': 'Auth checkpoint status changed',
  'white_label.updated': 'White label updated',
  'white_label.image_uploaded': 'White label image uploaded',
  'white_label.document_updated': 'White label document updated',
  'white_label.document_image_uploaded': 'White label document image uploaded',
  'user.registered': 'Registered',
  'transaction.created': 'Transaction created',
  'transaction.denied': 'Transaction denied',
  'transaction.source_of_funds': 'Source of funds set',
  'import.created': 'Import created',
  'report.requested': 'Report requested',
  'ticket.created': 'Ticket opened',
  'ticket.replied': 'Ticket replied',
  'ticket.status_changed': 'Ticket status changed',
  'compliance.document_uploaded': 'Compliance document uploaded',
  'compliance.file_signed': 'Compliance file signed',
  'admin.compliance_reviewed': 'Compliance reviewed',
  'admin.kyc_archive_requested': 'KYC file archive requested',
  'beneficiary.created': 'Beneficiary created',
  'beneficiary.updated': 'Beneficiary updated',
  'beneficiary.deleted': 'Beneficiary deleted',
  'document.reference_letter': 'Reference letter issued',
  'document.wire_confirmation': 'Wire confirmation issued',
  'portal.company_signed_up': 'Company signed up at a portal service',
  'portal.employee_signed_up': 'Employee signed up at a portal service',
  'portal.auto_transfer_created': 'Portal automatic transfer created',
  'portal.auto_transfer_deleted': 'Portal automatic transfer stopped',
  'portal.withdrawal_created': 'Portal withdrawal created',
  'psp.signed_up': 'Company signed up at the PSP',
  'psp.token_revoked': 'PSP token revoked',
  'psp.account_attached': 'Account attached to the PSP',
  'upload.malware_refused': 'Upload refused: malware found',
  'psp.deposit_created': 'PSP deposit created',
  'admin.agent_blacklisted': 'Transaction agent blacklisted',
  'admin.agent_blacklist_lifted': 'Transaction agent blacklist lifted',
  'transaction.recalled': 'Deposit recalled (blacklisted sender)',
  'portal.withdrawal_reversed': 'Portal withdrawal refused and reversed',
  'approval.requested': 'Payment held for approval',
  'approval.approved': 'Held payment approved',
  'approval.rejected': 'Held payment rejected',
  'approval.expired': 'Held payment expired',
  'approval.rule_created': 'Approval rule added',
  'approval.rule_updated': 'Approval rule changed',
  'approval.rule_deleted': 'Approval rule removed',
  'approval.settings_updated': 'Approval settings changed',
  'schedule.created': 'Standing order set up',
  'schedule.updated': 'Standing order changed',
  'schedule.paused': 'Standing order paused',
  'schedule.resumed': 'Standing order resumed',
  'schedule.cancelled': 'Standing order cancelled',
  'schedule.run_made': 'Standing order payment made',
  'schedule.run_refused': 'Standing order payment refused',
  'template.created': 'Payment template saved',
  'template.updated': 'Payment template changed',
  'template.deleted': 'Payment template deleted',
};

/** Activity types the server writes to the activity log, as a dictionary. */
export const USER_ACTIVITY_TYPES: readonly DictionaryOption[] = ACTIVITY_TYPES.map((id) => ({ id, name: ACTIVITY_TYPE_NAMES[id] }));

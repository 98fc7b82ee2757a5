import type { DictionaryOption } from '../../../contract/entities';

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

/** Activity types the server writes to the activity log (modules/activityLogs, beneficiaries, documents). */
export const USER_ACTIVITY_TYPES: readonly DictionaryOption[] = [
  { id: 'auth.login', name: 'Signed in' },
  { id: 'auth.login_failed', name: 'Failed sign-in' },
  { id: 'auth.login_blocked', name: 'Sign-in refused (blocked device)' },
  { id: 'auth.logout', name: 'Signed out' },
  { id: 'auth.password_reset', name: 'Password reset' },
  { id: 'user.registered', name: 'Registered' },
  { id: 'profile.updated', name: 'Profile updated' },
  { id: 'profile.password_changed', name: 'Password changed' },
  { id: 'profile.avatar_changed', name: 'Avatar changed' },
  { id: 'profile.two_factor_enabled', name: 'Two-factor enabled' },
  { id: 'profile.two_factor_disabled', name: 'Two-factor disabled' },
  { id: 'admin.throttle_reset', name: 'Sign-in lock cleared' },
  { id: 'admin.act_as', name: 'Acted as user' },
  { id: 'admin.user_updated', name: 'User updated by an administrator' },
  { id: 'admin.user_password_set', name: 'Password set by an administrator' },
  { id: 'admin.user_role_changed', name: 'Role changed' },
  { id: 'admin.user_two_factor_reset', name: 'Two-factor reset by an administrator' },
  { id: 'admin.user_avatar_changed', name: 'Avatar changed by an administrator' },
  { id: 'admin.user_deleted', name: 'User deleted' },
  { id: 'admin.company_updated', name: 'Company updated' },
  { id: 'admin.onboarding_started', name: 'Payment service onboarding started' },
  { id: 'admin.onboarding_stage_applied', name: 'Payment service onboarding stage applied' },
  { id: 'admin.onboarding_transition_updated', name: 'Onboarding transition fields updated' },
  { id: 'admin.auth_checkpoint_status', name: 'Auth checkpoint status changed' },
  { id: 'white_label.updated', name: 'White label updated' },
  { id: 'white_label.image_uploaded', name: 'White label image uploaded' },
  { id: 'white_label.document_updated', name: 'White label document updated' },
  { id: 'white_label.document_image_uploaded', name: 'White label document image uploaded' },
  { id: 'beneficiary.created', name: 'Beneficiary created' },
  { id: 'beneficiary.updated', name: 'Beneficiary updated' },
  { id: 'beneficiary.deleted', name: 'Beneficiary deleted' },
  { id: 'document.reference_letter', name: 'Reference letter issued' },
  { id: 'document.wire_confirmation', name: 'Wire confirmation issued' },
];

// ---------------------------------------------------------------- compliance

export const COMPLIANCE_CATEGORIES = ['REGISTRATION', 'TRANSACTION', 'TRANSACTION_RECALL', 'AFFILIATE_TRANSFER', 'UNCATEGORIZED'] as const;
export type ComplianceCategory = (typeof COMPLIANCE_CATEGORIES)[number];

/** Compliance subjects; also the {entity} of /manager/compliance-trackings/{entity}/{entity_id}. */
export const COMPLIANCE_SUBJECT_TYPES = ['transaction', 'user', 'lead', 'company'] as const;
export type ComplianceSubjectType = (typeof COMPLIANCE_SUBJECT_TYPES)[number];

export const COMPLIANCE_STEPS = ['files', 'form', 'video', 'final'] as const;
export type ComplianceStep = (typeof COMPLIANCE_STEPS)[number];

export const COMPLIANCE_STATUSES = ['draft', 'open', 'verified', 'submitted', 'declined', 'not_found'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** The {service} of /profile/compliance-trackings/{service}/{id} (route order). */
export const COMPLIANCE_ROUTE_SERVICES = ['files', 'video', 'form', 'final'] as const;
export type ComplianceRouteService = (typeof COMPLIANCE_ROUTE_SERVICES)[number];

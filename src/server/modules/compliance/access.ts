import type { ComplianceSubjectType } from '../../../contract/enums';
import type { AppContext, AuthState } from '../../context';
import { forbidden, notFound } from '../../domain/errors';
import { assertManagerData, MANAGER_GATE_MESSAGES } from '../../http/managerGate';
import { isCompanyTransaction } from '../transactions/lookups';
import { companyUser } from '../users/queries';
import { companyTracking, tracksLead } from './queries';
import type { TrackingRow } from './resource';

export const COMPLIANCE_MESSAGES = {
  notFound: 'Compliance tracking not found.',
  fileNotFound: 'The requested file is not part of this compliance tracking.',
  subjectNotFound: 'The selected entity was not found.',
  closed: 'This compliance tracking is already verified.',
  fileVerified: 'This document is already verified.',
  noSignature: 'This document does not need a signature.',
  uploadFirst: 'Upload the document before signing it.',
  signatureType: 'The signature must be a PNG or JPEG image.',
  documentType: 'The document must be a PDF, PNG or JPEG file.',
  documentEmpty: 'The document is empty.',
  notReviewable: 'Only a submitted compliance tracking can be reviewed.',
  unknownFiles: 'The selected files are not part of this compliance tracking.',
} as const;

/**
 * The compliance calls are exempt from the general manager gate (managerGate.ts) so that a user
 * whose own compliance is required or under review can reach them while the company is not enabled
 * (document 1 section 2.4). Everyone else passes the usual gate.
 */
export const complianceGate = (auth: AuthState): number => {
  const active = auth.user.compliance_required === 1 || auth.user.compliance_preparing === 1;
  if (active) {
    if (!auth.company) throw forbidden(MANAGER_GATE_MESSAGES.noCompany);
  } else {
    assertManagerData(auth);
  }
  return auth.company?.id ?? 0;
};

/** A tracking of the caller's company; another company's is answered like an unknown one. */
export const ownTracking = async (ctx: AppContext, companyId: number, id: number): Promise<TrackingRow> => {
  const row = await companyTracking(ctx.db, companyId, id);
  if (!row) throw notFound(COMPLIANCE_MESSAGES.notFound);
  return row;
};

/** Whether the subject belongs to the company; a lead has no table here, so it belongs when the company tracks it. */
export const ownSubject = async (ctx: AppContext, companyId: number, type: ComplianceSubjectType, id: number): Promise<boolean> => {
  switch (type) {
    case 'company':
      return id === companyId;
    case 'user':
      return (await companyUser(ctx.db, companyId, id)) !== undefined;
    case 'transaction':
      return isCompanyTransaction(ctx.db, companyId, id);
    case 'lead':
      return tracksLead(ctx.db, companyId, id);
  }
};

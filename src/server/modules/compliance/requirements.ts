import type { ComplianceCategory, ComplianceSubjectType } from '../../../contract/enums';

/** One document a tracking asks for. The portal translates `key`; `name` is the English fallback. */
export type Requirement = { key: string; name: string; signature: boolean };

const IDENTITY: Requirement = { key: 'identity_document', name: 'Identity document (passport or ID card)', signature: false };
const ADDRESS: Requirement = { key: 'proof_of_address', name: 'Proof of address (not older than three months)', signature: false };
const REGISTRY: Requirement = { key: 'company_registration', name: 'Company registration extract', signature: false };
const OWNERSHIP: Requirement = { key: 'ownership_declaration', name: 'Declaration of beneficial ownership', signature: true };
const FUNDS: Requirement = { key: 'source_of_funds', name: 'Evidence of the source of funds', signature: false };
const INVOICE: Requirement = { key: 'payment_purpose', name: 'Invoice or contract behind the payment', signature: false };
const RECALL: Requirement = { key: 'recall_request', name: 'Signed recall request', signature: true };
const AFFILIATE: Requirement = { key: 'transfer_agreement', name: 'Affiliate transfer agreement', signature: true };
const OTHER: Requirement = { key: 'supporting_document', name: 'Supporting document', signature: false };

/**
 * The documents of a new tracking, by category (decisions: "Compliance (KYC)"). A registration of
 * a company asks for its registry extract and a signed ownership declaration on top of the
 * person's identity and address.
 */
export const requirementsFor = (category: ComplianceCategory, subject: ComplianceSubjectType, legalType: string | null): Requirement[] => {
  switch (category) {
    case 'REGISTRATION':
      return legalType === 'company' || subject === 'company' ? [IDENTITY, ADDRESS, REGISTRY, OWNERSHIP] : [IDENTITY, ADDRESS];
    case 'TRANSACTION':
      return [FUNDS, INVOICE];
    case 'TRANSACTION_RECALL':
      return [RECALL];
    case 'AFFILIATE_TRANSFER':
      return [AFFILIATE];
    case 'UNCATEGORIZED':
      return [OTHER];
  }
};

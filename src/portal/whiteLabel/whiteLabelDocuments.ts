import type { WhiteLabelDocumentType } from '../../contract/enums';
import type { WhiteLabelDocument } from '../../contract/entities';
import type { DocumentUpdate } from './whiteLabelApi';

/** The server's limit on header and footer text. */
export const DOCUMENT_TEXT_MAX = 2000;

export type DocumentDraft = { header_text: string; footer_text: string; enabled: boolean };

export const documentDraft = (doc: WhiteLabelDocument): DocumentDraft => ({ header_text: doc.header_text ?? '', footer_text: doc.footer_text ?? '', enabled: doc.enabled });

/** The update body: texts trimmed (blank clears one), enabled always sent. */
export const documentPayload = (type: WhiteLabelDocumentType, draft: DocumentDraft): DocumentUpdate => ({
  document_type: type,
  header_text: draft.header_text.trim(),
  footer_text: draft.footer_text.trim(),
  enabled: draft.enabled,
});

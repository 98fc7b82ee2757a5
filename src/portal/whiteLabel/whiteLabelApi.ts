import type { WhiteLabelDocumentColumn, WhiteLabelDocumentType, WhiteLabelImageColumn } from '../../contract/enums';
import type { WhiteLabelDocument, WhiteLabelImageUpload } from '../../contract/entities';
import { callApi } from '../providers/callApi';

/** Whose white label a page edits: the signed-in manager's company or the platform defaults (admins). */
export type WhiteLabelScope = 'manager' | 'admin';

export type DocumentUpdate = { document_type: WhiteLabelDocumentType; header_text: string; footer_text: string; enabled: boolean };

/** The white-label upload and document calls of a scope, typed from the contract (the record itself is a react-admin resource). */
export type WhiteLabelApi = {
  uploadImage: (column: WhiteLabelImageColumn, file: File) => Promise<WhiteLabelImageUpload>;
  updateDocument: (body: DocumentUpdate) => Promise<WhiteLabelDocument>;
  uploadDocumentImage: (type: WhiteLabelDocumentType, column: WhiteLabelDocumentColumn, file: File) => Promise<WhiteLabelDocument>;
};

/** The fields go before the file, so that a server reading the stream in order meets them first. */
const imageForm = (fields: Record<string, string>, file: File): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', file);
  return form;
};

export const WHITE_LABEL_API: Record<WhiteLabelScope, WhiteLabelApi> = {
  manager: {
    uploadImage: (column, file) => callApi('manager.whiteLabel.uploadImage', { body: imageForm({ column }, file), errorContext: 'form' }),
    updateDocument: (body) => callApi('manager.whiteLabel.documentsUpdate', { body, errorContext: 'form' }),
    uploadDocumentImage: (type, column, file) => callApi('manager.whiteLabel.documentsUploadImage', { body: imageForm({ document_type: type, column }, file), errorContext: 'form' }),
  },
  admin: {
    uploadImage: (column, file) => callApi('admin.whiteLabel.uploadImage', { body: imageForm({ column }, file), errorContext: 'form' }),
    updateDocument: (body) => callApi('admin.whiteLabel.documentsUpdate', { body, errorContext: 'form' }),
    uploadDocumentImage: (type, column, file) => callApi('admin.whiteLabel.documentsUploadImage', { body: imageForm({ document_type: type, column }, file), errorContext: 'form' }),
  },
};

/** The react-admin resource of a scope's white label (one record, providers/resources.ts). */
export const WHITE_LABEL_RESOURCE = { manager: 'white-label', admin: 'admin-white-label' } as const satisfies Record<WhiteLabelScope, string>;

/** The id react-admin gives the one white label record of a scope. */
export const WHITE_LABEL_ID = 'current';

export const DOCUMENTS_PATH: Record<WhiteLabelScope, string> = { manager: '/manager/white-label/documents', admin: '/admin/white-label/documents' };
export const SETTINGS_PATH: Record<WhiteLabelScope, string> = { manager: '/manager/white-label', admin: '/admin/white-label' };

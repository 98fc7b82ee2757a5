import type { Theme, WhiteLabelDocumentColumn, WhiteLabelDocumentType, WhiteLabelImageColumn } from '../../contract/enums';
import type { WhiteLabelDocument, WhiteLabelImageUpload, WhiteLabelSettings } from '../../contract/entities';
import { callApi } from '../providers/callApi';
import type { WhiteLabelPayload } from './whiteLabelForm';

/** Whose white label a page edits: the signed-in manager's company or the platform defaults (admins). */
export type WhiteLabelScope = 'manager' | 'admin';

export type DocumentUpdate = { document_type: WhiteLabelDocumentType; header_text: string; footer_text: string; enabled: boolean };

/** The six white-label calls of a scope, typed from the contract. */
export type WhiteLabelApi = {
  get: (signal?: AbortSignal) => Promise<WhiteLabelSettings>;
  /** The theme goes with the admin's update only (a company never picks one). */
  update: (body: WhiteLabelPayload, theme?: Theme) => Promise<WhiteLabelSettings>;
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
    get: (signal) => callApi('manager.whiteLabel.get', { signal }),
    update: (body) => callApi('manager.whiteLabel.update', { body, errorContext: 'form' }),
    uploadImage: (column, file) => callApi('manager.whiteLabel.uploadImage', { body: imageForm({ column }, file), errorContext: 'form' }),
    updateDocument: (body) => callApi('manager.whiteLabel.documentsUpdate', { body, errorContext: 'form' }),
    uploadDocumentImage: (type, column, file) => callApi('manager.whiteLabel.documentsUploadImage', { body: imageForm({ document_type: type, column }, file), errorContext: 'form' }),
  },
  admin: {
    get: (signal) => callApi('admin.whiteLabel.get', { signal }),
    update: (payload, theme) => {
      // The admin call reads the theme beside the contract's body (server: whiteLabel/routes.ts).
      const body: WhiteLabelPayload = theme ? Object.assign({ theme }, payload) : payload;
      return callApi('admin.whiteLabel.update', { body, errorContext: 'form' });
    },
    uploadImage: (column, file) => callApi('admin.whiteLabel.uploadImage', { body: imageForm({ column }, file), errorContext: 'form' }),
    updateDocument: (body) => callApi('admin.whiteLabel.documentsUpdate', { body, errorContext: 'form' }),
    uploadDocumentImage: (type, column, file) => callApi('admin.whiteLabel.documentsUploadImage', { body: imageForm({ document_type: type, column }, file), errorContext: 'form' }),
  },
};

/** React Query keys: the settings of a scope (the documents are a react-admin resource). */
export const whiteLabelKeys = {
  settings: (scope: WhiteLabelScope) => ['white-label', scope, 'settings'] as const,
};

export const DOCUMENTS_PATH: Record<WhiteLabelScope, string> = { manager: '/manager/white-label/documents', admin: '/admin/white-label/documents' };
export const SETTINGS_PATH: Record<WhiteLabelScope, string> = { manager: '/manager/white-label', admin: '/admin/white-label' };

import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { WhiteLabelDocumentColumn, WhiteLabelDocumentType, WhiteLabelImageColumn } from '../../contract/enums';
import type { WhiteLabelDocument, WhiteLabelImageUpload } from '../../contract/entities';
import type { KontorDataProvider } from '../providers/dataProvider';

/** Whose white label a page edits: the signed-in manager's company or the platform defaults (admins). */
export type WhiteLabelScope = 'manager' | 'admin';

export type DocumentUpdate = { document_type: WhiteLabelDocumentType; header_text: string; footer_text: string; enabled: boolean };

/** The white-label upload and document writes of a scope, the dataProvider's actions (the record itself is a react-admin resource). */
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

/** The white-label writes of a scope, over the dataProvider's actions (the write wrapper's code dialog included). */
export const useWhiteLabelApi = (scope: WhiteLabelScope): WhiteLabelApi => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  return useMemo(
    () =>
      scope === 'admin'
        ? {
            uploadImage: (column, file) => dataProvider.uploadPlatformWhiteLabelImage({ body: imageForm({ column }, file) }),
            updateDocument: (body) => dataProvider.updatePlatformWhiteLabelDocument({ body }),
            uploadDocumentImage: (type, column, file) => dataProvider.uploadPlatformWhiteLabelDocumentImage({ body: imageForm({ document_type: type, column }, file) }),
          }
        : {
            uploadImage: (column, file) => dataProvider.uploadWhiteLabelImage({ body: imageForm({ column }, file) }),
            updateDocument: (body) => dataProvider.updateWhiteLabelDocument({ body }),
            uploadDocumentImage: (type, column, file) => dataProvider.uploadWhiteLabelDocumentImage({ body: imageForm({ document_type: type, column }, file) }),
          },
    [dataProvider, scope],
  );
};

/** The react-admin resource of a scope's white label (one record, providers/resources.ts). */
export const WHITE_LABEL_RESOURCE = { manager: 'white-label', admin: 'admin-white-label' } as const satisfies Record<WhiteLabelScope, string>;

/** The id react-admin gives the one white label record of a scope. */
export const WHITE_LABEL_ID = 'current';

export const DOCUMENTS_PATH: Record<WhiteLabelScope, string> = { manager: '/manager/white-label/documents', admin: '/admin/white-label/documents' };
export const SETTINGS_PATH: Record<WhiteLabelScope, string> = { manager: '/manager/white-label', admin: '/admin/white-label' };

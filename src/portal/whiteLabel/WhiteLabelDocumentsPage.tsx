import EditIcon from '@mui/icons-material/Edit';
import PaletteIcon from '@mui/icons-material/Palette';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { WHITE_LABEL_DOCUMENT_COLUMNS } from '../../contract/enums';
import type { WhiteLabelDocument } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { DocumentEditDialog } from './DocumentEditDialog';
import { useWhiteLabelReadOnly } from './useWhiteLabelReadOnly';
import { queryKeys } from '../providers/queryKeys';
import { SETTINGS_PATH, useWhiteLabelApi, type WhiteLabelScope, WHITE_LABEL_RESOURCE } from './whiteLabelApi';

/** A document record as the list holds it: react-admin's id is its type (resources.ts idField). */
type DocumentRecord = WhiteLabelDocument & { id: string };

const excerpt = (text: string | null): string => (text && text.length > 80 ? `${text.slice(0, 80)}…` : (text ?? ''));
const imagesOf = (doc: WhiteLabelDocument): string => `${WHITE_LABEL_DOCUMENT_COLUMNS.filter((column) => doc[column]).length} / ${WHITE_LABEL_DOCUMENT_COLUMNS.length}`;

/**
 * /manager/white-label/documents and /admin/white-label/documents: the branded document types (the
 * white-label-documents resources, paged on the server); each is edited in a dialog from its row.
 */
export const WhiteLabelDocumentsPage = ({ scope }: { scope: WhiteLabelScope }) => {
  const titleKey = 'app.routes.white_label_documents';
  useDocumentTitle(titleKey);
  const translate = useTranslate();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const api = useWhiteLabelApi(scope);
  const [editing, setEditing] = useState<WhiteLabelDocument | null>(null);
  const readOnly = useWhiteLabelReadOnly(scope);
  const typeName = (doc: WhiteLabelDocument) => translate(`app.white_label.documents.types.${doc.document_type}`);
  const label = (field: string) => translate(`app.white_label.documents.fields.${field}`);
  const enabledText = (doc: WhiteLabelDocument) => translate(doc.enabled ? 'app.white_label.documents.enabled_yes' : 'app.white_label.documents.enabled_no');

  const saved = () => {
    refresh();
    // A document write moves the white label's cache_set_at.
    void queryClient.invalidateQueries({ queryKey: queryKeys.resource(WHITE_LABEL_RESOURCE[scope]) });
  };

  return (
    <PageFrame titleKey={titleKey}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography color="text.secondary">{translate('app.white_label.documents.intro')}</Typography>
        <Button component={Link} to={SETTINGS_PATH[scope]} startIcon={<PaletteIcon />}>{translate('app.routes.white_label')}</Button>
      </Stack>
      {readOnly ? <Alert severity="info" sx={{ mb: 2 }}>{translate('app.white_label.read_only')}</Alert> : null}
      <ResourceList<DocumentRecord>
        resource={scope === 'admin' ? 'admin-white-label-documents' : 'white-label-documents'}
        storeKey={`${scope}.white-label-documents`}
        label={translate(titleKey)}
        onRowClick={readOnly ? undefined : setEditing}
        rowAttributes={(doc) => ({ 'data-testid': `white-label-document-${doc.document_type}` })}
        emptyKey="app.white_label.documents.empty"
        exportAs={{
          fileName: 'white-label-documents',
          columns: () => [
            { header: label('document_type'), value: typeName },
            { header: label('header_text'), value: (doc) => doc.header_text ?? '' },
            { header: label('footer_text'), value: (doc) => doc.footer_text ?? '' },
            { header: translate('app.white_label.images'), value: imagesOf },
            { header: label('enabled'), value: enabledText },
          ],
        }}
        mobile={{ primaryText: typeName, secondaryText: (doc) => excerpt(doc.header_text), tertiaryText: enabledText }}
      >
        <DataTable.Col<DocumentRecord>
          source="document_type"
          label={label('document_type')}
          disableSort
          render={(doc) => (
            <>
              {typeName(doc)}
              {doc.inherited ? <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate('app.white_label.documents.default_chip')} /> : null}
            </>
          )}
        />
        <DataTable.Col<DocumentRecord> source="header_text" label={label('header_text')} disableSort render={(doc) => excerpt(doc.header_text)} />
        <DataTable.Col<DocumentRecord> source="footer_text" label={label('footer_text')} disableSort render={(doc) => excerpt(doc.footer_text)} />
        <DataTable.Col<DocumentRecord> source="images" label={translate('app.white_label.images')} disableSort render={imagesOf} />
        <DataTable.Col<DocumentRecord> source="enabled" label={label('enabled')} disableSort render={enabledText} />
        {readOnly ? null : <DataTable.Col<DocumentRecord>
          source="actions"
          label={translate('app.white_label.documents.actions')}
          disableSort
          align="right"
          render={(doc) => (
            <Button
              size="small"
              startIcon={<EditIcon />}
              onClick={(e) => {
                e.stopPropagation();
                setEditing(doc);
              }}
              aria-label={translate('app.white_label.documents.edit_title', { type: typeName(doc) })}
            >
              {translate('ra.action.edit')}
            </Button>
          )}
        />}
      </ResourceList>
      {editing && !readOnly ? <DocumentEditDialog key={editing.document_type} document={editing} api={api} onClose={() => setEditing(null)} onSaved={saved} /> : null}
    </PageFrame>
  );
};

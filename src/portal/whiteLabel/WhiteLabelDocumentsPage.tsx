import EditIcon from '@mui/icons-material/Edit';
import PaletteIcon from '@mui/icons-material/Palette';
import { Alert, Button, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { WHITE_LABEL_DOCUMENT_COLUMNS } from '../../contract/enums';
import type { WhiteLabelDocument } from '../../contract/entities';
import type { PaginationMeta } from '../../contract/http';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { errorMessageOf } from '../pages/errorMessageOf';
import { ScrollBox } from '../tables/ScrollBox';
import { DocumentEditDialog } from './DocumentEditDialog';
import { SETTINGS_PATH, WHITE_LABEL_API, type WhiteLabelScope, whiteLabelKeys } from './whiteLabelApi';
import { replaceDocument } from './whiteLabelDocuments';

const PER_PAGE = 10;

const excerpt = (text: string | null): string => (text && text.length > 80 ? `${text.slice(0, 80)}…` : (text ?? ''));

/** /manager/white-label/documents and /admin/white-label/documents: the branded document types, paged on the server. */
export const WhiteLabelDocumentsPage = ({ scope }: { scope: WhiteLabelScope }) => {
  const titleKey = 'app.routes.white_label_documents';
  useDocumentTitle(titleKey);
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const api = WHITE_LABEL_API[scope];
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<WhiteLabelDocument | null>(null);
  const key = [...whiteLabelKeys.documents(scope), page] as const;
  const { data, error, isFetching } = useQuery({ queryKey: key, queryFn: ({ signal }) => api.documents(page, PER_PAGE, signal), placeholderData: keepPreviousData });
  const rows = data?.data ?? [];

  const saved = (doc: WhiteLabelDocument) => {
    queryClient.setQueryData<{ data: WhiteLabelDocument[]; meta: PaginationMeta }>(key, (old) => (old ? { ...old, data: replaceDocument(old.data, doc) } : old));
    void queryClient.invalidateQueries({ queryKey: whiteLabelKeys.documents(scope) });
    // A document write moves the white label's cache_set_at.
    void queryClient.invalidateQueries({ queryKey: whiteLabelKeys.settings(scope) });
  };

  return (
    <PageFrame titleKey={titleKey}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary">{translate('app.white_label.documents.intro')}</Typography>
        <Button component={Link} to={SETTINGS_PATH[scope]} startIcon={<PaletteIcon />}>{translate('app.routes.white_label')}</Button>
      </Stack>
      {isFetching ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{translate(errorMessageOf(error), { _: errorMessageOf(error) })}</Alert> : null}
      <ScrollBox>
        <Table size="small" aria-label={translate(titleKey)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.white_label.documents.fields.document_type')}</TableCell>
              <TableCell>{translate('app.white_label.documents.fields.header_text')}</TableCell>
              <TableCell>{translate('app.white_label.documents.fields.footer_text')}</TableCell>
              <TableCell>{translate('app.white_label.images')}</TableCell>
              <TableCell>{translate('app.white_label.documents.fields.enabled')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((doc) => (
              <TableRow key={doc.document_type} data-testid={`white-label-document-${doc.document_type}`}>
                <TableCell>
                  {translate(`app.white_label.documents.types.${doc.document_type}`)}
                  {doc.inherited ? <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate('app.white_label.documents.default_chip')} /> : null}
                </TableCell>
                <TableCell>{excerpt(doc.header_text)}</TableCell>
                <TableCell>{excerpt(doc.footer_text)}</TableCell>
                <TableCell>{WHITE_LABEL_DOCUMENT_COLUMNS.filter((column) => doc[column]).length} / {WHITE_LABEL_DOCUMENT_COLUMNS.length}</TableCell>
                <TableCell>{translate(doc.enabled ? 'app.white_label.documents.enabled_yes' : 'app.white_label.documents.enabled_no')}</TableCell>
                <TableCell align="right">
                  <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(doc)} aria-label={translate('app.white_label.documents.edit_title', { type: translate(`app.white_label.documents.types.${doc.document_type}`) })}>
                    {translate('ra.action.edit')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      {data && data.meta.total > PER_PAGE ? (
        <TablePagination
          component="div"
          count={data.meta.total}
          page={page - 1}
          onPageChange={(_, p) => setPage(p + 1)}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          labelDisplayedRows={({ from, to, count }) => translate('app.white_label.documents.displayed', { from, to, count })}
        />
      ) : null}
      {editing ? <DocumentEditDialog key={editing.document_type} document={editing} api={api} onClose={() => setEditing(null)} onSaved={saved} /> : null}
    </PageFrame>
  );
};

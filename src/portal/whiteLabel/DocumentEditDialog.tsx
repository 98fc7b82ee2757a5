import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { WHITE_LABEL_DOCUMENT_COLUMNS, type WhiteLabelDocumentColumn } from '../../contract/enums';
import type { WhiteLabelDocument } from '../../contract/entities';
import { errorMessageOf } from '../pages/errorMessageOf';
import { fieldErrorsOf } from '../pages/fieldErrorsOf';
import { isHandledWrite } from '../providers/writeReactions';
import type { WhiteLabelApi } from './whiteLabelApi';
import { documentDraft, documentPayload, DOCUMENT_TEXT_MAX, type DocumentDraft } from './whiteLabelDocuments';
import { UploadImageButton, useImageUpload } from './imageUpload';

type ImageSlotProps = { document: WhiteLabelDocument; column: WhiteLabelDocumentColumn; api: WhiteLabelApi; onSaved: (doc: WhiteLabelDocument) => void };

/** One image of a document: its preview and an upload that replaces it at once. */
const ImageSlot = ({ document, column, api, onSaved }: ImageSlotProps) => {
  const translate = useTranslate();
  const label = translate(`app.white_label.documents.columns.${column}`);
  const url = document[column];
  const { choose, busy, error } = useImageUpload({
    upload: (file: File) => api.uploadDocumentImage(document.document_type, column, file),
    onUploaded: onSaved,
    fields: ['image', 'column', 'document_type'],
  });

  return (
    <Stack spacing={1} sx={{ width: 180 }}>
      <Typography variant="subtitle2" component="span">{label}</Typography>
      <Box sx={{ height: 72, border: 1, borderColor: 'divider', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {url ? <Box component="img" src={url} alt={translate('app.white_label.preview_of', { name: label })} sx={{ maxWidth: '100%', maxHeight: '100%' }} /> : (
          <Typography variant="caption" color="text.secondary">{translate('app.white_label.no_image')}</Typography>
        )}
      </Box>
      <UploadImageButton label={label} busy={busy} choose={choose} />
      {error ? <FormHelperText error role="alert">{translate(error, { _: error })}</FormHelperText> : null}
    </Stack>
  );
};

type DocumentEditDialogProps = { document: WhiteLabelDocument; api: WhiteLabelApi; onClose: () => void; onSaved: (doc: WhiteLabelDocument) => void };

/** Header and footer text, enabled, and the document's images (uploaded one by one, saved at once). */
export const DocumentEditDialog = ({ document, api, onClose, onSaved }: DocumentEditDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [draft, setDraft] = useState<DocumentDraft>(() => documentDraft(document));
  const [shown, setShown] = useState(document);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const typeLabel = translate(`app.white_label.documents.types.${document.document_type}`);

  const imageSaved = (doc: WhiteLabelDocument) => {
    setShown(doc);
    onSaved(doc);
  };

  const { mutate: save, isPending: saving } = useMutation({
    mutationFn: () => api.updateDocument(documentPayload(document.document_type, draft)),
    onMutate: () => {
      setErrors({});
      setMessage(null);
    },
    onSuccess: (doc) => {
      onSaved(doc);
      notify('app.white_label.documents.saved', { type: 'success' });
      onClose();
    },
    onError: (failure) => {
      if (isHandledWrite(failure)) return;
      const fields = fieldErrorsOf(failure, ['header_text', 'footer_text', 'enabled', 'document_type']);
      if (fields) setErrors(fields);
      else setMessage(errorMessageOf(failure));
    },
  });

  const text = (field: 'header_text' | 'footer_text') => (
    <TextField
      label={translate(`app.white_label.documents.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? translate('app.white_label.documents.text_hint', { max: DOCUMENT_TEXT_MAX })}
      multiline
      minRows={2}
      fullWidth
      slotProps={{ htmlInput: { maxLength: DOCUMENT_TEXT_MAX } }}
    />
  );

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="white-label-document-title">
      <DialogTitle id="white-label-document-title">{translate('app.white_label.documents.edit_title', { type: typeLabel })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {shown.inherited ? <Alert severity="info">{translate('app.white_label.documents.inherited')}</Alert> : null}
          {message ? <Alert severity="error">{translate(message, { _: message })}</Alert> : null}
          {text('header_text')}
          {text('footer_text')}
          <FormControlLabel control={<Switch checked={draft.enabled} onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })} />} label={translate('app.white_label.documents.fields.enabled')} />
          <Typography variant="subtitle1" component="h3">{translate('app.white_label.images')}</Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {WHITE_LABEL_DOCUMENT_COLUMNS.map((column) => <ImageSlot key={column} document={shown} column={column} api={api} onSaved={imageSaved} />)}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => save()} disabled={saving}>{translate('app.white_label.documents.save')}</Button>
      </DialogActions>
    </Dialog>
  );
};

import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { errorMessageOf } from '../pages/errorMessageOf';
import { fieldErrorsOf } from '../pages/fieldErrorsOf';
import { isHandledWrite } from '../providers/writeReactions';
import { IMAGE_TYPES, imageFileError } from './whiteLabelForm';

type ImageUploadInputProps = {
  source: string;
  label: string;
  /** Uploads the file and answers the address the field then holds. */
  upload: (file: File) => Promise<string>;
  /** Shows the preview on a dark background (the dark logo). */
  dark?: boolean;
  /** The preview only (manager-reader): no upload, no removal. */
  readOnly?: boolean;
};

/**
 * An image of the white label: its preview, a button that uploads a new one at once (the field then
 * holds the stored image's address, saved with the form), and one that removes it.
 */
export const ImageUploadInput = ({ source, label, upload, dark = false, readOnly = false }: ImageUploadInputProps) => {
  const translate = useTranslate();
  const inputId = useId();
  const { field } = useInput({ source });
  const [error, setError] = useState<string | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const { mutate: send, isPending: busy } = useMutation({
    mutationFn: upload,
    onSuccess: (address) => field.onChange(address),
    // A closed code dialog or the shell's alert has said how it ended.
    onError: (failure) => setError(isHandledWrite(failure) ? null : (fieldErrorsOf(failure, ['image', 'column'])?.image ?? errorMessageOf(failure))),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = imageFileError(file);
    setError(problem);
    if (!problem) send(file);
  };

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="span">{label}</Typography>
      <Box
        sx={{ width: 200, height: 80, border: 1, borderColor: 'divider', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: dark ? '#121212' : 'background.paper' }}
      >
        {value ? (
          <Box component="img" src={value} alt={translate('app.white_label.preview_of', { name: label })} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Typography variant="caption" color={dark ? 'grey.400' : 'text.secondary'}>{translate('app.white_label.no_image')}</Typography>
        )}
      </Box>
      {readOnly ? null : <Stack direction="row" spacing={1}>
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" startIcon={<UploadIcon />} disabled={busy}>
          {translate(busy ? 'app.white_label.uploading' : 'app.white_label.upload')}
          <input id={inputId} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={choose} aria-label={label} />
        </Button>
        {value ? (
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange('')} disabled={busy}>
            {translate('app.white_label.remove_image')}
          </Button>
        ) : null}
      </Stack>}
      <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ? translate(error, { _: error }) : readOnly ? ' ' : translate('app.white_label.image_hint')}
      </FormHelperText>
    </Stack>
  );
};

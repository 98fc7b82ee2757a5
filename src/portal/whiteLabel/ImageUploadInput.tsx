import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { UploadImageButton, useImageUpload } from './imageUpload';

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
  const { field } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  const { choose, busy, error } = useImageUpload({ upload, onUploaded: (address: string) => field.onChange(address), fields: ['image', 'column'] });

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
        <UploadImageButton label={label} busy={busy} choose={choose} />
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

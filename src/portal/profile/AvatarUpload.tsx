import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadIcon from '@mui/icons-material/Upload';
import { Avatar, Button, FormHelperText, Stack } from '@mui/material';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorMessageOf } from '../pages/errorMessageOf';
import { fieldErrorsOf } from '../pages/fieldErrorsOf';
import type { KontorDataProvider } from '../providers/dataProvider';
import { avatarFileError } from './avatarFileError';

type AvatarUploadProps = { avatar: string | null; name: string; onUploaded: () => Promise<void> };

/** The avatar: choose an image, see it, then upload it (POST profile/avatar). */
export const AvatarUpload = ({ avatar, name, onUploaded }: AvatarUploadProps) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a cancel.
    event.target.value = '';
    if (!chosen) return;
    const problem = avatarFileError(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('avatar', file);
      await dataProvider.uploadAvatar({ body: form, errorContext: 'form' });
      notify('app.pages.profile.avatar.uploaded', { type: 'success' });
      await onUploaded();
      setFile(null);
    } catch (failure) {
      setError(fieldErrorsOf(failure, ['avatar'])?.avatar ?? errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar src={preview ?? avatar ?? undefined} alt={translate('app.pages.profile.avatar.alt', { name })} sx={{ width: 72, height: 72 }} />
      <Stack spacing={1}>
        <Stack direction="row" spacing={1}>
          <Button component="label" htmlFor={inputId} variant="outlined" size="small" startIcon={<PhotoCameraIcon />} disabled={busy}>
            {translate('app.pages.profile.avatar.choose')}
            <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp" hidden onChange={choose} />
          </Button>
          {file ? (
            <>
              <Button variant="contained" size="small" startIcon={<UploadIcon />} onClick={() => void upload()} disabled={busy}>
                {translate('app.pages.profile.avatar.upload')}
              </Button>
              <Button size="small" onClick={() => setFile(null)} disabled={busy}>
                {translate('ra.action.cancel')}
              </Button>
            </>
          ) : null}
        </Stack>
        <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error ? translate(error, { _: error }) : translate('app.pages.profile.avatar.hint')}
        </FormHelperText>
      </Stack>
    </Stack>
  );
};

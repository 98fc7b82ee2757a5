import UploadIcon from '@mui/icons-material/Upload';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessageOf } from '../pages/errorMessageOf';
import { fieldErrorsOf } from '../pages/fieldErrorsOf';
import { isHandledWrite } from '../providers/writeReactions';
import { IMAGE_TYPES, imageFileError } from './whiteLabelForm';

type ImageUploadOptions<T> = {
  upload: (file: File) => Promise<T>;
  onUploaded: (result: T) => void;
  /** The body's fields of the call: a 422 on `image` is the message shown. */
  fields: readonly string[];
};

/**
 * An image chosen by the person, checked (type, size) and uploaded at once: the file input's change
 * handler, whether the upload runs, and the message of a refused file.
 */
export const useImageUpload = <T,>({ upload, onUploaded, fields }: ImageUploadOptions<T>) => {
  const [error, setError] = useState<string | null>(null);
  const { mutate: send, isPending: busy } = useMutation({
    mutationFn: upload,
    onSuccess: onUploaded,
    // A closed code dialog or the shell's alert has said how it ended.
    onError: (failure) => setError(isHandledWrite(failure) ? null : (fieldErrorsOf(failure, fields)?.image ?? errorMessageOf(failure))),
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = imageFileError(file);
    setError(problem);
    if (!problem) send(file);
  };
  return { choose, busy, error };
};

type UploadImageButtonProps = { label: string; busy: boolean; choose: (event: ChangeEvent<HTMLInputElement>) => void };

/** The upload button of an image: a label over a hidden file input named like the image. */
export const UploadImageButton = ({ label, busy, choose }: UploadImageButtonProps) => {
  const translate = useTranslate();
  const inputId = useId();
  return (
    <Button component="label" htmlFor={inputId} variant="outlined" size="small" startIcon={<UploadIcon />} disabled={busy}>
      {translate(busy ? 'app.white_label.uploading' : 'app.white_label.upload')}
      <input id={inputId} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={choose} aria-label={label} />
    </Button>
  );
};

import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Product } from '../../contract/entities';
import { formErrorsOf } from '../errors/formErrors';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

/** The product image (POST manager/products/{id}/image): PNG, JPEG or WebP, checked again by the server. */
export const ProductImage = ({ readOnly }: { readOnly: boolean }) => {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!record) return null;
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('image', file);
      await dataProvider.uploadProductImage({ params: { id: record.id }, body: form });
      notify('app.products.image_uploaded', { type: 'success' });
      // The record with its new image_url.
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource('products') });
    } catch (failure) {
      const failed = formErrorsOf(failure);
      if (failed) setError(failed.fields.image ?? failed.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      {record.image_url ? <Box component="img" src={record.image_url} alt={translate('app.products.image_alt', { name: record.name })} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} /> : null}
      {readOnly ? null : (
        <Stack spacing={1}>
          <Button component="label" htmlFor={inputId} variant="outlined" size="small" startIcon={<PhotoCameraIcon />} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {translate('app.products.image_choose')}
            <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp" hidden onChange={(e) => void choose(e)} />
          </Button>
          <Typography variant="caption">{translate('app.products.image_hint')}</Typography>
          {error ? <Alert severity="error">{translate(error, { _: error })}</Alert> : null}
        </Stack>
      )}
    </Stack>
  );
};

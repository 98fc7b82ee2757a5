import DescriptionIcon from '@mui/icons-material/Description';
import { Alert, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { THEMES, type Theme, type WhiteLabelImageColumn } from '../../contract/enums';
import type { WhiteLabelSettings } from '../../contract/entities';
import { refreshBranding } from '../branding/refreshBranding';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { errorMessageOf } from '../pages/errorMessageOf';
import { fieldErrorsOf } from '../pages/fieldErrorsOf';
import { ColorInput } from './ColorInput';
import { ContrastPreview } from './ContrastPreview';
import { ImageUploadInput } from './ImageUploadInput';
import { DOCUMENTS_PATH, WHITE_LABEL_API, type WhiteLabelScope, whiteLabelKeys } from './whiteLabelApi';
import { colorError, NAME_MAX, whiteLabelErrors, whiteLabelPayload, whiteLabelValues, type WhiteLabelValues } from './whiteLabelForm';

const FORM_FIELDS = ['name', 'primary_color', 'secondary_color', 'support_email', 'background_url', 'favicon_url', 'logo_url', 'dark_logo_url', 'theme'] as const;
const IMAGES: ReadonlyArray<{ column: WhiteLabelImageColumn; dark?: boolean }> = [
  { column: 'logo_url' }, { column: 'dark_logo_url', dark: true }, { column: 'favicon_url' }, { column: 'background_url' },
];

const validator = (field: keyof WhiteLabelValues) => (_value: unknown, all: Partial<WhiteLabelValues>) => whiteLabelErrors(all)[field];

type SettingsFormProps = { scope: WhiteLabelScope; record: WhiteLabelSettings };

const SettingsForm = ({ scope, record }: SettingsFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = WHITE_LABEL_API[scope];
  const [theme, setTheme] = useState<Theme>(record.theme);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    setMessage(null);
    try {
      const saved = await api.update(whiteLabelPayload(values as Partial<WhiteLabelValues>), scope === 'admin' && !record.theme_locked ? theme : undefined);
      queryClient.setQueryData(whiteLabelKeys.settings(scope), saved);
      notify('app.white_label.saved', { type: 'success' });
      // The platform defaults are the running portal's branding: load them past the local cache.
      if (scope === 'admin') await refreshBranding({ force: true });
      return undefined;
    } catch (failure) {
      const fields = fieldErrorsOf(failure, FORM_FIELDS);
      if (!fields) setMessage(errorMessageOf(failure));
      return fields ?? undefined;
    } finally {
      setSaving(false);
    }
  };

  const upload = (column: WhiteLabelImageColumn) => async (file: File) => (await api.uploadImage(column, file)).url;

  return (
    <Form defaultValues={whiteLabelValues(record)} onSubmit={submit}>
      {record.inherited ? <Alert severity="info" sx={{ mb: 2 }}>{translate('app.white_label.inherited')}</Alert> : null}
      {message ? <Alert severity="error" sx={{ mb: 2 }}>{translate(message, { _: message })}</Alert> : null}
      <TextInput source="name" label={translate('app.white_label.fields.name')} validate={validator('name')} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <TextInput source="support_email" type="email" label={translate('app.white_label.fields.support_email')} validate={validator('support_email')} />
      {scope === 'admin' ? (
        <TextField
          select
          label={translate('app.white_label.fields.theme')}
          value={theme}
          onChange={(event) => setTheme(event.target.value as Theme)}
          disabled={record.theme_locked}
          helperText={record.theme_locked ? translate('app.white_label.theme_locked') : ' '}
          size="small"
          sx={{ width: 260, mb: 1 }}
        >
          {THEMES.map((t) => <MenuItem key={t} value={t}>{translate(`app.white_label.themes.${t}`)}</MenuItem>)}
        </TextField>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <ColorInput source="primary_color" label={translate('app.white_label.fields.primary_color')} validate={colorError} />
        <ColorInput source="secondary_color" label={translate('app.white_label.fields.secondary_color')} validate={colorError} />
      </Stack>
      <ContrastPreview />
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>{translate('app.white_label.images')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {IMAGES.map(({ column, dark }) => (
          <ImageUploadInput key={column} source={column} label={translate(`app.white_label.fields.${column}`)} upload={upload(column)} dark={dark} />
        ))}
      </Stack>
      <SaveButton label={translate('app.white_label.save')} disabled={saving} alwaysEnable={!saving} />
    </Form>
  );
};

/** /manager/white-label and /admin/white-label: the company's branding or the platform defaults. */
export const WhiteLabelSettingsPage = ({ scope }: { scope: WhiteLabelScope }) => {
  const titleKey = 'app.routes.white_label';
  useDocumentTitle(titleKey);
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({ queryKey: whiteLabelKeys.settings(scope), queryFn: ({ signal }) => WHITE_LABEL_API[scope].get(signal) });
  return (
    <PageFrame titleKey={titleKey}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <Button component={Link} to={DOCUMENTS_PATH[scope]} startIcon={<DescriptionIcon />}>{translate('app.routes.white_label_documents')}</Button>
      </Stack>
      {isPending && !error ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{translate(errorMessageOf(error), { _: errorMessageOf(error) })}</Alert> : null}
      {data ? <SettingsForm key={data.cache_set_at ?? 'new'} scope={scope} record={data} /> : null}
    </PageFrame>
  );
};

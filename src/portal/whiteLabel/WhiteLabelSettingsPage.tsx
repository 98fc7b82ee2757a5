import DescriptionIcon from '@mui/icons-material/Description';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Form, SaveButton, SelectInput, TextInput, useEditContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { THEMES, type Theme, type WhiteLabelImageColumn } from '../../contract/enums';
import type { WhiteLabelSettings } from '../../contract/entities';
import { refreshBranding } from '../branding/refreshBranding';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { useWhiteLabelReadOnly } from './useWhiteLabelReadOnly';
import { errorMessageOf } from '../pages/errorMessageOf';
import { ColorInput } from './ColorInput';
import { ContrastPreview } from './ContrastPreview';
import { ImageUploadInput } from './ImageUploadInput';
import { DOCUMENTS_PATH, useWhiteLabelApi, WHITE_LABEL_ID, WHITE_LABEL_RESOURCE, type WhiteLabelScope } from './whiteLabelApi';
import { colorError, NAME_MAX, whiteLabelErrors, whiteLabelPayload, type WhiteLabelValues } from './whiteLabelForm';

const IMAGES: ReadonlyArray<{ column: WhiteLabelImageColumn; dark?: boolean }> = [
  { column: 'logo_url' }, { column: 'dark_logo_url', dark: true }, { column: 'favicon_url' }, { column: 'background_url' },
];

const validator = (field: keyof WhiteLabelValues) => (_value: unknown, all: Partial<WhiteLabelValues>) => whiteLabelErrors(all)[field];

/** The server's reason when the white label cannot be loaded (no white-label feature, say). */
const LoadError = () => {
  const translate = useTranslate();
  const { error } = useEditContext();
  if (!error) return null;
  const message = errorMessageOf(error);
  return <Alert severity="error">{translate(message, { _: message })}</Alert>;
};

/** The form of the white label being edited (the Edit's record); react-admin saves it and puts the server's 422 messages on the fields. */
const SettingsForm = ({ scope, readOnly }: { scope: WhiteLabelScope; readOnly: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<WhiteLabelSettings>();
  const api = useWhiteLabelApi(scope);
  if (!record) return null;
  const upload = (column: WhiteLabelImageColumn) => async (file: File) => (await api.uploadImage(column, file)).url;
  return (
    <Form disabled={readOnly}>
      {readOnly ? <Alert severity="info" sx={{ mb: 2 }}>{translate('app.white_label.read_only')}</Alert> : null}
      {record.inherited ? <Alert severity="info" sx={{ mb: 2 }}>{translate('app.white_label.inherited')}</Alert> : null}
      <TextInput source="name" label={translate('app.white_label.fields.name')} validate={validator('name')} disabled={readOnly} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <TextInput source="support_email" type="email" label={translate('app.white_label.fields.support_email')} validate={validator('support_email')} disabled={readOnly} />
      {scope === 'admin' ? (
        <SelectInput
          source="theme"
          label={translate('app.white_label.fields.theme')}
          choices={THEMES.map((t) => ({ id: t, name: translate(`app.white_label.themes.${t}`) }))}
          translateChoice={false}
          disabled={record.theme_locked}
          helperText={record.theme_locked ? translate('app.white_label.theme_locked') : false}
          sx={{ width: 260 }}
        />
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <ColorInput source="primary_color" label={translate('app.white_label.fields.primary_color')} validate={colorError} disabled={readOnly} />
        <ColorInput source="secondary_color" label={translate('app.white_label.fields.secondary_color')} validate={colorError} disabled={readOnly} />
      </Stack>
      <ContrastPreview />
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>{translate('app.white_label.images')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {IMAGES.map(({ column, dark }) => (
          <ImageUploadInput key={column} source={column} label={translate(`app.white_label.fields.${column}`)} upload={upload(column)} dark={dark} readOnly={readOnly} />
        ))}
      </Stack>
      {readOnly ? null : <SaveButton label={translate('app.white_label.save')} alwaysEnable />}
    </Form>
  );
};

/**
 * /manager/white-label and /admin/white-label: the company's branding or the platform defaults, as
 * react-admin's <Edit mutationMode="pessimistic"> of a one-record resource (white-label, admin-white-label).
 */
export const WhiteLabelSettingsPage = ({ scope }: { scope: WhiteLabelScope }) => {
  const titleKey = 'app.routes.white_label';
  useDocumentTitle(titleKey);
  const translate = useTranslate();
  const notify = useNotify();
  const readOnly = useWhiteLabelReadOnly(scope);
  // Every field, trimmed; the theme goes with the admin's update only, and only while it is not locked.
  const transform = (values: Partial<WhiteLabelValues> & { theme?: Theme; theme_locked?: boolean }) =>
    scope === 'admin' && !values.theme_locked && values.theme ? { ...whiteLabelPayload(values), theme: values.theme } : whiteLabelPayload(values);
  return (
    <PageFrame titleKey={titleKey}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <Button component={Link} to={DOCUMENTS_PATH[scope]} startIcon={<DescriptionIcon />}>{translate('app.routes.white_label_documents')}</Button>
      </Stack>
      <RecordPage.Edit<WhiteLabelSettings & { id: string }>
        resource={WHITE_LABEL_RESOURCE[scope]}
        id={WHITE_LABEL_ID}
        transform={transform}
        redirect={false}
        queryOptions={{ retry: false }}
        mutationOptions={{
          onSuccess: () => {
            notify('app.white_label.saved', { type: 'success' });
            // The platform defaults are the running portal's branding: load them past the local cache.
            if (scope === 'admin') void refreshBranding({ force: true });
          },
        }}
      >
        <LoadError />
        <SettingsForm scope={scope} readOnly={readOnly} />
      </RecordPage.Edit>
    </PageFrame>
  );
};

import { type SxProps, type Theme, Typography } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { SETTINGS_RECORD_ID } from '../providers/settingsRecord';
import { BoundariesSection, CryptoSection, CurrencySection, NewCustomerSection, PaymentsSection, SecuritySection } from './SettingsSections';

/**
 * /admin/settings: react-admin's <Edit mutationMode="pessimistic"> of the `settings` record. The
 * dataProvider saves the changed keys only (one upsert each) and puts the server's 422 messages on
 * the inputs of their key.
 */
/** Save only: the platform settings cannot be deleted (react-admin's edit toolbar would offer Delete). */
const SettingsToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * The setting names are long ("Fiat currencies that may not be exchanged from"): on a phone a floating
 * label inside its input is cut off at the input's edge. There each input's name stands above it as
 * ordinary wrapping text, and the inputs take the width of the screen.
 */
const PHONE_LABELS: SxProps<Theme> = (theme) => ({
  px: 0,
  [theme.breakpoints.down('sm')]: {
    '& .MuiFormControl-root:not(fieldset)': { width: '100%', minWidth: 0 },
    '& .MuiFormControl-root > .MuiInputLabel-root': {
      position: 'static', transform: 'none', whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', maxWidth: '100%', mb: 0.5, lineHeight: 1.3,
    },
    '& .MuiFormControl-root > .MuiInputLabel-root + .MuiInputBase-root': { mt: 0 },
    '& .MuiFilledInput-input': { pt: 1.5 },
  },
});

export const SettingsEdit = () => {
  useDocumentTitle('app.routes.settings');
  const translate = useTranslate();
  return (
    <PageFrame titleKey="app.routes.settings">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.settings.intro')}</Typography>
      <RecordPage.Edit resource="settings" id={SETTINGS_RECORD_ID} redirect={false} notFoundKey="app.error.unexpected">
        <SimpleForm sx={PHONE_LABELS} toolbar={<SettingsToolbar />}>
          <CurrencySection />
          <BoundariesSection />
          <NewCustomerSection />
          <PaymentsSection />
          <CryptoSection />
          <SecuritySection />
        </SimpleForm>
      </RecordPage.Edit>
    </PageFrame>
  );
};

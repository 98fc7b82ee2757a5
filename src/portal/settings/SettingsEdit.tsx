import { Typography } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { SETTINGS_RECORD_ID } from '../providers/settingsRecord';
import { BoundariesSection, CryptoSection, CurrencySection, NewCustomerSection, PaymentsSection } from './SettingsSections';

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

export const SettingsEdit = () => {
  useDocumentTitle('app.routes.settings');
  const translate = useTranslate();
  return (
    <PageFrame titleKey="app.routes.settings">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.settings.intro')}</Typography>
      <RecordPage.Edit resource="settings" id={SETTINGS_RECORD_ID} redirect={false} notFoundKey="app.error.unexpected">
        <SimpleForm sx={{ px: 0 }} toolbar={<SettingsToolbar />}>
          <CurrencySection />
          <BoundariesSection />
          <NewCustomerSection />
          <PaymentsSection />
          <CryptoSection />
        </SimpleForm>
      </RecordPage.Edit>
    </PageFrame>
  );
};

import { Alert, Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { PageFrame } from '../frame/PageFrame';
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
      <Edit
        resource="settings"
        id={SETTINGS_RECORD_ID}
        mutationMode="pessimistic"
        redirect={false}
        redirectOnError={false}
        disableAuthentication
        title={false}
        actions={false}
        component="div"
        error={<Alert severity="error">{translate('app.error.unexpected')}</Alert>}
      >
        <SimpleForm sx={{ px: 0 }} toolbar={<SettingsToolbar />}>
          <CurrencySection />
          <BoundariesSection />
          <NewCustomerSection />
          <PaymentsSection />
          <CryptoSection />
        </SimpleForm>
      </Edit>
    </PageFrame>
  );
};

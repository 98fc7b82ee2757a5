import SettingsIcon from '@mui/icons-material/Settings';
import { createElement } from 'react';
import { useTranslate } from 'react-admin';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const SettingsEdit = lazyPage(() => import('./SettingsEdit'), 'SettingsEdit');

/** The settings record has no name of its own: it is "Settings" in the user's language. */
const SettingsName = () => useTranslate()('resources.settings.name', { smart_count: 2 });

/** The `settings` resource: one record of every platform setting (providers/settingsRecord.ts), edited at /admin/settings. */
export const settings = kontorResource({ name: 'settings', icon: SettingsIcon, recordRepresentation: createElement(SettingsName), edit: SettingsEdit });

import SettingsIcon from '@mui/icons-material/Settings';
import { kontorResource } from '../kontorResource';

/** The `settings` resource: one record of every platform setting (providers/settingsRecord.ts), edited at /admin/settings. */
export default kontorResource({
  name: 'settings',
  icon: SettingsIcon,
  recordRepresentation: () => 'Settings',
});

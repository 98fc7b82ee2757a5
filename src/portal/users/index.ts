import PersonIcon from '@mui/icons-material/Person';
import type { User } from '../../contract/entities';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

/** The `users` resource: served by the dataProvider (providers/resources.ts), labelled under resources.users. */
export const users = kontorResource({
  name: 'users',
  icon: PersonIcon,
  recordRepresentation: (record: User) => `${record.first_name} ${record.last_name}`.trim() || record.email,
  list: lazyPage(() => import('./UserList'), 'UserList'),
  show: lazyPage(() => import('./UserShow'), 'UserShow'),
  edit: lazyPage(() => import('./UserEdit'), 'UserEdit'),
});

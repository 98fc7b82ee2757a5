import PersonIcon from '@mui/icons-material/Person';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';
import { userName } from './userName';

const UserList = lazyPage(() => import('./UserList'), 'UserList');
const UserShow = lazyPage(() => import('./UserShow'), 'UserShow');
const UserEdit = lazyPage(() => import('./UserEdit'), 'UserEdit');

/** The `users` resource: served by the dataProvider (providers/resources.ts), labelled under resources.users. */
export const users = kontorResource({ name: 'users', icon: PersonIcon, recordRepresentation: userName, list: UserList, show: UserShow, edit: UserEdit });

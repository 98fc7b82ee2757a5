import NotificationsIcon from '@mui/icons-material/Notifications';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const NotificationsPage = lazyPage(() => import('./NotificationsPage'), 'NotificationsPage');

/** The `notifications` resource: served by the dataProvider (providers/resources.ts), labelled under resources.notifications. */
export const notifications = kontorResource({ name: 'notifications', icon: NotificationsIcon, recordRepresentation: 'title', list: NotificationsPage });

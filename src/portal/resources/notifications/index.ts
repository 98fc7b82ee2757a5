import NotificationsIcon from '@mui/icons-material/Notifications';
import { kontorResource } from '../../frame/kontorResource';

/** The `notifications` resource: served by the dataProvider (providers/resources.ts), labelled under resources.notifications. */
export default kontorResource({
  name: 'notifications',
  icon: NotificationsIcon,
  recordRepresentation: 'title',
});

import HistoryIcon from '@mui/icons-material/History';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const ManagerActivityPage = lazyPage(() => import('./ManagerActivityPage'), 'ManagerActivityPage');
const AdminActivityLogPage = lazyPage(() => import('./AdminActivityLogPage'), 'AdminActivityLogPage');

/** The `activities` resource: served by the dataProvider (providers/resources.ts), labelled under resources.activities. */
export const activities = kontorResource({ name: 'activities', icon: HistoryIcon, recordRepresentation: 'description', list: ManagerActivityPage });

/** The `activity-logs` resource: served by the dataProvider (providers/resources.ts), labelled under resources.activity-logs. */
export const activityLogs = kontorResource({ name: 'activity-logs', icon: HistoryIcon, recordRepresentation: 'description', list: AdminActivityLogPage });

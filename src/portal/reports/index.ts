import AssessmentIcon from '@mui/icons-material/Assessment';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const ReportsPage = lazyPage(() => import('./ReportsPage'), 'ReportsPage');

/** The `reports` resource: served by the dataProvider (providers/resources.ts), labelled under resources.reports. */
export const reports = kontorResource({ name: 'reports', icon: AssessmentIcon, recordRepresentation: 'name', list: ReportsPage });

import FactCheckIcon from '@mui/icons-material/FactCheck';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { kontorResource, numbered } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

/** The `compliance-trackings` resource: served by the dataProvider (providers/resources.ts), labelled under resources.compliance-trackings. */
export const complianceTrackings = kontorResource({
  name: 'compliance-trackings',
  icon: FactCheckIcon,
  recordRepresentation: numbered,
  list: lazyPage(() => import('./ComplianceListPage'), 'ComplianceListPage'),
  show: lazyPage(() => import('./ComplianceEntityPage'), 'ComplianceEntityPage'),
});

/** The `kyc-file-archives` resource: served by the dataProvider (providers/resources.ts), labelled under resources.kyc-file-archives. */
export const kycFileArchives = kontorResource({
  name: 'kyc-file-archives',
  icon: Inventory2Icon,
  recordRepresentation: numbered,
  list: lazyPage(() => import('./KycArchivesPage'), 'KycArchivesPage'),
});

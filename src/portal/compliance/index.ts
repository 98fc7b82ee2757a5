import FactCheckIcon from '@mui/icons-material/FactCheck';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { kontorResource, numbered } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const ComplianceListPage = lazyPage(() => import('./ComplianceListPage'), 'ComplianceListPage');
const ComplianceEntityPage = lazyPage(() => import('./ComplianceEntityPage'), 'ComplianceEntityPage');
const KycArchivesPage = lazyPage(() => import('./KycArchivesPage'), 'KycArchivesPage');

/** The `compliance-trackings` resource: served by the dataProvider (providers/resources.ts), labelled under resources.compliance-trackings. */
export const complianceTrackings = kontorResource({ name: 'compliance-trackings', icon: FactCheckIcon, recordRepresentation: numbered, list: ComplianceListPage, show: ComplianceEntityPage });

/** The `kyc-file-archives` resource: served by the dataProvider (providers/resources.ts), labelled under resources.kyc-file-archives. */
export const kycFileArchives = kontorResource({ name: 'kyc-file-archives', icon: Inventory2Icon, recordRepresentation: numbered, list: KycArchivesPage });

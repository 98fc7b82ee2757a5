import FingerprintIcon from '@mui/icons-material/Fingerprint';
import type { AuthCheckpoint } from '../../contract/entities';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const AuthCheckpointList = lazyPage(() => import('./AuthCheckpointList'), 'AuthCheckpointList');

/** A checkpoint as named in react-admin: its address and user, else its number. */
const checkpointName = (record: AuthCheckpoint) => [record.ip, record.user?.email].filter(Boolean).join(' · ') || `#${record.id}`;

/** The `auth-checkpoints` resource: served by the dataProvider (providers/resources.ts), labelled under resources.auth-checkpoints. */
export const authCheckpoints = kontorResource({ name: 'auth-checkpoints', icon: FingerprintIcon, recordRepresentation: checkpointName, list: AuthCheckpointList });

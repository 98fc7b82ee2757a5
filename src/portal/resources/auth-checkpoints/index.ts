import FingerprintIcon from '@mui/icons-material/Fingerprint';
import { kontorResource } from '../../frame/kontorResource';
import type { AuthCheckpoint } from '../../../contract/entities';

/** The `auth-checkpoints` resource: served by the dataProvider (providers/resources.ts), labelled under resources.auth-checkpoints. */
export default kontorResource({
  name: 'auth-checkpoints',
  icon: FingerprintIcon,
  recordRepresentation: (record: AuthCheckpoint) => [record.ip, record.user?.email].filter(Boolean).join(' · ') || `#${record.id}`,
});

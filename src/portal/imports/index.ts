import UploadFileIcon from '@mui/icons-material/UploadFile';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

/** The `imports` resource: served by the dataProvider (providers/resources.ts), labelled under resources.imports. */
export const imports = kontorResource({
  name: 'imports',
  icon: UploadFileIcon,
  recordRepresentation: 'file_name',
  list: lazyPage(() => import('./ImportsPage'), 'ImportsPage'),
  show: lazyPage(() => import('./ImportShowPage'), 'ImportShowPage'),
  create: lazyPage(() => import('./ImportPage'), 'ImportPage'),
});

import UploadFileIcon from '@mui/icons-material/UploadFile';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const ImportsPage = lazyPage(() => import('./ImportsPage'), 'ImportsPage');
const ImportShowPage = lazyPage(() => import('./ImportShowPage'), 'ImportShowPage');
const ImportPage = lazyPage(() => import('./ImportPage'), 'ImportPage');

/** The `imports` resource: served by the dataProvider (providers/resources.ts), labelled under resources.imports. */
export const imports = kontorResource({ name: 'imports', icon: UploadFileIcon, recordRepresentation: 'file_name', list: ImportsPage, show: ImportShowPage, create: ImportPage });

import UploadFileIcon from '@mui/icons-material/UploadFile';
import { kontorResource } from '../../frame/kontorResource';

/** The `imports` resource: served by the dataProvider (providers/resources.ts), labelled under resources.imports. */
export default kontorResource({
  name: 'imports',
  icon: UploadFileIcon,
  recordRepresentation: 'file_name',
});

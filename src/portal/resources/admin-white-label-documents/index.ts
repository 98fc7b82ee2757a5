import DescriptionIcon from '@mui/icons-material/Description';
import { kontorResource } from '../../frame/kontorResource';

/** `admin-white-label-documents`: the platform's default document types (/admin/white-label/documents). */
export default kontorResource({
  name: 'admin-white-label-documents',
  icon: DescriptionIcon,
  recordRepresentation: 'document_type',
});

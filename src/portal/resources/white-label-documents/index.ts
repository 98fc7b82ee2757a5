import DescriptionIcon from '@mui/icons-material/Description';
import { kontorResource } from '../../frame/kontorResource';

/** `white-label-documents`: the company's branded document types (/manager/white-label/documents); a type names each. */
export default kontorResource({
  name: 'white-label-documents',
  icon: DescriptionIcon,
  recordRepresentation: 'document_type',
});

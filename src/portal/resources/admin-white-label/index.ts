import PaletteIcon from '@mui/icons-material/Palette';
import { kontorResource } from '../../frame/kontorResource';

/** The `admin-white-label` resource: the platform's default branding, one record, labelled under resources.admin-white-label. */
export default kontorResource({
  name: 'admin-white-label',
  icon: PaletteIcon,
  recordRepresentation: 'name',
});

import PaletteIcon from '@mui/icons-material/Palette';
import { kontorResource } from '../../frame/kontorResource';

/** The `white-label` resource: the company's branding, one record (providers/resources.ts), labelled under resources.white-label. */
export default kontorResource({
  name: 'white-label',
  icon: PaletteIcon,
  recordRepresentation: 'name',
});

import DescriptionIcon from '@mui/icons-material/Description';
import PaletteIcon from '@mui/icons-material/Palette';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const ManagerWhiteLabelPage = lazyPage(() => import('./ManagerWhiteLabelPage'), 'ManagerWhiteLabelPage');
const ManagerWhiteLabelDocumentsPage = lazyPage(() => import('./ManagerWhiteLabelDocumentsPage'), 'ManagerWhiteLabelDocumentsPage');
const AdminWhiteLabelPage = lazyPage(() => import('./AdminWhiteLabelPage'), 'AdminWhiteLabelPage');
const AdminWhiteLabelDocumentsPage = lazyPage(() => import('./AdminWhiteLabelDocumentsPage'), 'AdminWhiteLabelDocumentsPage');

/** The `white-label` resource: the company's branding, one record (providers/resources.ts), labelled under resources.white-label. */
export const whiteLabel = kontorResource({ name: 'white-label', icon: PaletteIcon, recordRepresentation: 'name', edit: ManagerWhiteLabelPage });

/** `white-label-documents`: the company's branded document types (/manager/white-label/documents); a type names each. */
export const whiteLabelDocuments = kontorResource({ name: 'white-label-documents', icon: DescriptionIcon, recordRepresentation: 'document_type', list: ManagerWhiteLabelDocumentsPage });

/** The `admin-white-label` resource: the platform's default branding, one record, labelled under resources.admin-white-label. */
export const adminWhiteLabel = kontorResource({ name: 'admin-white-label', icon: PaletteIcon, recordRepresentation: 'name', edit: AdminWhiteLabelPage });

/** `admin-white-label-documents`: the platform's default document types (/admin/white-label/documents). */
export const adminWhiteLabelDocuments = kontorResource({ name: 'admin-white-label-documents', icon: DescriptionIcon, recordRepresentation: 'document_type', list: AdminWhiteLabelDocumentsPage });

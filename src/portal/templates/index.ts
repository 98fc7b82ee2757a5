import BookmarksIcon from '@mui/icons-material/Bookmarks';
import type { PaymentTemplate } from '../../contract/templates';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const TemplateList = lazyPage(() => import('./TemplateList'), 'TemplateList');
const TemplateEdit = lazyPage(() => import('./TemplateEdit'), 'TemplateEdit');

/** The `payment-templates` resource (issue 40): the company's named payments a manager starts a payment from (providers/resources.ts). */
export const paymentTemplates = kontorResource({ name: 'payment-templates', icon: BookmarksIcon, recordRepresentation: (r: PaymentTemplate) => r.name, list: TemplateList, edit: TemplateEdit });

import CampaignIcon from '@mui/icons-material/Campaign';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const AnnouncementList = lazyPage(() => import('./AnnouncementList'), 'AnnouncementList');
const AnnouncementEdit = lazyPage(() => import('./AnnouncementEdit'), 'AnnouncementEdit');
const AnnouncementCreate = lazyPage(() => import('./AnnouncementCreate'), 'AnnouncementCreate');

/** The `admin-announcements` resource: served by the dataProvider (providers/resources.ts), labelled under resources.admin-announcements. */
export const adminAnnouncements = kontorResource({ name: 'admin-announcements', icon: CampaignIcon, recordRepresentation: 'title', list: AnnouncementList, edit: AnnouncementEdit, create: AnnouncementCreate });

/** The `announcements` resource: served by the dataProvider (providers/resources.ts), labelled under resources.announcements. */
export const announcements = kontorResource({ name: 'announcements', icon: CampaignIcon, recordRepresentation: 'title' });

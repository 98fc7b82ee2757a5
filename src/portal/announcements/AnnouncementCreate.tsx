import { useNotify, useRedirect } from 'react-admin';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { RecordPage } from '../frame/RecordPage';
import { ANNOUNCEMENTS_PATH, AnnouncementForm, announcementBody, announcementDefaults } from './AnnouncementForm';
import { useRefreshManagerFeed } from './useRefreshManagerFeed';

/**
 * /admin/announcements/create: react-admin's <Create> of admin-announcements, saved with its own save
 * through the dataProvider; goes to the list on success.
 */
export const AnnouncementCreate = () => {
  useDocumentTitle('app.routes.announcement_create');
  const notify = useNotify();
  const redirect = useRedirect();
  const refreshFeed = useRefreshManagerFeed();
  const onSuccess = () => {
    notify('app.announcements.created', { type: 'success' });
    refreshFeed();
    redirect(ANNOUNCEMENTS_PATH);
  };
  return (
    <PageFrame titleKey="app.routes.announcement_create">
      {/* The route table guards the page; the page title is the frame's. */}
      <RecordPage.Create resource="admin-announcements" transform={announcementBody} mutationOptions={{ onSuccess }}>
        <AnnouncementForm defaults={announcementDefaults()} />
      </RecordPage.Create>
    </PageFrame>
  );
};

import { Button, Stack } from '@mui/material';
import { useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Announcement } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ANNOUNCEMENTS_PATH, AnnouncementForm, announcementBody } from './AnnouncementForm';
import { DeleteAnnouncementButton } from './DeleteAnnouncementButton';
import { useRefreshManagerFeed } from './useRefreshManagerFeed';

/** Back to the list, and (once loaded) the delete of the page's announcement. */
const AnnouncementEditActions = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const announcement = useRecordContext<Announcement>();
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
      <Button component={Link} to={ANNOUNCEMENTS_PATH}>{translate('app.announcements.back')}</Button>
      {announcement ? <DeleteAnnouncementButton announcement={announcement} variant="button" onDeleted={() => redirect(ANNOUNCEMENTS_PATH)} /> : null}
    </Stack>
  );
};

/**
 * /admin/announcements/{id}: react-admin's <Edit mutationMode="pessimistic"> of admin-announcements,
 * saved with its own save through the dataProvider then back to the list, or deleted after a confirmation.
 */
export const AnnouncementEdit = () => {
  useDocumentTitle('app.routes.announcement');
  const notify = useNotify();
  const redirect = useRedirect();
  const refreshFeed = useRefreshManagerFeed();
  const id = Number(useParams().id);
  const onSuccess = () => {
    notify('app.announcements.updated', { type: 'success' });
    refreshFeed();
    redirect(ANNOUNCEMENTS_PATH);
  };
  return (
    <PageFrame titleKey="app.routes.announcement">
      {/* The route table guards the page; the page title is the frame's. */}
      <RecordPage.Edit
        resource="admin-announcements"
        id={id}
        actions={<AnnouncementEditActions />}
        notFoundKey="app.announcements.not_found"
        transform={announcementBody}
        mutationOptions={{ onSuccess }}
      >
        <AnnouncementForm />
      </RecordPage.Edit>
    </PageFrame>
  );
};

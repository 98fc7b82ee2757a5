import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Announcement } from '../../contract/entities';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ANNOUNCEMENTS_PATH, AnnouncementForm, type AnnouncementValues, announcementBody } from './AnnouncementForm';
import { DeleteAnnouncementButton } from './DeleteAnnouncementButton';

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
 * saved through the error layer (useKontorSubmit) then back to the list, or deleted after a confirmation.
 */
export const AnnouncementEdit = () => {
  useDocumentTitle('app.routes.announcement');
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const submit = useKontorSubmit('admin.announcements.update', (v: Partial<AnnouncementValues>) => announcementBody(v), {
    params: { id },
    onSuccess: () => {
      notify('app.announcements.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin-announcements'] });
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
      redirect(ANNOUNCEMENTS_PATH);
    },
  });
  return (
    <PageFrame titleKey="app.routes.announcement">
      {/* The route table guards the page; the page title is the frame's. */}
      <RecordPage.Edit resource="admin-announcements" id={id} redirect={ANNOUNCEMENTS_PATH} actions={<AnnouncementEditActions />} notFoundKey="app.announcements.not_found">
        <AnnouncementForm submit={submit} />
      </RecordPage.Edit>
    </PageFrame>
  );
};

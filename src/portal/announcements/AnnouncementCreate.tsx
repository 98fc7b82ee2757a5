import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect } from 'react-admin';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { RecordPage } from '../frame/RecordPage';
import { ANNOUNCEMENTS_PATH, AnnouncementForm, type AnnouncementValues, announcementBody, announcementDefaults } from './AnnouncementForm';

/**
 * /admin/announcements/create: react-admin's <Create> of admin-announcements; the form saves through
 * the error layer (useKontorSubmit) and goes to the list on success.
 */
export const AnnouncementCreate = () => {
  useDocumentTitle('app.routes.announcement_create');
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const submit = useKontorSubmit('admin.announcements.create', (v: Partial<AnnouncementValues>) => announcementBody(v), {
    onSuccess: () => {
      notify('app.announcements.created', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin-announcements'] });
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
      redirect(ANNOUNCEMENTS_PATH);
    },
  });
  return (
    <PageFrame titleKey="app.routes.announcement_create">
      {/* The route table guards the page; the page title is the frame's. */}
      <RecordPage.Create resource="admin-announcements" redirect={ANNOUNCEMENTS_PATH}>
        <AnnouncementForm defaults={announcementDefaults()} submit={submit} />
      </RecordPage.Create>
    </PageFrame>
  );
};

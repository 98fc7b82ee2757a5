import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { AnnouncementForm, type AnnouncementValues, announcementBody, announcementDefaults } from './AnnouncementForm';

/** /admin/announcements/create. */
export const AnnouncementCreate = () => {
  useDocumentTitle('app.routes.announcement_create');
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useKontorSubmit('admin.announcements.create', (v: Partial<AnnouncementValues>) => announcementBody(v), {
    onSuccess: () => {
      notify('app.announcements.created', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin-announcements'] });
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
      navigate('/admin/announcements');
    },
  });
  return (
    <PageFrame titleKey="app.routes.announcement_create">
      <AnnouncementForm defaults={announcementDefaults()} submit={submit} />
    </PageFrame>
  );
};

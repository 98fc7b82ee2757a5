import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Announcement } from '../../contract/entities';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { AnnouncementForm, type AnnouncementValues, announcementBody, announcementDefaults } from './AnnouncementForm';
import { DeleteAnnouncementButton } from './DeleteAnnouncementButton';

const EditForm = ({ announcement }: { announcement: Announcement }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const submit = useKontorSubmit('admin.announcements.update', (v: Partial<AnnouncementValues>) => announcementBody(v), {
    params: { id: announcement.id },
    onSuccess: () => {
      notify('app.announcements.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin-announcements'] });
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
    },
  });
  return <AnnouncementForm defaults={announcementDefaults(announcement)} submit={submit} />;
};

/** /admin/announcements/{id}: the announcement in its form, saved in place, or deleted after a confirmation. */
export const AnnouncementEdit = () => {
  useDocumentTitle('app.routes.announcement');
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data, isPending, error } = useGetOne<Announcement>('admin-announcements', { id }, { enabled: Number.isInteger(id) && id > 0 });
  return (
    <PageFrame titleKey="app.routes.announcement">
      <Stack direction="row" spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <Button component={Link} to="/admin/announcements">{translate('app.announcements.back')}</Button>
        {data ? <DeleteAnnouncementButton announcement={data} variant="button" onDeleted={() => navigate('/admin/announcements')} /> : null}
      </Stack>
      {isPending && !error ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{translate('app.announcements.not_found')}</Alert> : null}
      {data ? <EditForm key={`${data.id}@${data.updated_at}`} announcement={data} /> : null}
    </PageFrame>
  );
};

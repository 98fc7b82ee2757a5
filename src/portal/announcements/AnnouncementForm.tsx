import { Box, Stack, Typography } from '@mui/material';
import { BooleanInput, DateInput, SaveButton, SimpleForm, TextInput, useTranslate } from 'react-admin';
import type { Announcement } from '../../contract/entities';
import { useRecordSave } from '../errors/useRecordSave';

export type AnnouncementValues = { title: string; content: string; is_published: boolean; starts_at: string | null; ends_at: string | null };

/** The spec's list of the admin-announcements resource: where create and update go back to. */
export const ANNOUNCEMENTS_PATH = '/admin/announcements';

/** The form's values as the call's body: blank dates mean "no limit". */
export const announcementBody = (v: Partial<AnnouncementValues>): AnnouncementValues => ({
  title: v.title ?? '',
  content: v.content ?? '',
  is_published: v.is_published === true,
  starts_at: v.starts_at || null,
  ends_at: v.ends_at || null,
});

export const announcementDefaults = (a?: Announcement): AnnouncementValues =>
  a ? { title: a.title, content: a.content, is_published: a.is_published, starts_at: a.starts_at, ends_at: a.ends_at } : { title: '', content: '', is_published: false, starts_at: null, ends_at: null };

type AnnouncementFormProps = {
  /** Create's starting values; in <Edit> the record of the page is the form's values. */
  defaults?: AnnouncementValues;
};

/**
 * Title, text (plain text), published flag and the days it is shown: a <SimpleForm> inside the page's
 * <Create> / <Edit>, saved with the page's own save (the body is announcementBody, the page's
 * transform); the server's 422 messages land on the inputs, the topmost one focused.
 */
export const AnnouncementForm = ({ defaults }: AnnouncementFormProps) => {
  const translate = useTranslate();
  const { submit, saving } = useRecordSave();
  return (
    <SimpleForm
      defaultValues={defaults}
      onSubmit={submit}
      component={Box}
      toolbar={
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <SaveButton label={translate('app.announcements.save')} disabled={saving} alwaysEnable={!saving} />
        </Stack>
      }
    >
      <Box sx={{ width: '100%' }}>
        <TextInput source="title" label={translate('app.announcements.fields.title')} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextInput source="content" label={translate('app.announcements.fields.content')} multiline minRows={4} slotProps={{ htmlInput: { maxLength: 10000 } }} />
        <BooleanInput source="is_published" label={translate('app.announcements.fields.is_published')} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateInput source="starts_at" label={translate('app.announcements.fields.starts_at')} />
          <DateInput source="ends_at" label={translate('app.announcements.fields.ends_at')} />
        </Stack>
        <Typography variant="body2" color="text.secondary">{translate('app.announcements.dates_hint')}</Typography>
      </Box>
    </SimpleForm>
  );
};

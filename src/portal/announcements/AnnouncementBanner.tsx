import CampaignIcon from '@mui/icons-material/Campaign';
import { Alert, AlertTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { CACHE_LIFETIMES } from '../../contract/constants';
import type { Announcement } from '../../contract/entities';
import { useAccessContext } from '../providers/useAccessContext';
import { canLoadManagerFeed } from './canLoadManagerFeed';
import { dismissAnnouncement, readDismissed, undismissed } from './dismissedAnnouncements';

/** At most this many current announcements are shown at once, newest first. */
const SHOWN = 5;

const Banner = ({ userKey }: { userKey: string }) => {
  const translate = useTranslate();
  const [dismissed, setDismissed] = useState<string[]>(() => readDismissed(userKey));
  // The announcements resource: the current ones, as the server orders them.
  const { data } = useGetList<Announcement>('announcements', { pagination: { page: 1, perPage: SHOWN } }, { staleTime: CACHE_LIFETIMES.announcements });
  const shown = undismissed(data ?? [], dismissed);
  if (shown.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} role="region" aria-label={translate('app.announcements.banner_title')}>
      {shown.map((a) => (
        <Alert
          key={a.id}
          severity="info"
          icon={<CampaignIcon />}
          data-testid="announcement"
          onClose={() => setDismissed(dismissAnnouncement(userKey, a))}
          slotProps={{ closeButton: { title: translate('app.announcements.dismiss'), 'aria-label': translate('app.announcements.dismiss') } }}
        >
          <AlertTitle>{a.title}</AlertTitle>
          <span style={{ whiteSpace: 'pre-line' }}>{a.content}</span>
        </Alert>
      ))}
    </Stack>
  );
};

/** The current announcements at the top of the manager dashboard, each dismissible (remembered per user in this browser). */
export const AnnouncementBanner = () => {
  const ctx = useAccessContext();
  const { identity } = useGetIdentity();
  if (!canLoadManagerFeed(ctx, 'announcements') || identity?.id === undefined) return null;
  return <Banner userKey={String(identity.id)} />;
};

import { Button, Chip, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useLogout, useNotify, useTranslate } from 'react-admin';
import type { SignInSession } from '../../contract/entities';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { ErrorAlert } from '../pages/ErrorAlert';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { formatDateTime } from '../money/formatMoney';
import { ProfileSection } from './ProfileSection';

type SessionRowProps = { session: SignInSession };

/** One sign-in with its "End session" button (after a confirmation); ending this browser's signs out. */
const SessionRow = ({ session }: SessionRowProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const notifyFailure = useNotifyWriteFailure();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const { mutate: end, isPending: loading } = useMutation({
    mutationFn: () => dataProvider.endSignInSession({ params: { id: session.id } }),
    onSuccess: () => {
      if (session.current) {
        void logout();
        return;
      }
      notify('app.pages.profile.sessions.ended', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.signInSessions() });
    },
    onError: notifyFailure,
  });
  const device = session.user_agent ?? translate('app.pages.profile.sessions.unknown_device');
  const details = [
    `${translate('app.pages.profile.sessions.ip')}: ${session.ip ?? '—'}`,
    `${translate('app.pages.profile.sessions.started')}: ${formatDateTime(session.started_at, locale)}`,
    `${translate('app.pages.profile.sessions.last_used')}: ${formatDateTime(session.last_used_at, locale)}`,
    `${translate('app.pages.profile.sessions.expires')}: ${formatDateTime(session.expires_at, locale)}`,
  ];
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <ListItemText
        sx={{ minWidth: 0, flex: '1 1 220px', overflowWrap: 'anywhere' }}
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{device}</span>
            {session.current ? <Chip size="small" color="primary" label={translate('app.pages.profile.sessions.this_browser')} /> : null}
          </Stack>
        }
        secondary={details.map((d) => (
          <Typography key={d} component="span" variant="body2" sx={{ display: 'block' }}>
            {d}
          </Typography>
        ))}
        secondaryTypographyProps={{ component: 'div' }}
      />
      <Button size="small" variant="outlined" color="error" disabled={loading} onClick={() => setOpen(true)}>
        {translate('app.pages.profile.sessions.end')}
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={translate('app.pages.profile.sessions.end_title')}
        content={translate(session.current ? 'app.pages.profile.sessions.end_current_confirm' : 'app.pages.profile.sessions.end_confirm', { device })}
        confirm={translate('app.pages.profile.sessions.end')}
        confirmColor="warning"
        cancel={translate('app.pages.profile.sessions.cancel')}
        onConfirm={() => {
          setOpen(false);
          end();
        }}
        onClose={() => setOpen(false)}
      />
    </ListItem>
  );
};

/** The caller's own live sign-ins (ASVS V7.5.2): each can be ended; this browser's is marked. */
export const SessionsPanel = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: queryKeys.signInSessions(),
    queryFn: ({ signal }): Promise<SignInSession[]> => dataProvider.getSignInSessions({ signal }),
  });
  return (
    <ProfileSection titleKey="app.pages.profile.sessions.title">
      {isPending ? <LinearProgress /> : null}
      {error ? <ErrorAlert error={error} /> : null}
      {data && data.length === 0 ? <Typography>{translate('app.pages.profile.sessions.none')}</Typography> : null}
      {data && data.length > 0 ? (
        <List dense aria-label={translate('app.pages.profile.sessions.title')}>
          {data.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </List>
      ) : null}
    </ProfileSection>
  );
};

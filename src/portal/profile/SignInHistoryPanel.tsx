import { Chip, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { SignInEvent } from '../../contract/entities';
import { formatDateTime } from '../money/formatMoney';
import { ErrorAlert } from '../pages/ErrorAlert';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { ProfileSection } from './ProfileSection';

const KIND_COLOR = { signed_in: 'success', failed: 'error', blocked: 'warning' } as const;

const FACTORS = ['totp', 'passkey', 'recovery_code'] as const;

/** One sign-in or failed attempt: when, from where, which browser, how (or why it failed). */
const EventRow = ({ event }: { event: SignInEvent }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const factor = FACTORS.find((f) => f === event.second_factor);
  const details = [
    `${translate('app.second_factors.history.place')}: ${event.place ?? translate('app.second_factors.history.unknown_place')}`,
    `${translate('app.second_factors.history.ip')}: ${event.ip ?? '—'}`,
    factor ? `${translate('app.second_factors.history.factor')}: ${translate(`app.second_factors.history.factors.${factor}`)}` : null,
    event.reason ? translate(event.reason === 'password' ? 'app.second_factors.history.wrong_password' : 'app.second_factors.history.wrong_second_factor') : null,
  ].filter((d): d is string => d !== null);
  return (
    <ListItem divider disableGutters>
      <ListItemText
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" variant="outlined" color={KIND_COLOR[event.kind]} label={translate(`app.second_factors.history.${event.kind}`)} />
            <span>{formatDateTime(event.at, locale)}</span>
            {event.new_device ? <Chip size="small" label={translate('app.second_factors.history.new_device')} /> : null}
          </Stack>
        }
        secondary={[event.user_agent ?? translate('app.second_factors.history.unknown_device'), ...details].map((d, i) => (
          <Typography key={i} component="span" variant="body2" sx={{ display: 'block' }}>
            {d}
          </Typography>
        ))}
        secondaryTypographyProps={{ component: 'div' }}
      />
    </ListItem>
  );
};

/** The caller's recent sign-ins and failed attempts (issue 42): what the auth checkpoints and the sign-ins record. */
export const SignInHistoryPanel = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: queryKeys.signInHistory(),
    queryFn: ({ signal }): Promise<SignInEvent[]> => dataProvider.getSignInHistory({ signal }),
  });
  return (
    <ProfileSection titleKey="app.second_factors.history.title">
      {isPending ? <LinearProgress /> : null}
      {error ? <ErrorAlert error={error} /> : null}
      {data && data.length === 0 ? <Typography>{translate('app.second_factors.history.none')}</Typography> : null}
      {data && data.length > 0 ? (
        <List dense aria-label={translate('app.second_factors.history.title')}>
          {data.map((e) => (
            <EventRow key={`${e.kind}-${e.id}`} event={e} />
          ))}
        </List>
      ) : null}
    </ProfileSection>
  );
};

import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, Chip, LinearProgress, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Confirm, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Passkey } from '../../contract/entities';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { formatDateTime } from '../money/formatMoney';
import { ErrorAlert } from '../pages/ErrorAlert';
import { errorMessageOf } from '../pages/errorMessageOf';
import { isApiError } from '../providers/ApiError';
import type { KontorDataProvider } from '../providers/dataProvider';
import { createPasskey, passkeysSupported } from '../providers/passkeyBrowser';
import { queryKeys } from '../providers/queryKeys';
import { ProfileSection } from './ProfileSection';
import { useProfile } from './useProfile';

const NAME_MAX = 60;

/** One passkey with its "Remove" button (after a confirmation, then a current code or another passkey). */
const PasskeyRow = ({ passkey }: { passkey: Passkey }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const { mutate: remove, isPending } = useMutation({
    mutationFn: () => dataProvider.removePasskey({ params: { id: passkey.id } }),
    onSuccess: () => {
      notify('app.second_factors.passkeys.removed', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() });
    },
    onError: notifyFailure,
  });
  const details = [
    `${translate('app.second_factors.passkeys.created')}: ${formatDateTime(passkey.created_at, locale)}`,
    `${translate('app.second_factors.passkeys.last_used')}: ${passkey.last_used_at ? formatDateTime(passkey.last_used_at, locale) : translate('app.second_factors.passkeys.never_used')}`,
  ];
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <ListItemText
        sx={{ minWidth: 0, flex: '1 1 220px', overflowWrap: 'anywhere' }}
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{passkey.name}</span>
            {passkey.backed_up ? <Chip size="small" label={translate('app.second_factors.passkeys.synced')} /> : null}
          </Stack>
        }
        secondary={details.map((d) => (
          <Typography key={d} component="span" variant="body2" sx={{ display: 'block' }}>
            {d}
          </Typography>
        ))}
        secondaryTypographyProps={{ component: 'div' }}
      />
      <Button size="small" variant="outlined" color="error" disabled={isPending} onClick={() => setOpen(true)} aria-label={translate('app.second_factors.passkeys.remove_named', { name: passkey.name })}>
        {translate('app.second_factors.passkeys.remove')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.second_factors.passkeys.remove_title')}
        content={translate('app.second_factors.passkeys.remove_confirm', { name: passkey.name })}
        confirm={translate('app.second_factors.passkeys.remove')}
        confirmColor="warning"
        cancel={translate('app.second_factors.cancel')}
        onConfirm={() => {
          setOpen(false);
          remove();
        }}
        onClose={() => setOpen(false)}
      />
    </ListItem>
  );
};

/** Names a new passkey and registers it: the server's creation options, the browser's authenticator, then a current code. */
const AddPasskeyForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const { mutate: add, isPending } = useMutation({
    mutationFn: async (passkeyName: string) => {
      const options = await dataProvider.getPasskeyRegistrationOptions({ errorContext: 'form' });
      const response = await createPasskey(options);
      return dataProvider.addPasskey({ body: { name: passkeyName, response }, meta: { conflictIsRefusal: true } });
    },
    onSuccess: () => {
      setName('');
      notify('app.second_factors.passkeys.added', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() });
    },
    onError: (error) => {
      // The browser's refusal (prompt closed, no passkeys) and the server's 409 (already registered) are said as they are.
      const message = errorMessageOf(error);
      if (message.startsWith('app.second_factors.') || (isApiError(error) && error.status === 409)) notify(message, { type: 'warning', messageArgs: { _: message } });
      else notifyFailure(error);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(translate('app.second_factors.passkeys.name_required'));
      return;
    }
    setNameError(null);
    add(trimmed);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
      <TextField
        label={translate('app.second_factors.passkeys.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError !== null}
        helperText={nameError ?? translate('app.second_factors.passkeys.name_hint')}
        slotProps={{ htmlInput: { maxLength: NAME_MAX, autoComplete: 'off' } }}
        size="small"
        sx={{ flex: '1 1 220px' }}
      />
      <Button type="submit" variant="contained" startIcon={<KeyIcon />} disabled={isPending} sx={{ mt: 0.25 }}>
        {translate('app.second_factors.passkeys.add')}
      </Button>
      {isPending ? <LinearProgress sx={{ flexBasis: '100%' }} /> : null}
    </Box>
  );
};

/** The caller's passkeys (issue 42): listed with their use, added under a name, removed. Two-factor must be on. */
export const PasskeysPanel = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data: profile } = useProfile();
  const on = profile?.two_factor_auth.google ?? false;
  const { data, error, isPending } = useQuery({
    queryKey: queryKeys.passkeys(),
    queryFn: ({ signal }): Promise<Passkey[]> => dataProvider.getPasskeys({ signal }),
  });
  return (
    <ProfileSection titleKey="app.second_factors.passkeys.title">
      {isPending ? <LinearProgress /> : null}
      {error ? <ErrorAlert error={error} /> : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.second_factors.passkeys.intro')}
      </Typography>
      {data && data.length === 0 ? <Typography variant="body2">{translate('app.second_factors.passkeys.none')}</Typography> : null}
      {data && data.length > 0 ? (
        <List dense aria-label={translate('app.second_factors.passkeys.list')}>
          {data.map((p) => (
            <PasskeyRow key={p.id} passkey={p} />
          ))}
        </List>
      ) : null}
      {!passkeysSupported() ? (
        <Typography variant="body2" sx={{ mt: 1 }}>{translate('app.second_factors.passkeys.unsupported')}</Typography>
      ) : on ? (
        <AddPasskeyForm />
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>{translate('app.second_factors.passkeys.needs_two_factor')}</Typography>
      )}
    </ProfileSection>
  );
};

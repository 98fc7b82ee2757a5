import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Grid, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { BankAccount } from '../../contract/entities';
import type { CurrencyKind } from '../../contract/enums';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { useAccessContext } from '../providers/useAccessContext';
import { AccountCard } from './AccountCard';
import { CreateAccountDialog } from './CreateAccountDialog';

/** /manager/accounts/{fiat|crypto}: the company's accounts of a kind with balances. */
export const AccountsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const ctx = useAccessContext();
  const { currency_type: raw } = useParams();
  const kind: CurrencyKind = raw === 'crypto' ? 'crypto' : 'fiat';
  useDocumentTitle('app.routes.accounts');
  const [creating, setCreating] = useState(false);
  const { data, isPending, error } = useGetList<BankAccount>('bank-accounts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: { currency_type: kind } });
  const canWrite = ctx.role === 'manager';
  const canCreate = canWrite && ctx.features.create_accounts && (kind === 'fiat' || ctx.features.crypto);

  // A failed choice has had the error catalogue's reaction already (the shell's alert).
  const { mutate: select, isPending: selecting } = useMutation({
    mutationFn: (account: BankAccount) => dataProvider.selectBankAccount({ params: { id: account.id } }),
    onSuccess: async (_answer, account) => {
      notify('app.money.accounts.default_set', { type: 'success', messageArgs: { name: account.name } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource('bank-accounts') });
    },
  });

  return (
    <PageFrame titleKey="app.routes.accounts">
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center' }}>
        <Tabs value={kind} variant="scrollable" sx={{ flex: 1, minWidth: 0 }}>
          <Tab value="fiat" label={translate('app.money.accounts.fiat')} component={Link} to="/manager/accounts/fiat" />
          {ctx.features.crypto ? <Tab value="crypto" label={translate('app.money.accounts.crypto')} component={Link} to="/manager/accounts/crypto" /> : null}
        </Tabs>
        {canCreate ? <Button startIcon={<AddIcon />} variant="contained" onClick={() => setCreating(true)}>{translate('app.money.accounts.create')}</Button> : null}
      </Stack>
      {isPending ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{translate('app.money.accounts.load_failed')}</Alert> : null}
      {data && data.length === 0 ? <Alert severity="info">{translate('app.money.accounts.empty')}</Alert> : null}
      <Grid container spacing={2}>
        {(data ?? []).map((a) => (
          <Grid key={a.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <AccountCard account={a} canWrite={canWrite} onSelect={(acc) => select(acc)} selecting={selecting} />
          </Grid>
        ))}
      </Grid>
      <CreateAccountDialog kind={kind} open={creating} onClose={() => setCreating(false)} />
    </PageFrame>
  );
};

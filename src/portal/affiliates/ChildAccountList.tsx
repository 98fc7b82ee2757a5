import { LinearProgress, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { BankAccount } from '../../contract/entities';
import { SERVER_PAGE_LIMIT } from '../providers/dataProvider';
import { formatMoney } from '../money/formatMoney';
import type { ChildKindDef } from './childKinds';
import { accountIdentifier } from '../money/groupedIban';

type ChildAccountListProps = {
  def: ChildKindDef;
  companyId: number;
  selectedAccountId: number | null;
  onSelect: (accountId: number) => void;
};

/**
 * The accounts of one child company with their balances (all of them in one answer of the company's
 * accounts call: no list resource, no paging); choosing one narrows the transactions to it.
 */
export const ChildAccountList = ({ def, companyId, selectedAccountId, onSelect }: ChildAccountListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // One answer with every account of the company; the resource shares the list's cache lifetime (document 2 section 9).
  const { data, isFetching, error } = useGetList<BankAccount>(def.accountsResource, { pagination: { page: 1, perPage: SERVER_PAGE_LIMIT }, meta: { params: { id: companyId } } });
  const accounts = data ?? [];
  return (
    <>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ display: 'block', mt: 2 }}>{translate('app.affiliates.accounts')}</Typography>
      {isFetching ? <LinearProgress /> : null}
      {error !== null ? <Typography color="error" sx={{ py: 2 }} data-testid="list-error">{translate('app.lists.error')}</Typography> : null}
      {data !== undefined && accounts.length === 0 ? <Typography color="text.secondary" sx={{ py: 2 }} data-testid="list-empty">{translate('app.affiliates.no_accounts')}</Typography> : null}
      <List dense disablePadding aria-label={translate('app.affiliates.accounts')}>
        {accounts.map((a) => (
          <ListItemButton key={a.id} selected={a.id === selectedAccountId} onClick={() => onSelect(a.id)} sx={{ pl: 2 }}>
            <ListItemText primary={`${a.name} · ${a.currency}`} secondary={accountIdentifier(a, `#${a.id}`)} />
            <Typography variant="body2" sx={{ textAlign: 'right', whiteSpace: 'nowrap', ml: 1 }}>
              {formatMoney(a.balance, a.currency, locale)}
              {a.available_balance !== a.balance ? (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {translate('app.affiliates.available', { amount: formatMoney(a.available_balance, a.currency, locale) })}
                </Typography>
              ) : null}
            </Typography>
          </ListItemButton>
        ))}
      </List>
    </>
  );
};

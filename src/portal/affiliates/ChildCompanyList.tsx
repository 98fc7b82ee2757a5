import { Box, Collapse, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { ChildCompany } from '../../contract/entities';
import { ListFeedback, ListPagination, ListSearchField } from '../tables/ListParts';
import { useListSearch } from '../tables/useListSearch';
import { ChildAccountList } from './ChildAccountList';
import { balanceLines } from './childBalances';
import type { ChildKind, ChildKindDef } from './childKinds';
import type { ChildSelection } from './childSelection';

const PER_PAGE = 10;

type ChildCompanyListProps = {
  kind: ChildKind;
  def: ChildKindDef;
  selection: ChildSelection;
  onAll: () => void;
  onCompany: (companyId: number) => void;
  /** With it, the chosen company opens its accounts and one of them can be chosen; without it there is no drill-down. */
  onAccount?: (companyId: number, accountId: number) => void;
};

/** The children of the company (server search and paging) with their balances; the chosen one opens its accounts. */
export const ChildCompanyList = ({ kind, def, selection, onAll, onCompany, onAccount }: ChildCompanyListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { typed, setTyped, search, page, setPage } = useListSearch();
  const { data, total, isFetching, error } = useGetList<ChildCompany>(def.listResource, {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'name', order: 'ASC' },
    filter: search ? { search } : {},
  });
  const rows = data ?? [];
  return (
    <Box>
      <ListSearchField fullWidth label={translate('app.affiliates.search')} value={typed} onChange={setTyped} sx={{ mb: 1 }} />
      <ListFeedback isFetching={isFetching} failed={error !== null} empty={data !== undefined && rows.length === 0} emptyKey={`app.affiliates.empty.${kind}`} />
      <List dense aria-label={translate(`app.affiliates.companies.${kind}`)}>
        <ListItemButton selected={selection.companyId === null} onClick={onAll}>
          <ListItemText primary={translate(`app.affiliates.all.${kind}`)} />
        </ListItemButton>
        {rows.map((c) => {
          const open = selection.companyId === c.id;
          const lines = balanceLines(c.accounts_summary, locale);
          return (
            <Fragment key={c.id}>
              <ListItemButton selected={open && selection.accountId === null} onClick={() => onCompany(c.id)} {...(onAccount ? { 'aria-expanded': open } : {})}>
                <ListItemText
                  primary={c.name}
                  secondary={
                    lines.length === 0 ? (
                      translate('app.affiliates.no_accounts')
                    ) : (
                      <Stack component="span" spacing={0}>
                        {lines.map((l) => (
                          <span key={l.currency}>{translate('app.affiliates.balance_line', { balance: l.balance, smart_count: l.accounts })}</span>
                        ))}
                      </Stack>
                    )
                  }
                />
                {c.enabled ? null : <Typography variant="caption" color="warning.main">{translate('app.affiliates.disabled')}</Typography>}
              </ListItemButton>
              {onAccount ? (
                <Collapse in={open} unmountOnExit>
                  <ChildAccountList def={def} companyId={c.id} selectedAccountId={open ? selection.accountId : null} onSelect={(accountId) => onAccount(c.id, accountId)} />
                </Collapse>
              ) : null}
            </Fragment>
          );
        })}
      </List>
      {(total ?? 0) > PER_PAGE ? <ListPagination total={total} page={page} onPage={setPage} perPage={PER_PAGE} perPageOptions={[PER_PAGE]} displayedKey="app.affiliates.displayed" /> : null}
    </Box>
  );
};

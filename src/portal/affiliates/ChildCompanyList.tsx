import { Box, Button, Stack, Typography } from '@mui/material';
import { DataTable, SearchInput, useLocaleState, useTranslate } from 'react-admin';
import type { ChildCompany } from '../../contract/entities';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { ChildAccountList } from './ChildAccountList';
import { balanceLines } from './childBalances';
import type { ChildKind, ChildKindDef } from './childKinds';
import type { ChildSelection } from './childSelection';

type ChildCompanyListProps = {
  kind: ChildKind;
  def: ChildKindDef;
  selection: ChildSelection;
  onAll: () => void;
  onCompany: (companyId: number) => void;
  /** With it, the chosen company opens its accounts and one of them can be chosen; without it there is no drill-down. */
  onAccount?: (companyId: number, accountId: number) => void;
};

/** The balances of a child per currency, one line each ("€1,234.63 (2 accounts)"), or "No accounts". */
const Balances = ({ company, locale }: { company: ChildCompany; locale: string }) => {
  const translate = useTranslate();
  const lines = balanceLines(company.accounts_summary, locale);
  if (lines.length === 0) return <Typography variant="body2" color="text.secondary" component="span">{translate('app.affiliates.no_accounts')}</Typography>;
  return (
    <Stack component="span" spacing={0}>
      {lines.map((l) => <span key={l.currency}>{translate('app.affiliates.balance_line', { balance: l.balance, smart_count: l.accounts })}</span>)}
    </Stack>
  );
};

/** The plain balances of a child for the export: "EUR 1234.63; BTC 0.5". */
const balancesText = (c: ChildCompany): string => c.accounts_summary.map((s) => `${s.currency} ${s.balance}`).join('; ');

/**
 * The children of the company (the affiliates or white-labeled resource: search, sort on name, id or
 * creation and paging on the server) with their balances. A row picks the company for the rest of
 * the page (clicked again: every company); the chosen one then lists its accounts below, one of which
 * can be picked. The list keeps its state in the store: the page's address holds the selection.
 */
export const ChildCompanyList = ({ kind, def, selection, onAll, onCompany, onAccount }: ChildCompanyListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (column: string) => translate(`app.affiliates.columns.${column}`);
  const name = (c: ChildCompany) => (c.enabled ? c.name : `${c.name} (${translate('app.affiliates.disabled')})`);
  const selectedId = selection.companyId;
  return (
    <Box>
      <Button
        fullWidth
        size="small"
        variant={selectedId === null ? 'contained' : 'outlined'}
        aria-pressed={selectedId === null}
        onClick={onAll}
        sx={{ mb: 1, justifyContent: 'flex-start' }}
      >
        {translate(`app.affiliates.all.${kind}`)}
      </Button>
      <ResourceList<ChildCompany>
        resource={def.listResource}
        storeKey={`${def.listResource}.picker`}
        disableSyncWithLocation
        label={translate(`app.affiliates.companies.${kind}`)}
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<SearchInput key="search" source="search" alwaysOn placeholder={translate('app.affiliates.search')} aria-label={translate('app.affiliates.search')} />]}
        onRowClick={(c) => onCompany(c.id)}
        rowSx={(c) => (c.id === selectedId ? { bgcolor: 'action.selected' } : {})}
        rowAttributes={(c) => ({ 'data-testid': 'child-company-row', 'data-selected': String(c.id === selectedId) })}
        emptyKey={`app.affiliates.empty.${kind}`}
        hiddenColumns={['id', 'country', 'created_at']}
        exportAs={{
          fileName: def.listResource,
          columns: () => [
            { header: label('id'), value: (c) => c.id },
            { header: label('name'), value: (c) => c.name },
            { header: label('enabled'), value: (c) => (c.enabled ? 1 : 0) },
            { header: label('country'), value: (c) => c.country },
            { header: label('balances'), value: balancesText },
            { header: label('created_at'), value: (c) => c.created_at },
          ],
        }}
        mobile={{ primaryText: name, secondaryText: (c) => <Balances company={c} locale={locale} /> }}
      >
        <DataTable.Col<ChildCompany>
          source="name"
          label={label('name')}
          render={(c) => (
            <>
              {c.name}
              {c.enabled ? null : <Typography component="span" variant="caption" color="warning.main" sx={{ display: 'block' }}>{translate('app.affiliates.disabled')}</Typography>}
            </>
          )}
        />
        <DataTable.Col<ChildCompany> source="accounts_summary" label={label('balances')} disableSort render={(c) => <Balances company={c} locale={locale} />} />
        <DataTable.Col source="id" label={label('id')} />
        <DataTable.Col source="country" label={label('country')} disableSort />
        <DataTable.Col<ChildCompany> source="created_at" label={label('created_at')} render={(c) => formatDateTime(c.created_at, locale)} />
      </ResourceList>
      {onAccount && selectedId !== null ? (
        <ChildAccountList def={def} companyId={selectedId} selectedAccountId={selection.accountId} onSelect={(accountId) => onAccount(selectedId, accountId)} />
      ) : null}
    </Box>
  );
};

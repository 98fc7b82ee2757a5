import { Grid, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MANAGER_TRANSACTION_MODES, type ManagerTransactionMode } from '../../contract/enums';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { useAccessContext } from '../providers/useAccessContext';
import { transactionColumns } from '../transactions/transactionColumns';
import { TransactionListView } from '../transactions/TransactionListView';
import { ChildCompanyList } from './ChildCompanyList';
import { CHILD_KINDS, type ChildKind } from './childKinds';
import { type ChildSelection, NO_SELECTION, selectionFilter, selectionFromQuery, selectionQuery, toggleAccount, toggleCompany } from './childSelection';

const isMode = (v: string | undefined): v is ManagerTransactionMode => (MANAGER_TRANSACTION_MODES as readonly string[]).includes(v ?? '');

type ChildTransactionsPageProps = { kind: ChildKind };

/**
 * /manager/affiliates/transactions/{mode} and /manager/white-labeled/transactions/{mode}: the child
 * companies with their balances beside the transaction list of the company's own list (same columns,
 * filters, paging and export). Choosing a company or one of its accounts narrows the list; the choice
 * is in the address (cid, bid), so the page can be linked.
 */
export const ChildTransactionsPage = ({ kind }: ChildTransactionsPageProps) => {
  const translate = useTranslate();
  const def = CHILD_KINDS[kind];
  const { mode: raw } = useParams();
  const mode = isMode(raw) ? raw : 'approved_transactions';
  const { search } = useLocation();
  const navigate = useNavigate();
  const ctx = useAccessContext();
  useDocumentTitle(def.titleKey);
  const selection = selectionFromQuery(search);
  const select = (next: ChildSelection) => navigate({ search: selectionQuery(next) }, { replace: true });

  return (
    <PageFrame titleKey={def.titleKey}>
      <Tabs value={mode} variant="scrollable" sx={{ mb: 2 }}>
        {MANAGER_TRANSACTION_MODES.map((m) => (
          <Tab key={m} value={m} label={translate(`app.routes.transaction_modes.${m}`)} component={Link} to={`${def.transactionsPath}/${m}${selectionQuery(selection)}`} />
        ))}
      </Tabs>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <ChildCompanyList
            kind={kind}
            def={def}
            selection={selection}
            onAll={() => select(NO_SELECTION)}
            onCompany={(id) => select(toggleCompany(selection, id))}
            onAccount={(companyId, accountId) => select(toggleAccount(selection, companyId, accountId))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          {/* No detail link: a transaction's detail is the owning company's own (manager/transactions/{id}). */}
          <TransactionListView
            key={mode}
            resource={def.transactionsResource}
            mode={mode}
            admin={false}
            available={transactionColumns({ mode, theme: ctx.theme, admin: false })}
            scope={selectionFilter(selection)}
          />
        </Grid>
      </Grid>
    </PageFrame>
  );
};

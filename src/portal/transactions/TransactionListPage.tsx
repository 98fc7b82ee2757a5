import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { MANAGER_TRANSACTION_MODES, type ManagerTransactionMode } from '../../contract/enums';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { useAccessContext } from '../providers/useAccessContext';
import { transactionColumns } from './transactionColumns';
import { TransactionListView } from './TransactionListView';

const isMode = (v: string | undefined): v is ManagerTransactionMode => (MANAGER_TRANSACTION_MODES as readonly string[]).includes(v ?? '');

const detailPath = (t: { id: number }): string => `/manager/transactions/${t.id}`;

/**
 * /manager/transactions/{mode}: the company's pending or approved transactions (the transactions
 * resource, each mode with its own list state), with the totals of the filtered list.
 */
export const TransactionListPage = () => {
  const translate = useTranslate();
  const { mode: raw } = useParams();
  const mode = isMode(raw) ? raw : 'approved_transactions';
  const ctx = useAccessContext();
  const titleKey = `app.routes.transaction_modes.${mode}`;
  useDocumentTitle(titleKey);
  // The detail is for the manager role only (document 1 section 6): readers get no link.
  const canShow = ctx.role === 'manager';
  return (
    <PageFrame titleKey={titleKey}>
      <TransactionListView
        key={mode}
        resource="transactions"
        mode={mode}
        admin={false}
        totals
        available={transactionColumns({ mode, theme: ctx.theme, admin: false })}
        {...(canShow ? { rowLink: detailPath } : {})}
        renderActions={(t) =>
          canShow ? (
            <Button size="small" component={Link} to={detailPath(t)}>
              {translate('app.money.list.show')}
            </Button>
          ) : null
        }
      />
    </PageFrame>
  );
};

import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_TRANSACTION_MODES, type AdminTransactionMode } from '../../contract/enums';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { useAccessContext } from '../providers/useAccessContext';
import { transactionColumns } from '../tables/transactionColumns';
import { TransactionListView } from '../tables/TransactionListView';
import { DecideSelectedButtons } from './DecideSelectedButtons';

const isMode = (v: string | undefined): v is AdminTransactionMode => (ADMIN_TRANSACTION_MODES as readonly string[]).includes(v ?? '');

/** /admin/transactions/{mode}: every company's transactions; pending and awaiting-approval ones can be approved or rejected. */
export const AdminTransactionList = () => {
  const translate = useTranslate();
  const { mode: raw } = useParams();
  const mode = isMode(raw) ? raw : 'approved_transactions';
  const theme = useAccessContext().theme;
  const titleKey = `app.routes.transaction_modes.${mode}`;
  useDocumentTitle(titleKey);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const decidable = mode !== 'approved_transactions';
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (ids: number[]) => setSelected((s) => (ids.every((id) => s.has(id)) ? new Set() : new Set(ids)));

  return (
    <PageFrame titleKey={titleKey}>
      <TransactionListView
        key={mode}
        resource="admin-transactions"
        mode={mode}
        admin
        available={transactionColumns({ mode, theme, admin: true })}
        selection={decidable ? { selected, toggle, toggleAll } : undefined}
        toolbar={decidable ? <DecideSelectedButtons ids={[...selected]} onDone={() => setSelected(new Set())} /> : null}
        renderActions={(t) => (
          <Button size="small" component={Link} to={`/admin/transactions/${t.id}/history`}>
            {translate('app.money.list.history')}
          </Button>
        )}
      />
    </PageFrame>
  );
};

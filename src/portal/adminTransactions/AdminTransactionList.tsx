import { Box, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_TRANSACTION_MODES, type AdminTransactionMode } from '../../contract/enums';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { useAccessContext } from '../providers/useAccessContext';
import { ADMIN_HIDDEN_COLUMNS, transactionColumns } from '../transactions/transactionColumns';
import { TransactionListView } from '../transactions/TransactionListView';
import { DecisionNotice, type Decision } from './DecideButtons';
import { DecideSelectedButtons } from './DecideSelectedButtons';

const isMode = (v: string | undefined): v is AdminTransactionMode => (ADMIN_TRANSACTION_MODES as readonly string[]).includes(v ?? '');

const historyPath = (t: { id: number }): string => `/admin/transactions/${t.id}/history`;

/**
 * /admin/transactions/{mode}: every company's transactions (the admin-transactions resource, each
 * mode with its own list state); pending and awaiting-approval ones are approved or rejected in bulk.
 */
export const AdminTransactionList = () => {
  const translate = useTranslate();
  const { mode: raw } = useParams();
  const mode = isMode(raw) ? raw : 'approved_transactions';
  const theme = useAccessContext().theme;
  const titleKey = `app.routes.transaction_modes.${mode}`;
  useDocumentTitle(titleKey);
  const decidable = mode !== 'approved_transactions';
  // What was just approved or rejected stays named above the list (the rows leave it); into view when it comes.
  const [decision, setDecision] = useState<Decision | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (decision) notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [decision]);
  useEffect(() => setDecision(null), [mode]);

  return (
    <PageFrame titleKey={titleKey}>
      <Box ref={notice}>
        <DecisionNotice decision={decision} onClose={() => setDecision(null)} />
      </Box>
      <TransactionListView
        key={mode}
        resource="admin-transactions"
        mode={mode}
        admin
        available={transactionColumns({ mode, theme, admin: true })}
        defaultHidden={ADMIN_HIDDEN_COLUMNS}
        rowLink={historyPath}
        {...(decidable ? { bulkActionButtons: <DecideSelectedButtons onDecided={setDecision} /> } : {})}
        renderActions={(t) => (
          <Button size="small" component={Link} to={historyPath(t)}>
            {translate('app.money.list.history')}
          </Button>
        )}
      />
    </PageFrame>
  );
};

import { Alert, Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import type { Transaction, TransactionHistoryEntry } from '../../contract/entities';
import type { AdminTransactionMode, TransactionStatus } from '../../contract/enums';
import { usePageCrumbParams } from '../routes/pageCrumbParams';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ScrollBox } from '../lists/ScrollBox';
import { SERVER_PAGE_LIMIT } from '../providers/dataProvider';
import { formatDateTime } from '../money/formatMoney';
import { TransactionFacts } from '../transactions/TransactionFacts';
import { DecideButtons, DecisionNotice, type Decision } from './DecideButtons';

/** The admin list a transaction of this status is in: the breadcrumb leads back there (its search kept by the list). */
export const adminModeOf = (status: TransactionStatus): AdminTransactionMode =>
  status === 'pending' ? 'pending_transactions' : status === 'admin_action_require' ? 'admin_action_require_transactions' : 'approved_transactions';

/**
 * /admin/transactions/{id}/history: the transaction (with its payee), every status change with who
 * made it, and Approve / Reject while it awaits a decision.
 */
export const TransactionHistoryPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const id = Number(useParams().transaction_id);
  useDocumentTitle('app.routes.transaction_history');
  const transaction = useGetOne<Transaction>('admin-transactions', { id });
  const history = useGetList<TransactionHistoryEntry>('admin-transaction-history', { pagination: { page: 1, perPage: SERVER_PAGE_LIMIT }, meta: { params: { id } } });
  const [decision, setDecision] = useState<Decision | null>(null);
  const status = transaction.data?.status;
  usePageCrumbParams(useLocation().pathname, status ? { mode: adminModeOf(status) } : null);
  return (
    <PageFrame titleKey="app.routes.transaction_history">
      {transaction.isPending || history.isPending ? <LinearProgress /> : null}
      {transaction.error ? <Alert severity="error">{translate('app.money.detail.not_found')}</Alert> : null}
      {transaction.data ? (
        <>
          <Typography variant="h6" gutterBottom>{transaction.data.name}</Typography>
          <TransactionFacts record={transaction.data} />
          <Box sx={{ mt: 2 }}>
            <DecisionNotice decision={decision} onClose={() => setDecision(null)} />
          </Box>
          {status === 'pending' || status === 'admin_action_require' ? (
            <Box sx={{ mt: 2 }}>
              <DecideButtons ids={[transaction.data.id]} scope="record" onDecided={setDecision} />
            </Box>
          ) : null}
        </>
      ) : null}
      <Typography variant="h6" sx={{ mt: 3 }}>{translate('app.money.admin.history')}</Typography>
      <ScrollBox>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['date', 'status', 'user', 'comment'].map((c) => <TableCell key={c}>{translate(`app.money.admin.history_fields.${c}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {(history.data ?? []).map((h) => (
            <TableRow key={h.id}>
              <TableCell>{formatDateTime(h.created_at, locale)}</TableCell>
              <TableCell>{translate(`app.money.statuses.${h.status}`, { _: h.readable_status })}</TableCell>
              <TableCell>{h.user ? [h.user.first_name, h.user.last_name].filter(Boolean).join(' ') || h.user.email : '—'}</TableCell>
              <TableCell>{h.comment ? translate(h.comment, { _: h.comment }) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </ScrollBox>
    </PageFrame>
  );
};

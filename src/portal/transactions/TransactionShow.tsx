import { Alert, Button, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Transaction } from '../../contract/entities';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { usePageCrumbParams } from '../routes/pageCrumbParams';
import { downloadFile, fetchFile } from '../lists/downloadFile';
import { printFile } from '../print/printFile';
import { PrintArea } from '../print/PrintArea';
import PrintIcon from '@mui/icons-material/Print';
import { PrintButton } from '../print/PrintButton';
import { DenyTransactionButton } from './DenyTransactionButton';
import { SourceOfFundsForm } from './SourceOfFundsForm';
import { TransactionFacts } from './TransactionFacts';
import { paymentFormLink, paymentFormOf } from './transactionLinks';
import { isIncomingType } from '../money/signedMoney';
import { SaveTransactionTemplateButton } from '../templates/SaveTransactionTemplateButton';

/** A transaction that can be sent back: between own accounts (transfer, exchange, convert), not one that left the company. */
const returnable = (t: Transaction): boolean => t.to_account_id !== null && t.type_id !== 'withdrawal' && t.type_id !== 'import';

/** /manager/transactions/{id} (manager role only): facts, deny, source of funds, wire confirmation, repeat and return. */
export const TransactionShow = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { transaction_id: id } = useParams();
  useDocumentTitle('app.routes.transaction');
  const { data: t, isPending, error } = useGetOne<Transaction>('transactions', { id: Number(id) });
  // The breadcrumb leads back to the list the transaction is in: pending ones to Pending Transactions.
  usePageCrumbParams(useLocation().pathname, t ? { mode: t.status === 'pending' || t.status === 'admin_action_require' ? 'pending_transactions' : 'approved_transactions' } : null);
  if (isPending) return <PageFrame titleKey="app.routes.transaction"><LinearProgress /></PageFrame>;
  if (error || !t) return <PageFrame titleKey="app.routes.transaction"><Alert severity="error">{translate('app.money.detail.not_found')}</Alert></PageFrame>;

  const form = paymentFormOf(t.type_id);
  const outgoing = !isIncomingType(t.type_id);
  const download = () =>
    downloadFile('manager.transactions.wireConfirmation', { id: t.id }, `confirmation-${t.name}.pdf`).catch(() => notify('app.money.detail.download_failed', { type: 'error' }));
  // The wire confirmation is the server's PDF: printed as it is, from a hidden frame of this page.
  const printConfirmation = () =>
    fetchFile('manager.transactions.wireConfirmation', { id: t.id }, `confirmation-${t.name}.pdf`)
      .then(({ blob }) => void printFile(blob))
      .catch(() => notify('app.money.detail.download_failed', { type: 'error' }));

  return (
    <PageFrame titleKey="app.routes.transaction">
      <PrintArea id={`transaction-${t.id}`}>
        <Typography variant="h6" gutterBottom>{t.name}</Typography>
        <TransactionFacts record={t} />
      </PrintArea>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <PrintButton target={`transaction-${t.id}`} size="medium" />
        {t.status === 'pending' ? <DenyTransactionButton record={t} /> : null}
        {t.status === 'approved' && outgoing ? (
          <>
            <Button variant="outlined" onClick={() => void download()}>{translate('app.money.detail.wire_confirmation')}</Button>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void printConfirmation()} data-print-hide>{translate('app.money.detail.print_wire_confirmation')}</Button>
          </>
        ) : null}
        {form ? <Button component={Link} to={paymentFormLink(form, 'repeat', t.id)}>{translate('app.money.detail.repeat')}</Button> : null}
        {/* Issue 40: what the form would repeat, kept under a name (an import row has no payee of its own to keep). */}
        {form && t.type_id !== 'import' ? <SaveTransactionTemplateButton transaction={t} /> : null}
        {/* Return sends money back between own accounts; an outgoing withdrawal or import left the company, so its
            only follow-up is Repeat (a new payment to the same payee): no Return that would do that under another name. */}
        {form && returnable(t) ? <Button component={Link} to={paymentFormLink(form, 'return', t.id)}>{translate('app.money.detail.return')}</Button> : null}
      </Stack>
      {outgoing && (t.status === 'pending' || t.status === 'admin_action_require') ? <SourceOfFundsForm record={t} /> : null}
    </PageFrame>
  );
};

import { Alert, AlertTitle, Box } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import type { Transaction } from '../../contract/entities';
import { DecisionButtons, type DecisionAction, type DecisionTexts } from '../components/DecisionButtons';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { formatMoney } from '../money/formatMoney';
import { groupedIban } from '../money/groupedIban';

/** What an administrator just decided: the action and the transactions as the server answered them. */
export type Decision = { action: DecisionAction; count: number; transactions: readonly Transaction[] };

type DecideButtonsProps = {
  ids: readonly number[];
  /**
   * 'selection': the list's bulk buttons, with the number of selected rows ("Approve (2)");
   * 'record': the buttons of one transaction's page ("Approve").
   */
  scope: 'selection' | 'record';
  onDecided: (decision: Decision) => void;
};

/**
 * Approve and reject (admin.transactions.approveApiPayments, every id in one call: all of them or
 * none, on the server) after a confirmation (components/DecisionButtons); a rejection may say why. The
 * transaction lists and pages are fetched again; `onDecided` gets the decided transactions to say what was decided.
 */
export const DecideButtons = ({ ids, scope, onDecided }: DecideButtonsProps) => {
  const translate = useTranslate();
  const notifyFailure = useNotifyWriteFailure();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const count = { smart_count: ids.length };
  const textsOf = (action: DecisionAction): DecisionTexts => ({
    label: scope === 'record' ? translate(`app.money.admin.${action}_one`) : translate(`app.money.admin.${action}`, count),
    title: translate(scope === 'record' ? `app.money.admin.${action}_one_title` : `app.money.admin.${action}_title`),
    question: translate(`app.money.admin.${action}_confirm`, count),
  });

  const { mutateAsync: decide, isPending: busy } = useMutation({
    mutationFn: ({ action, reason }: { action: DecisionAction; reason: string }) =>
      dataProvider.approveApiPayments({ body: { id: [...ids], action, ...(action === 'reject' && reason ? { reason } : {}) } }),
    onSuccess: async (transactions, { action }) => {
      onDecided({ action, count: ids.length, transactions: Array.isArray(transactions) ? transactions : [] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.resource('admin-transactions') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.resource('admin-transaction-history') }),
      ]);
    },
    onError: notifyFailure,
  });

  return (
    <DecisionButtons
      disabled={ids.length === 0}
      busy={busy}
      texts={{ approve: textsOf('approve'), reject: textsOf('reject') }}
      // A rejection may say why; the reason is kept in the transaction's history.
      reasonLabel={translate('app.money.admin.reason')}
      reasonRequired={false}
      onDecide={(action, reason) => decide({ action, reason })}
    />
  );
};

/** One decided transaction as a line: reference, amount, fee and whom it pays (name and IBAN where known). */
export const decidedLine = (t: Transaction, translate: TranslateFunction, locale: string): string => {
  const account = t.payee?.customer_iban ? groupedIban(t.payee.customer_iban) : (t.payee?.customer_account ?? null);
  const payee = [t.beneficiary_name, account ? `(${account})` : null].filter(Boolean).join(' ');
  const values = { reference: t.source_reference ?? t.name, amount: formatMoney(t.amount, t.currency, locale), fee: formatMoney(t.fee_amount, t.currency, locale), payee };
  return translate(payee ? 'app.money.admin.decided_item' : 'app.money.admin.decided_item_no_payee', values);
};

/** The message of a decision made ("One transaction approved."). */
const DONE: Record<DecisionAction, string> = { approve: 'app.money.admin.approved', reject: 'app.money.admin.rejected' };

type DecisionNoticeProps = { decision: Decision | null; onClose: () => void };

/**
 * The confirmation of a decision, on the page until closed: how many transactions were approved or
 * rejected, and which (reference, amount, fee, payee), so the rows that left the list are named
 * (issue 21 item 7).
 */
export const DecisionNotice = ({ decision, onClose }: DecisionNoticeProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!decision) return null;
  const { action, transactions } = decision;
  return (
    <Alert severity={action === 'approve' ? 'success' : 'info'} role="status" onClose={onClose} closeText={translate('ra.action.close')} sx={{ mb: 2 }} data-testid="decision-notice">
      <AlertTitle>{translate(DONE[action], { smart_count: decision.count })}</AlertTitle>
      {transactions.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {transactions.map((t) => (
            <li key={t.id}>{decidedLine(t, translate, locale)}</li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
};

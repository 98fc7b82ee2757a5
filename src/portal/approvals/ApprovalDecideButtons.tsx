import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { PaymentApproval } from '../../contract/approvals';
import { DecisionButtons, type DecisionAction, type DecisionTexts } from '../components/DecisionButtons';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { formatMoney } from '../money/formatMoney';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

/** What the code dialog says the code confirms: one payment's grand total and payee, or how many payments. */
const summaryOf = (rows: readonly PaymentApproval[], locale: string, count: string) => {
  const [first] = rows;
  if (rows.length === 1 && first) return { amount: formatMoney(first.total, first.currency, locale), payee: first.beneficiary ?? first.reference };
  return { payee: count };
};

type ApprovalDecideButtonsProps = {
  /** The held payments to decide on: the list's selection, or the one of an approval's page. */
  rows: readonly PaymentApproval[];
  /** Every selected id (a selection may reach beyond the rows of the page shown); the rows' own by default. */
  ids?: readonly number[];
  onDecided?: () => void;
};

/**
 * Approve, or reject with a reason, the given held payments in one call (all or none on the server)
 * after a confirmation (components/DecisionButtons); the code dialog (through the write's meta) names
 * what it confirms. The approvals, transactions, accounts and imports are fetched again once decided.
 */
export const ApprovalDecideButtons = ({ rows, ids: given, onDecided }: ApprovalDecideButtonsProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const ids = given ? [...given] : rows.map((r) => r.id);
  const count = { smart_count: ids.length };
  const summary = summaryOf(rows, locale, translate('app.approvals.selected', count));

  const { mutateAsync: decide, isPending: busy } = useMutation({
    mutationFn: ({ action, reason }: { action: DecisionAction; reason: string }) =>
      action === 'approve'
        ? dataProvider.approvePayments({ body: { ids }, meta: { summary } })
        : dataProvider.rejectPayments({ body: { ids, reason }, meta: { summary } }),
    onSuccess: async (_answer, { action }) => {
      notify(action === 'approve' ? 'app.approvals.approved' : 'app.approvals.rejected', { type: 'success', messageArgs: count });
      onDecided?.();
      await Promise.all((['approvals', 'transactions', 'bank-accounts', 'imports'] as const).map((r) => queryClient.invalidateQueries({ queryKey: queryKeys.resource(r) })));
    },
    onError: notifyFailure,
  });

  const textsOf = (action: DecisionAction): DecisionTexts => ({
    label: translate(`app.approvals.${action}`, count),
    title: translate(`app.approvals.${action}_title`),
    question: translate(`app.approvals.${action}_confirm`, count),
  });
  return (
    <DecisionButtons
      disabled={ids.length === 0}
      busy={busy}
      texts={{ approve: textsOf('approve'), reject: textsOf('reject') }}
      reasonLabel={translate('app.approvals.reason')}
      reasonRequired
      onDecide={(action, reason) => decide({ action, reason })}
    />
  );
};

/** The inbox's bulk actions on the selected held payments; the selection is cleared once decided. */
export const ApprovalSelectedButtons = () => {
  const { selectedIds, data, onUnselectItems } = useListContext<PaymentApproval>();
  const ids = selectedIds.map(Number);
  return <ApprovalDecideButtons rows={(data ?? []).filter((r) => ids.includes(r.id))} ids={ids} onDecided={onUnselectItems} />;
};

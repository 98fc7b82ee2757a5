import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CallBody } from '../../contract/calls';
import type { TransactionCreateKind } from '../../contract/enums';
import type { Transaction } from '../../contract/entities';
import type { KontorDataProvider } from '../providers/dataProvider';
import type { CodeSummary } from '../providers/writePrompts';
import { standingOrderPath } from '../schedules/schedulePaths';
import { scheduleOf, withFormFieldNames } from '../schedules/scheduleValues';
import type { FormEngine } from './engine/createFormEngine';
import type { FormState } from './engine/types';
import { useEngineSubmit } from './useEngineSubmit';

/**
 * Sends a payment form as the dataProvider's createTransaction of `kind`, through the engine's adapter
 * (useEngineSubmit). A withdrawal or transfer set to "On a date" (schedules/ScheduleFields) is sent as a
 * scheduled payment or standing order instead (createStandingOrder, its code bound to the schedule too),
 * and the page goes to the new order.
 */
export const usePaymentSubmit = <C>(engine: FormEngine<C, Transaction>, kind: TransactionCreateKind, body: (values: FormState) => Record<string, unknown>, summary: (values: FormState) => CodeSummary) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  const scheduleSummary = (values: FormState): CodeSummary => {
    const s = scheduleOf(values);
    if (!s) return summary(values);
    const when = s.rhythm === 'once' ? s.start_date : translate('app.schedules.summary', { rhythm: translate(`app.schedules.rhythms.${s.rhythm}`), date: s.start_date });
    return { ...summary(values), schedule: when };
  };
  // The form's rules shape the body the contract describes for `kind` (TRANSACTION_BODIES).
  return useEngineSubmit(
    engine,
    async (values, meta) => {
      const schedule = scheduleOf(values);
      if (schedule && (kind === 'iban' || kind === 'transfer')) {
        const order = await dataProvider
          .createStandingOrder({ body: { kind, payment: body(values) as CallBody<'manager.standingOrders.create'>['payment'], schedule }, meta })
          .catch((error: unknown) => Promise.reject(withFormFieldNames(error)));
        notify('app.schedules.created', { type: 'success' });
        navigate(standingOrderPath(order.id));
        return undefined;
      }
      return dataProvider.createTransaction({ params: { kind }, body: body(values) as CallBody<'manager.transactions.create'>, meta });
    },
    scheduleSummary,
  );
};

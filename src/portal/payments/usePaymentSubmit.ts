import { useDataProvider } from 'react-admin';
import type { CallBody } from '../../contract/calls';
import type { TransactionCreateKind } from '../../contract/enums';
import type { Transaction } from '../../contract/entities';
import type { KontorDataProvider } from '../providers/dataProvider';
import type { CodeSummary } from '../providers/writePrompts';
import type { FormEngine } from './engine/createFormEngine';
import type { FormState } from './engine/types';
import { useEngineSubmit } from './useEngineSubmit';

/** Sends a payment form as the dataProvider's createTransaction of `kind`, through the engine's adapter (useEngineSubmit). */
export const usePaymentSubmit = <C>(engine: FormEngine<C, Transaction>, kind: TransactionCreateKind, body: (values: FormState) => Record<string, unknown>, summary: (values: FormState) => CodeSummary) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  // The form's rules shape the body the contract describes for `kind` (TRANSACTION_BODIES).
  return useEngineSubmit(engine, (values, meta) => dataProvider.createTransaction({ params: { kind }, body: body(values) as CallBody<'manager.transactions.create'>, meta }), summary);
};

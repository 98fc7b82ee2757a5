import { useEffect, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { isCryptoCurrency, type FormActionMode } from '../../contract/enums';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { convertAmount } from './convertAmount';
import { CreatedTransaction } from './CreatedTransaction';
import { PaymentRounds, useFreshBalancesAfter } from './PaymentRounds';
import { OwnAccountForm } from './OwnAccountForm';
import { ownAccountInitial } from './ownAccountInitial';
import { CONVERT_FIELDS, paymentBody, TRANSFER_FIELDS } from './paymentBody';
import { paymentCalls } from './paymentCalls';
import { paymentSummary } from './paymentSummary';
import { parsePaymentShortcuts } from './queryShortcuts';
import type { TransferContext } from './rules/context';
import { accountSides, allowedDestinations } from './rules/transferDestination';
import { transferAfter, transferBefore } from './rules/transferListeners';
import { usePaymentData } from './usePaymentData';
import { usePaymentEngine } from './usePaymentEngine';
import { usePaymentSubmit } from './usePaymentSubmit';
import { usePrefillAndDefaults } from './usePrefillAndDefaults';
import { useQuote } from './useQuote';
import { exchangeSides } from './exchangeSides';
import { fieldErrorsOf, grandTotalOf } from './rules/grandTotal';
import { SaveFormTemplateButton } from '../templates/SaveFormTemplateButton';

type OwnAccountPaymentPageProps = { form: 'transfer' | 'exchange' | 'convert' };

/** One payment between own accounts; after it was sent, its confirmation. */
const OwnAccountPaymentBody = ({ form, onNew }: OwnAccountPaymentPageProps & { onNew: () => void }) => {
  useDocumentTitle(`app.routes.${form}`);
  const action = (useParams().action ?? 'create') as FormActionMode;
  const [search] = useSearchParams();
  const data = usePaymentData({ transferMap: true });
  const kind = form === 'transfer' ? 'transfer' : 'exchange';
  const calls = paymentCalls(form === 'convert' ? 'convert' : 'transfer');
  const context: TransferContext = { ...calls, kind, transferMap: data.transferMap, accounts: data.accounts };
  const engine = usePaymentEngine<TransferContext>({ initial: () => ownAccountInitial(form, parsePaymentShortcuts(search), action), before: transferBefore, after: transferAfter, context, reloadOn: [data.accounts, data.transferMap] });
  const sources = useMemo(() => data.accounts.filter((a) => allowedDestinations({ kind, transferMap: data.transferMap, accounts: data.accounts }, a.id).length > 0), [data, kind]);
  usePrefillAndDefaults(engine, sources, action);
  const state = engine.get();
  const { values } = state;
  const { source, destination, destinations } = accountSides(context, values);
  const errors = fieldErrorsOf(state);
  // The shown quote: the payment carries its id and is executed at exactly its rate (issue 38).
  const { rate, timer, renewed, sent } = useQuote(engine, form === 'transfer' ? null : (source?.id ?? null), form === 'transfer' ? null : (destination?.id ?? null), errors.quote_id);

  // Convert sends what the client computed from the rate it showed (decisions.md "Quotes at creation").
  const received = rate && destination ? convertAmount(String(values.amount ?? ''), rate.rate, destination.currency_unit.sub_unit) : null;
  useEffect(() => {
    if (form === 'convert' && (received ?? '') !== (values.crypto_amount ?? '')) engine.change({ crypto_amount: received ?? '' });
  }, [form, received, values.crypto_amount, engine]);

  const crypto = Boolean(source && destination && (isCryptoCurrency(source.currency) || isCryptoCurrency(destination.currency)));
  const protocol = form === 'convert' || crypto ? 'CRYPTO_EXCHANGE' : 'INTERNAL';
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const submit = usePaymentSubmit(
    engine,
    form === 'convert' ? 'convert' : 'transfer',
    (v) => paymentBody({ ...v, transmission_protocol_id: protocol }, form === 'convert' ? CONVERT_FIELDS : TRANSFER_FIELDS),
    (v) => ({
      ...paymentSummary(v, data.accounts, destination ? `${destination.name} (${destination.currency})` : '', locale, { total: grandTotalOf(engine.get()), translate }),
      ...(form === 'transfer' ? {} : exchangeSides(v, data.accounts, locale, translate)),
    }),
  );
  useFreshBalancesAfter(state.latest);
  return (
    <PageFrame titleKey={`app.routes.${form}`}>
      {state.latest ? <CreatedTransaction transaction={state.latest} onNew={onNew} /> : null}
      {state.latest ? null : <OwnAccountForm
        form={form}
        values={values}
        errors={errors}
        onChange={engine.change}
        onSubmit={() => (sent(), void submit.onSubmit())}
        busy={state.submitted}
        message={submit.message}
        ready={!data.isLoading}
        sources={sources}
        destinations={destinations}
        total={grandTotalOf(state)}
        rate={rate}
        timer={timer}
        quoteRenewed={renewed}
      />}
      {state.latest ? null : <SaveFormTemplateButton kind={form} values={values} disabled={state.submitted} />}
    </PageFrame>
  );
};

/** /manager/payments/{transfer|exchange|convert}/{action}: between own accounts, as the transfer map allows. */
export const OwnAccountPaymentPage = ({ form }: OwnAccountPaymentPageProps) => (
  <PaymentRounds path={`/manager/payments/${form}/create`} render={(onNew) => <OwnAccountPaymentBody form={form} onNew={onNew} />} />
);

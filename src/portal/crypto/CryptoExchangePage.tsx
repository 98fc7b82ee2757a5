import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { useAccessContext } from '../providers/useAccessContext';
import { CreatedTransaction } from '../payments/CreatedTransaction';
import { PaymentRounds, useFreshBalancesAfter } from '../payments/PaymentRounds';
import { parsePaymentShortcuts } from '../payments/queryShortcuts';
import { accountSides, allowedDestinations } from '../payments/rules/transferDestination';
import { usePaymentData } from '../payments/usePaymentData';
import { usePaymentEngine } from '../payments/usePaymentEngine';
import { usePrefillAndDefaults } from '../payments/usePrefillAndDefaults';
import { exchangeSides } from '../payments/exchangeSides';
import { useQuote } from '../payments/useQuote';
import { cryptoCalls } from './cryptoCalls';
import { cryptoInitial } from './cryptoInitial';
import { CryptoExchangeForm } from './CryptoExchangeForm';
import { sideMap } from './rules/cryptoAccounts';
import type { CryptoFormContext } from './rules/cryptoContext';
import { exchangeAfter, exchangeBefore } from './rules/cryptoListeners';
import { exchangeSummary } from './exchangeSummary';
import { useCryptoSubmit } from './useCryptoSubmit';
import { fieldErrorsOf, grandTotalOf } from '../payments/rules/grandTotal';

type CryptoExchangePageProps = { side: 'buy' | 'sell' };

/** One buy or sell; after it was sent, its confirmation with fresh balances (issue 21 item 5). */
const CryptoExchangeBody = ({ side, onNew }: CryptoExchangePageProps & { onNew: () => void }) => {
  const titleKey = `app.routes.crypto_${side}`;
  useDocumentTitle(titleKey);
  const [search] = useSearchParams();
  const canAct = useAccessContext().role === 'manager';
  const data = usePaymentData({ transferMap: true });
  const map = useMemo(() => sideMap(data.transferMap, data.accounts, side), [data.transferMap, data.accounts, side]);
  const context: CryptoFormContext = {
    ...cryptoCalls(side), kind: 'exchange', transferMap: map, accounts: data.accounts,
    cryptoField: () => (side === 'buy' ? 'to_account_id' : 'bank_account_id'),
  };
  const engine = usePaymentEngine<CryptoFormContext>({ initial: () => cryptoInitial(side, parsePaymentShortcuts(search)), before: exchangeBefore, after: exchangeAfter, context, reloadOn: [data.accounts, map] });
  const sources = useMemo(() => data.accounts.filter((a) => allowedDestinations({ kind: 'exchange', transferMap: map, accounts: data.accounts }, a.id).length > 0), [data.accounts, map]);
  usePrefillAndDefaults(engine, sources, 'create');
  const state = engine.get();
  const { values } = state;
  const { source, destination, destinations } = accountSides(context, values);
  const errors = fieldErrorsOf(state);
  // The shown quote is a form value: the amount rule converts with exactly what the user sees, and the payment carries its id.
  const { rate, timer, renewed, sent } = useQuote(engine, source?.id ?? null, destination?.id ?? null, errors.quote_id);
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const submit = useCryptoSubmit(engine, side, (v) => ({
    ...exchangeSummary(v, data.accounts, destination ? `${destination.name} (${destination.currency})` : '', locale, grandTotalOf(engine.get()), translate),
    ...exchangeSides(v, data.accounts, locale, translate),
  }));
  useFreshBalancesAfter(state.latest);
  return (
    <PageFrame titleKey={titleKey}>
      {state.latest ? <CreatedTransaction transaction={state.latest} onNew={onNew} /> : null}
      {state.latest ? null : <CryptoExchangeForm
        side={side}
        values={values}
        errors={errors}
        onChange={engine.change}
        onSubmit={() => (sent(), void submit.onSubmit())}
        busy={state.submitted}
        canAct={canAct}
        message={submit.message}
        ready={!data.isLoading}
        sources={sources}
        destinations={destinations}
        total={grandTotalOf(state)}
        rate={rate}
        timer={timer}
        quoteRenewed={renewed}
      />}
    </PageFrame>
  );
};

/** /manager/crypto/buy and /sell: fiat to crypto or crypto to fiat between own accounts, at the shown rate. */
export const CryptoExchangePage = ({ side }: CryptoExchangePageProps) => (
  <PaymentRounds path={`/manager/crypto/${side}`} render={(onNew) => <CryptoExchangeBody side={side} onNew={onNew} />} />
);

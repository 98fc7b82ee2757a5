import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { isCryptoCurrency, type FormActionMode } from '../../contract/enums';
import { useCountryChoices } from '../dictionaries/countryNames';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { useAccessContext } from '../providers/useAccessContext';
import { CreatedTransaction } from './CreatedTransaction';
import { PaymentRounds, useFreshBalancesAfter } from './PaymentRounds';
import { paymentBody, WITHDRAWAL_FIELDS } from './paymentBody';
import { paymentSummary, withdrawalPayee } from './paymentSummary';
import { paymentCalls } from './paymentCalls';
import { parseWithdrawalShortcuts } from './queryShortcuts';
import type { WithdrawalContext } from './rules/context';
import { withdrawalAfter, withdrawalBefore } from './rules/withdrawalListeners';
import { usePaymentData } from './usePaymentData';
import { usePaymentEngine } from './usePaymentEngine';
import { usePaymentSubmit } from './usePaymentSubmit';
import { usePrefillAndDefaults } from './usePrefillAndDefaults';
import { WithdrawalForm } from './WithdrawalForm';
import { withdrawalInitial } from './withdrawalInitial';
import { fieldErrorsOf, grandTotalOf } from './rules/grandTotal';
import { pspDepositBody, usePspDeposit } from './usePspDeposit';
import { PspDepositNotice } from './PspDepositNotice';
import { usePortalDestination } from './usePortalDestination';
import { PortalDestinationNotice } from './PortalDestinationNotice';
import { SaveFormTemplateButton } from '../templates/SaveFormTemplateButton';

/** The withdrawal form for one payment; after it was sent, its confirmation. */
const WithdrawalPageBody = ({ onNew }: { onNew: () => void }) => {
  useDocumentTitle('app.routes.withdrawal');
  const action = (useParams().action ?? 'create') as FormActionMode;
  const [search] = useSearchParams();
  const access = useAccessContext();
  const data = usePaymentData({ agents: true });
  const countries = useCountryChoices();
  const accounts = useMemo(() => data.accounts.filter((a) => !isCryptoCurrency(a.currency)), [data.accounts]);
  const portalAvailable = access.features.portals && access.portalServices.length > 0;
  const context: WithdrawalContext = { ...paymentCalls('iban'), accounts, agents: data.agents, portalAvailable };
  const engine = usePaymentEngine<WithdrawalContext>({
    initial: () => withdrawalInitial(parseWithdrawalShortcuts(search), action, portalAvailable),
    before: withdrawalBefore,
    after: withdrawalAfter,
    context,
    reloadOn: [accounts, data.agents],
  });
  // rp_cur: the portal payment's currency picks the source account when aid does not.
  const preferredCurrency = useMemo(() => parseWithdrawalShortcuts(search).rp_cur, [search]);
  usePrefillAndDefaults(engine, accounts, action, preferredCurrency);
  const pspDeposit = usePspDeposit(engine, accounts);
  const portalDestination = usePortalDestination();
  const state = engine.get();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const submit = usePaymentSubmit(engine, 'iban', (v) => ({ ...paymentBody(v, WITHDRAWAL_FIELDS), ...pspDepositBody(v) }), (v) => paymentSummary(v, accounts, withdrawalPayee(v, translate), locale, { total: grandTotalOf(engine.get()), translate }));
  const errors = fieldErrorsOf(state);
  useFreshBalancesAfter(state.latest);
  return (
    <PageFrame titleKey="app.routes.withdrawal">
      {state.latest ? <CreatedTransaction transaction={state.latest} onNew={onNew} /> : null}
      {state.latest ? null : <PspDepositNotice state={pspDeposit} />}
      {state.latest ? null : <PortalDestinationNotice state={portalDestination} />}
      {state.latest ? null : <WithdrawalForm
        values={state.values}
        errors={errors}
        onChange={engine.change}
        onSubmit={() => void submit.onSubmit()}
        busy={state.submitted}
        message={submit.message}
        accounts={accounts}
        agents={data.agents}
        portalServices={portalAvailable ? access.portalServices : []}
        countries={countries ?? []}
        total={grandTotalOf(state)}
      />}
      {state.latest ? null : <SaveFormTemplateButton kind="withdrawal" values={state.values} disabled={state.submitted} />}
    </PageFrame>
  );
};

/** /manager/payments/withdrawal/{create|repeat|return} (manager role). */
export const WithdrawalPage = () => <PaymentRounds path="/manager/payments/withdrawal/create" render={(onNew) => <WithdrawalPageBody onNew={onNew} />} />;

export default WithdrawalPage;

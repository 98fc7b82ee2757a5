import { useEffect, useRef } from 'react';
import { useDataProvider, useGetList, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { CallBody } from '../../contract/calls';
import type { AffiliateMerchantPayment, AffiliateOwnerAccount, Transaction } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { SERVER_PAGE_LIMIT, type KontorDataProvider } from '../providers/dataProvider';
import type { CodeSummary } from '../providers/writePrompts';
import { formatMoney } from '../money/formatMoney';
import type { FormEngine } from '../payments/engine/createFormEngine';
import type { FormState } from '../payments/engine/types';
import { CreatedTransaction } from '../payments/CreatedTransaction';
import { paymentCalls } from '../payments/paymentCalls';
import { PaymentRounds, useFreshBalancesAfter } from '../payments/PaymentRounds';
import { paymentSummary } from '../payments/paymentSummary';
import { fieldErrorsOf, grandTotalOf } from '../payments/rules/grandTotal';
import { useEngineSubmit } from '../payments/useEngineSubmit';
import { usePaymentData } from '../payments/usePaymentData';
import { usePaymentEngine } from '../payments/usePaymentEngine';
import { usePrefillAndDefaults } from '../payments/usePrefillAndDefaults';
import { SendFundsForm } from './SendFundsForm';
import { receivingAccounts, type SendFundsContext, sendFundsAfter, sendFundsBefore, sendFundsBody, sendFundsGrandTotal } from './sendFundsRules';

const PATH = '/manager/send-funds-affiliate';
const NO_OWNER_ACCOUNTS: AffiliateOwnerAccount[] = [];

/** A positive whole id from the address (?merchant_payment_id=…), else undefined. */
const idOf = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

/** Sends as the dataProvider's sendAffiliateFunds, through the payment forms' adapter (useEngineSubmit). */
const useSendFundsSubmit = (engine: FormEngine<SendFundsContext, Transaction>, summary: (values: FormState) => CodeSummary) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  return useEngineSubmit(engine, (values, meta) => dataProvider.sendAffiliateFunds({ body: sendFundsBody(values) as CallBody<'manager.affiliates.sendFunds'>, meta }), summary);
};

/** One payment to the affiliate owner; after it was sent, its confirmation. */
const SendFundsBody = ({ onNew }: { onNew: () => void }) => {
  useDocumentTitle('app.routes.send_funds_affiliate');
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [search] = useSearchParams();
  const merchantId = idOf(search.get('merchant_payment_id'));
  const data = usePaymentData();
  const owner = useGetList<AffiliateOwnerAccount>('affiliate-owner-accounts', { pagination: { page: 1, perPage: SERVER_PAGE_LIMIT } });
  const ownerAccounts = owner.data ?? NO_OWNER_ACCOUNTS;
  const merchant = useGetOne<AffiliateMerchantPayment>('affiliate-merchant-payments', { id: merchantId ?? 0 }, { enabled: merchantId !== undefined });
  const context: SendFundsContext = { ...paymentCalls('transfer'), grandTotal: sendFundsGrandTotal, accounts: data.accounts, ownerAccounts };
  const engine = usePaymentEngine<SendFundsContext>({
    initial: () => ({ bank_account_id: '', to_account_id: '', amount: '', ref_message: '' }),
    before: sendFundsBefore,
    after: sendFundsAfter,
    context,
    reloadOn: [data.accounts, ownerAccounts],
  });
  usePrefillAndDefaults(engine, data.accounts, 'create');
  // A paid merchant payment not forwarded yet fills the form once: its account, amount and the owner's account of its currency.
  const forwardable: AffiliateMerchantPayment | null = merchant.data && merchant.data.status === 'paid' && merchant.data.forwarded_transaction_id === null ? merchant.data : null;
  const prefilled = useRef<number | null>(null);
  useEffect(() => {
    if (!forwardable || prefilled.current === forwardable.id || data.accounts.length === 0) return;
    prefilled.current = forwardable.id;
    engine.change({ bank_account_id: forwardable.bank_account_id, to_account_id: forwardable.suggested_to_account_id ?? '', amount: forwardable.amount, merchant_payment_id: forwardable.id });
  }, [forwardable, data.accounts, engine]);

  const state = engine.get();
  const { values } = state;
  const receivers = receivingAccounts(context, values.bank_account_id);
  const receiver = ownerAccounts.find((a) => a.id === Number(values.to_account_id));
  const ownerName = ownerAccounts[0]?.company.name ?? '';
  const submit = useSendFundsSubmit(engine, (v) =>
    paymentSummary(v, data.accounts, receiver ? `${receiver.company.name} · ${receiver.name} (${receiver.currency})` : ownerName, locale, { total: grandTotalOf(engine.get()), translate }),
  );
  useFreshBalancesAfter(state.latest);
  return (
    <PageFrame titleKey="app.routes.send_funds_affiliate">
      {state.latest ? <CreatedTransaction transaction={state.latest} onNew={onNew} /> : null}
      {state.latest ? null : (
        <SendFundsForm
          values={values}
          errors={fieldErrorsOf(state)}
          onChange={engine.change}
          onSubmit={() => void submit.onSubmit()}
          busy={state.submitted}
          message={submit.message}
          ready={!data.isLoading && !owner.isLoading}
          sources={data.accounts}
          receivers={receivers}
          ownerName={ownerName}
          total={grandTotalOf(state)}
          prefilled={forwardable && values.merchant_payment_id === forwardable.id ? translate('app.send_funds.prefilled', { product: forwardable.product.name, amount: formatMoney(forwardable.amount, forwardable.currency, locale) }) : null}
        />
      )}
    </PageFrame>
  );
};

/** /manager/send-funds-affiliate: from an own account to an account of the affiliate owner company (document 1: only if the company is affiliated). */
export const SendFundsPage = () => <PaymentRounds path={PATH} render={(onNew) => <SendFundsBody onNew={onNew} />} />;

export default SendFundsPage;

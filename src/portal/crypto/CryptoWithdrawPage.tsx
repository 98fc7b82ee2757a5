import { Box } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Wallet } from '../../contract/entities';
import { isCryptoCurrency, type CryptoNetwork } from '../../contract/enums';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { useAccessContext } from '../providers/useAccessContext';
import { CreatedTransaction } from '../payments/CreatedTransaction';
import { paymentSummary } from '../payments/paymentSummary';
import { parsePaymentShortcuts } from '../payments/queryShortcuts';
import { usePaymentData } from '../payments/usePaymentData';
import { usePaymentEngine } from '../payments/usePaymentEngine';
import { usePrefillAndDefaults } from '../payments/usePrefillAndDefaults';
import { cryptoCalls } from './cryptoCalls';
import { cryptoInitial } from './cryptoInitial';
import { CryptoWithdrawForm } from './CryptoWithdrawForm';
import type { CryptoFormContext } from './rules/cryptoContext';
import { withdrawAfter, withdrawBefore } from './rules/cryptoListeners';
import { useCryptoSubmit } from './useCryptoSubmit';
import { useWallets } from './useWallets';
import { WalletsPanel } from './WalletsPanel';
import { fieldErrorsOf, grandTotalOf } from '../payments/rules/grandTotal';

/** /manager/crypto/withdraw: from a crypto account to a saved wallet of its currency and network; the wallets panel below. */
export const CryptoWithdrawPage = () => {
  useDocumentTitle('app.routes.crypto_withdraw');
  const [search] = useSearchParams();
  const canAct = useAccessContext().role === 'manager';
  const data = usePaymentData();
  const sources = useMemo(() => data.accounts.filter((a) => isCryptoCurrency(a.currency) && !a.transmission_protocols_disabled.includes('CRYPTO')), [data.accounts]);
  const context: CryptoFormContext = { ...cryptoCalls('withdraw'), kind: 'exchange', transferMap: null, accounts: data.accounts, cryptoField: () => 'bank_account_id' };
  const engine = usePaymentEngine<CryptoFormContext>({ initial: () => cryptoInitial('withdraw', parsePaymentShortcuts(search)), before: withdrawBefore, after: withdrawAfter, context, reloadOn: [data.accounts] });
  usePrefillAndDefaults(engine, sources, 'create');
  const state = engine.get();
  const { values } = state;
  const source = sources.find((a) => a.id === Number(values.bank_account_id));
  const currency = source && isCryptoCurrency(source.currency) ? source.currency : undefined;
  const network = (values.network || undefined) as CryptoNetwork | undefined;
  const { wallets } = useWallets({ currency, network }, currency !== undefined);
  const wallet = wallets.find((w) => w.id === Number(values.wallet_id));
  const [locale] = useLocaleState();
  const submit = useCryptoSubmit(engine, 'withdraw', (v) => paymentSummary(v, data.accounts, wallet ? `${wallet.name} · ${wallet.wallet}` : '', locale));
  // A wallet of another currency first switches to an account of that currency (which clears the wallet), then picks it.
  const pick = (w: Wallet) => {
    if (w.currency !== currency) {
      const account = sources.find((a) => a.currency === w.currency);
      if (!account) return;
      engine.change({ bank_account_id: account.id });
    }
    engine.change({ network: w.network, wallet_id: w.id });
  };
  const errors = fieldErrorsOf(state);
  return (
    <PageFrame titleKey="app.routes.crypto_withdraw">
      <CreatedTransaction transaction={state.latest} />
      <CryptoWithdrawForm
        values={values}
        errors={errors}
        onChange={engine.change}
        onSubmit={() => void submit.onSubmit()}
        busy={state.submitted}
        canAct={canAct}
        message={submit.message}
        ready={!data.isLoading}
        sources={sources}
        wallets={wallets}
        total={grandTotalOf(state)}
      />
      <Box sx={{ mt: 4 }}>
        <WalletsPanel canAct={canAct} defaultCurrency={currency} onPick={canAct ? pick : undefined} />
      </Box>
    </PageFrame>
  );
};

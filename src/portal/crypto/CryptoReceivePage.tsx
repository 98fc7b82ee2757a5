import type { CallBody } from '../../contract/calls';
import { Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { DepositWallet, Transaction } from '../../contract/entities';
import { useFormMutation } from '../errors/useFormMutation';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import type { KontorDataProvider } from '../providers/dataProvider';
import { useAccessContext } from '../providers/useAccessContext';
import { CreatedTransaction } from '../payments/CreatedTransaction';
import type { FormState } from '../payments/engine/types';
import { parsePaymentShortcuts } from '../payments/queryShortcuts';
import { usePaymentData } from '../payments/usePaymentData';
import { useEngineSubmit } from '../payments/useEngineSubmit';
import { usePaymentEngine } from '../payments/usePaymentEngine';
import { useRates } from '../payments/useRates';
import { cryptoBody, cryptoCalls } from './cryptoCalls';
import { cryptoInitial } from './cryptoInitial';
import { CryptoReceiveForm } from './CryptoReceiveForm';
import { DepositWalletCard } from './DepositWalletCard';
import type { CryptoFormContext } from './rules/cryptoContext';
import { receiveAfter, receiveBefore } from './rules/cryptoListeners';
import { autoSellOf, receiveSources, receiveTargets } from './rules/receiveAccounts';

type Summary = { amount: string; payee: string };

/**
 * /manager/crypto/receive and /deposit: obtain the company's deposit address for an amount and network
 * (payment URI, copy, QR); then announce the transfer once sent (a pending receive until confirmed).
 */
export const CryptoReceivePage = ({ titleKey = 'app.routes.crypto_receive' }: { titleKey?: string }) => {
  const translate = useTranslate();
  useDocumentTitle(titleKey);
  const [search] = useSearchParams();
  const canAct = useAccessContext().role === 'manager';
  const data = usePaymentData();
  const context: CryptoFormContext = {
    ...cryptoCalls('receive'), kind: 'exchange', transferMap: null, accounts: data.accounts,
    cryptoField: (v) => (autoSellOf(v) ? 'bank_account_id' : 'to_account_id'),
  };
  const engine = usePaymentEngine<CryptoFormContext>({ initial: () => cryptoInitial('receive', parsePaymentShortcuts(search)), before: receiveBefore, after: receiveAfter, context, reloadOn: [data.accounts] });
  const state = engine.get();
  const { values } = state;
  const autoSell = autoSellOf(values);
  const [wallet, setWallet] = useState<DepositWallet | null>(null);
  const [announced, setAnnounced] = useState<Transaction | null>(null);
  const crypto = data.accounts.find((a) => a.id === Number(values[autoSell ? 'bank_account_id' : 'to_account_id']));
  const summary = (v: FormState): Summary => ({ amount: `${String(v.amount ?? '')} ${crypto?.currency ?? ''}`.trim(), payee: translate(`app.crypto.networks.${String(v.network || 'bitcoin')}`) });
  const dataProvider = useDataProvider<KontorDataProvider>();
  // The wallet is what the form obtains; no transaction is created until the deposit is announced.
  const obtain = useEngineSubmit(engine, async (v, meta) => {
    setWallet(await dataProvider.getDepositWallet({ body: cryptoBody('receive', v) as CallBody<'manager.crypto.walletForDeposit'>, meta }));
    return undefined;
  }, summary);
  const announce = useFormMutation((v: FormState) => dataProvider.announceCryptoDeposit({ body: cryptoBody('receive', v) as CallBody<'manager.crypto.deposit'>, meta: { summary: summary(v) } }), { onSuccess: (tx) => setAnnounced(tx) });
  // Rates stop for good once a wallet is obtained (document 1 section 4 "Crypto forms").
  const { rate, timer } = useRates(autoSell && !wallet ? (crypto?.id ?? null) : null, autoSell && !wallet ? Number(values.to_account_id) || null : null, engine.ratesPaused);
  useEffect(() => {
    if (wallet) return;
    if ((rate?.rate ?? '') !== (values.rate ?? '')) engine.change({ rate: rate?.rate ?? '' });
  }, [rate, values.rate, engine, wallet]);
  return (
    <PageFrame titleKey={titleKey}>
      <CreatedTransaction transaction={announced} />
      {wallet ? (
        <>
          <DepositWalletCard wallet={wallet} />
          <Stack direction="row" spacing={2}>
            {canAct && !announced ? <Button variant="contained" disabled={announce.loading} onClick={() => void announce.submit(values)}>{translate('app.crypto.deposit.announce')}</Button> : null}
            <Button variant="outlined" onClick={() => (setWallet(null), setAnnounced(null))}>{translate('app.crypto.deposit.again')}</Button>
          </Stack>
        </>
      ) : (
        <CryptoReceiveForm
          values={values}
          errors={state.errors}
          onChange={engine.change}
          onSubmit={() => void obtain.onSubmit()}
          busy={state.submitted}
          canAct={canAct}
          message={obtain.message}
          ready={!data.isLoading}
          targets={receiveTargets(data.accounts, autoSell)}
          sources={receiveSources(data.accounts)}
          rate={rate}
          timer={timer}
        />
      )}
    </PageFrame>
  );
};

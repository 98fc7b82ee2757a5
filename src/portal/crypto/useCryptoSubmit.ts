import { useDataProvider } from 'react-admin';
import type { CallBody } from '../../contract/calls';
import type { Transaction } from '../../contract/entities';
import type { FormEngine } from '../payments/engine/createFormEngine';
import type { FormState } from '../payments/engine/types';
import { useEngineSubmit } from '../payments/useEngineSubmit';
import type { KontorDataProvider } from '../providers/dataProvider';
import type { CodeSummary } from '../providers/writePrompts';
import { cryptoBody } from './cryptoCalls';

type MoneyForm = 'buy' | 'sell' | 'withdraw';

/** Sends a crypto buy, sell or withdrawal as its write of the dataProvider, through the engine's adapter as the payment forms do. */
export const useCryptoSubmit = <C>(engine: FormEngine<C, Transaction>, form: MoneyForm, summary: (values: FormState) => CodeSummary) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  return useEngineSubmit(
    engine,
    (values, meta) => {
      const body = cryptoBody(form, values);
      if (form === 'buy') return dataProvider.buyCrypto({ body: body as CallBody<'manager.crypto.fiatCrypto'>, meta });
      if (form === 'sell') return dataProvider.sellCrypto({ body: body as CallBody<'manager.crypto.cryptoFiat'>, meta });
      return dataProvider.withdrawCrypto({ body: body as CallBody<'manager.crypto.withdraw'>, meta });
    },
    summary,
  );
};

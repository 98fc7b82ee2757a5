import { CRYPTO_CURRENCY_NETWORKS, type CryptoNetwork, isCryptoCurrency } from '../../../contract/enums';
import type { BeforeChange, FormState } from '../../payments/engine/types';
import { changed } from '../../payments/engine/types';
import { accountOf } from '../../payments/rules/context';
import type { CryptoFormContext } from './cryptoContext';

/** The networks of the crypto account in the form (none when it is not a crypto account). */
export const networksFor = (values: FormState, context: Pick<CryptoFormContext, 'accounts' | 'cryptoField'>): readonly CryptoNetwork[] => {
  const currency = accountOf(context.accounts, values[context.cryptoField(values)])?.currency;
  return currency && isCryptoCurrency(currency) ? CRYPTO_CURRENCY_NETWORKS[currency] : [];
};

/**
 * Changing the (crypto) account resets the network to the first one available for its currency
 * (document 1 section 4 "Crypto forms"); a network the currency does not have is replaced too.
 */
export const networkReset: BeforeChange<Pick<CryptoFormContext, 'accounts' | 'cryptoField'>> = {
  name: 'networkReset',
  priority: 10,
  run: (next, prev, context) => {
    const field = context.cryptoField(next);
    const networks = networksFor(next, context);
    const first = networks[0] ?? '';
    if (changed(next, prev, field)) return next.network === first ? null : { network: first };
    return (networks as readonly unknown[]).includes(next.network) || next.network === first ? null : { network: first };
  },
};

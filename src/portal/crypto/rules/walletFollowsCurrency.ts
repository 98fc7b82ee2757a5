import type { BeforeChange } from '../../payments/engine/types';
import { blank } from '../../payments/engine/types';
import { accountOf } from '../../payments/rules/context';
import type { CryptoFormContext } from './cryptoContext';

/**
 * Changing the crypto currency of a withdrawal clears the chosen wallet (document 1 section 4): another
 * account of the same currency keeps it; so does a change of anything else.
 */
export const walletFollowsCurrency: BeforeChange<Pick<CryptoFormContext, 'accounts' | 'cryptoField'>> = {
  name: 'walletFollowsCurrency',
  priority: 15,
  run: (next, prev, context) => {
    if (blank(next.wallet_id)) return null;
    const field = context.cryptoField(next);
    const before = accountOf(context.accounts, prev[field])?.currency;
    const after = accountOf(context.accounts, next[field])?.currency;
    return before === after ? null : { wallet_id: '' };
  },
};

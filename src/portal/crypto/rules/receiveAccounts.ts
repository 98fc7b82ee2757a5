import type { BankAccount } from '../../../contract/entities';
import type { BeforeChange } from '../../payments/engine/types';
import { blank } from '../../payments/engine/types';
import { accountOf, type PaymentContext } from '../../payments/rules/context';
import { exchangeAccounts } from './cryptoAccounts';

const isCrypto = (a: BankAccount) => a.currency_unit.currency_type === 'crypto';
const first = (accounts: readonly BankAccount[]) => (accounts.find((a) => a.selected) ?? accounts[0])?.id ?? '';

/** Whether the receive form sells on arrival (is_crypto_auto_sell, default true). */
export const autoSellOf = (values: Record<string, unknown>): boolean => values.is_crypto_auto_sell !== false;

/** The accounts the receive form offers as to_account_id: fiat ones for auto-sell (usable for exchange), crypto ones otherwise. */
export const receiveTargets = (accounts: readonly BankAccount[], autoSell: boolean): BankAccount[] =>
  autoSell ? exchangeAccounts(accounts).filter((a) => !isCrypto(a)) : accounts.filter(isCrypto);

/** The crypto accounts that may receive a deposit that is sold on arrival. */
export const receiveSources = (accounts: readonly BankAccount[]): BankAccount[] => exchangeAccounts(accounts).filter(isCrypto);

/**
 * The receive form's accounts: with auto-sell the crypto account (bank_account_id) receives and the
 * fiat account (to_account_id) gets the sale; without it to_account_id is the crypto account. An
 * account of the wrong kind is replaced by the first (default) of the right kind.
 */
export const receiveAccounts: BeforeChange<Pick<PaymentContext, 'accounts'>> = {
  name: 'receiveAccounts',
  priority: 5,
  run: (next, _prev, context) => {
    if (context.accounts.length === 0) return null;
    const autoSell = autoSellOf(next);
    const targets = receiveTargets(context.accounts, autoSell);
    const to = accountOf(targets, next.to_account_id);
    if (!to && (!blank(next.to_account_id) || targets.length > 0)) {
      const id = first(targets);
      if (id !== next.to_account_id) return { to_account_id: id };
    }
    if (!autoSell) {
      if (!blank(next.bank_account_id)) return { bank_account_id: '' };
      return blank(next.fiat_amount) ? null : { fiat_amount: '' };
    }
    const sources = receiveSources(context.accounts);
    if (accountOf(sources, next.bank_account_id)) return null;
    const id = first(sources);
    return id === next.bank_account_id ? null : { bank_account_id: id };
  },
};

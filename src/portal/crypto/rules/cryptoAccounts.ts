import type { BankAccount, TransferMap } from '../../../contract/entities';

const isCrypto = (a: BankAccount) => a.currency_unit.currency_type === 'crypto';

/** Accounts a crypto form offers: those with the CRYPTO_EXCHANGE protocol disabled are left out (document 1 section 4). */
export const exchangeAccounts = (accounts: readonly BankAccount[]): BankAccount[] => accounts.filter((a) => !a.transmission_protocols_disabled.includes('CRYPTO_EXCHANGE'));

/**
 * The exchange pairs of one side of the crypto forms as a transfer map: buy = fiat source to crypto
 * destination, sell = crypto source to fiat destination; accounts with CRYPTO_EXCHANGE disabled are
 * neither sources nor destinations.
 */
export const sideMap = (map: TransferMap | null, accounts: readonly BankAccount[], side: 'buy' | 'sell'): TransferMap | null => {
  if (!map) return null;
  const usable = new Map(exchangeAccounts(accounts).map((a) => [a.id, a]));
  const exchange: Record<string, number[]> = {};
  for (const [source, targets] of Object.entries(map.exchange ?? {})) {
    const from = usable.get(Number(source));
    if (!from || isCrypto(from) !== (side === 'sell')) continue;
    const allowed = targets.filter((id) => {
      const to = usable.get(id);
      return to !== undefined && isCrypto(to) === (side === 'buy');
    });
    if (allowed.length > 0) exchange[source] = allowed;
  }
  return { ...map, exchange };
};

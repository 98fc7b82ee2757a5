import type { SettingsValues, TransferMapKind, TransmissionProtocol } from '../../contract/enums';
import { parseJson } from '../db/values';

/** The account facts the transfer map needs. */
export type MapAccount = { id: number; currency: string; currency_type: string; disabled_protocols: string };

export type TransferMapResult = Record<TransferMapKind, Record<string, number[]>>;

export type MapOptions = {
  settings: Pick<SettingsValues, 'crypto_exchange_fiat_crypto_enabled' | 'crypto_exchange_crypto_fiat_enabled' | 'crypto_convert_enabled' | 'fiat_from_blocklist' | 'fiat_to_blocklist'>;
  /** The company has the crypto feature. */
  crypto: boolean;
};

export const disabledProtocols = (a: Pick<MapAccount, 'disabled_protocols'>): TransmissionProtocol[] => parseJson<TransmissionProtocol[]>(a.disabled_protocols, []);

/** Why a conversion pair is not allowed, or null when it is. */
export const exchangeRefusal = (from: MapAccount, to: MapAccount, o: MapOptions): string | null => {
  if (from.currency === to.currency) return 'The two accounts have the same currency.';
  const fromCrypto = from.currency_type === 'crypto';
  const toCrypto = to.currency_type === 'crypto';
  if (!fromCrypto && o.settings.fiat_from_blocklist.includes(from.currency)) return `Exchanges from ${from.currency} are not allowed.`;
  if (!toCrypto && o.settings.fiat_to_blocklist.includes(to.currency)) return `Exchanges to ${to.currency} are not allowed.`;
  if (!fromCrypto && !toCrypto) {
    if (disabledProtocols(from).includes('INTERNAL') || disabledProtocols(to).includes('INTERNAL')) return 'Internal payments are disabled for one of the accounts.';
    return null;
  }
  if (!o.crypto) return 'Crypto exchange needs the crypto feature.';
  if (disabledProtocols(from).includes('CRYPTO_EXCHANGE') || disabledProtocols(to).includes('CRYPTO_EXCHANGE')) return 'Crypto exchange is disabled for one of the accounts.';
  if (!fromCrypto && toCrypto && !o.settings.crypto_exchange_fiat_crypto_enabled) return 'Buying crypto is currently not available.';
  if (fromCrypto && !toCrypto && !o.settings.crypto_exchange_crypto_fiat_enabled) return 'Selling crypto is currently not available.';
  if (fromCrypto && toCrypto && !o.settings.crypto_convert_enabled) return 'Crypto conversion is currently not available.';
  return null;
};

/** Why a same-currency transfer is not allowed, or null. */
export const transferRefusal = (from: MapAccount, to: MapAccount): string | null => {
  if (from.id === to.id) return 'The destination account must be different from the source account.';
  if (from.currency !== to.currency) return 'The two accounts have different currencies.';
  if (disabledProtocols(from).includes('INTERNAL') || disabledProtocols(to).includes('INTERNAL')) return 'Internal payments are disabled for one of the accounts.';
  return null;
};

/**
 * Per operation kind, the destination account ids each source account may reach:
 * transfer = another own account of the same currency; exchange = another own account of another
 * currency, when the pair passes the blocklists, the crypto settings and the disabled protocols.
 */
export const buildTransferMap = (accounts: readonly MapAccount[], o: MapOptions): TransferMapResult => {
  const sorted = [...accounts].sort((a, b) => a.id - b.id);
  const map: TransferMapResult = { transfer: {}, exchange: {} };
  for (const from of sorted) {
    map.transfer[String(from.id)] = sorted.filter((to) => to.id !== from.id && transferRefusal(from, to) === null).map((a) => a.id);
    map.exchange[String(from.id)] = sorted.filter((to) => to.id !== from.id && exchangeRefusal(from, to, o) === null).map((a) => a.id);
  }
  return map;
};

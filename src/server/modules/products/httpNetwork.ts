import type { CryptoNetwork } from '../../../contract/enums';
import { AdapterUnavailable, callAdapter, textField } from '../../adapters/httpJson';
import type { HttpEndpoint } from '../../adapters/selection';
import { UnavailableError } from '../../domain/errors';
import { currencyInfo } from '../../ledger/currencies';
import { toMinor } from '../../ledger/money';
import { type IncomingTransfer, NETWORK_MESSAGES, type PaymentNetwork } from './networkTypes';

const ADDRESS = /^[A-Za-z0-9]{20,90}$/;
const TXID = /^[A-Za-z0-9:_-]{8,128}$/;
const AMOUNT = /^\d{1,15}(?:\.\d{1,18})?$/;

/**
 * The real payment network (KONTOR_PAYMENT_NETWORK=http): the bank's custodian or payment processor,
 * through Kontor's adapter protocol (adapters/httpJson.ts, docs/operations.md):
 * - `addresses` {network, reference} → {address}: a new address for one invoice (the reference is
 *   unique per invoice; asked again with it, the same address);
 * - `incoming` {network, currency, address} → {transfers: [{txid, amount}]}: the confirmed transfers to
 *   the address, amounts as decimal text in the currency's units.
 * There is no test wallet: people pay from their own wallets.
 */
export class HttpPaymentNetwork implements PaymentNetwork {
  readonly name = 'http';
  readonly wallet = null;

  constructor(
    private readonly endpoint: HttpEndpoint,
    private readonly timeoutMs: number,
  ) {}

  private async call(operation: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    try {
      return await callAdapter(this.endpoint, operation, body, { timeoutMs: this.timeoutMs });
    } catch {
      // Refused or unreachable alike: the invoice cannot be made or looked at now.
      throw new UnavailableError(NETWORK_MESSAGES.down);
    }
  }

  async issueAddress(network: CryptoNetwork, seed: string): Promise<string> {
    const answer = await this.call('addresses', { network, reference: seed });
    try {
      return textField(answer, 'address', ADDRESS);
    } catch {
      throw new UnavailableError(NETWORK_MESSAGES.down);
    }
  }

  async incoming(network: CryptoNetwork, currency: string, address: string): Promise<IncomingTransfer[]> {
    const answer = await this.call('incoming', { network, currency, address });
    const list = answer.transfers;
    if (!Array.isArray(list)) throw new UnavailableError(NETWORK_MESSAGES.down);
    const subUnit = currencyInfo(currency).subUnit;
    return list.map((t: unknown) => {
      const row = (typeof t === 'object' && t !== null ? t : {}) as Record<string, unknown>;
      try {
        const [whole = '0', frac = ''] = textField(row, 'amount', AMOUNT).split('.');
        const digits = frac.replace(/0+$/, '');
        // More decimals than the currency has would be a fraction of its smallest unit: not a transfer Kontor can book.
        if (digits.length > subUnit) throw new AdapterUnavailable('amount below the smallest unit');
        return { txid: textField(row, 'txid', TXID), amount: toMinor(digits ? `${whole}.${digits}` : whole, subUnit) };
      } catch {
        throw new UnavailableError(NETWORK_MESSAGES.down);
      }
    });
  }
}

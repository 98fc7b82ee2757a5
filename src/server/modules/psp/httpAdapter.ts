import { PSP_SEGMENT } from '../../../contract/constants';
import { AdapterRefused, callAdapter, textField } from '../../adapters/httpJson';
import type { HttpEndpoint } from '../../adapters/selection';
import { currencyInfo } from '../../ledger/currencies';
import { toMinor } from '../../ledger/money';
import { type PspAdapter, type PspPayment, PspRefusedError, PspUnavailableError } from './adapter';

const TRANSFER_SERVICES = ['sepa', 'fps_chaps', 'swift'] as const;

/** One call: unreachable or not keeping the protocol → unavailable; a 4xx → refused with the PSP's reason. */
const call = async (endpoint: HttpEndpoint, operation: string, body: Record<string, unknown>, signal: AbortSignal): Promise<Record<string, unknown>> => {
  try {
    return await callAdapter(endpoint, operation, body, { timeoutMs: 60_000, signal });
  } catch (e) {
    if (e instanceof AdapterRefused) throw new PspRefusedError(e.reason);
    throw new PspUnavailableError(e instanceof Error ? e.message : String(e));
  }
};

const text = (o: Record<string, unknown>, name: string): string => {
  try {
    return textField(o, name);
  } catch (e) {
    throw new PspUnavailableError(e instanceof Error ? e.message : String(e));
  }
};

const paymentOf = (p: Record<string, unknown>): PspPayment => {
  const funding = (typeof p.funding === 'object' && p.funding !== null ? p.funding : {}) as Record<string, unknown>;
  const currency = text(p, 'currency');
  const service = text(funding, 'transfer_service');
  if (!(TRANSFER_SERVICES as readonly string[]).includes(service) || text(p, 'status') !== 'awaiting_funds') throw new PspUnavailableError('the PSP answered a payment Kontor cannot read');
  let amount: bigint;
  try {
    amount = toMinor(text(p, 'amount'), currencyInfo(currency).subUnit);
  } catch {
    throw new PspUnavailableError('the PSP answered an amount Kontor cannot read');
  }
  return {
    paymentId: text(p, 'payment_id'), status: 'awaiting_funds', amount, currency, reference: text(p, 'reference'),
    description: typeof p.description === 'string' ? p.description : null, createdAt: text(p, 'created_at'),
    funding: { beneficiaryName: text(funding, 'beneficiary_name'), iban: text(funding, 'iban'), bic: text(funding, 'bic'), country: text(funding, 'country'), transferService: service as (typeof TRANSFER_SERVICES)[number] },
  };
};

/**
 * The real PSP (KONTOR_PSP_ADAPTER=http), through Kontor's adapter protocol (docs/psp.md, docs/operations.md):
 * `merchants` {partner_reference, name, country, website} → {merchant_id, token};
 * `tokens` {merchant_id} → {token}; `accounts` {merchant_id, account_type, currency, iban, holder} →
 * {account_id, active}; `payment` {merchant_id, payment_id} → {payment} (404: none for this merchant).
 * Amounts are decimal text in the currency's units. Its webhooks reach Kontor as the sandbox's do (notify.ts).
 */
export const httpPspAdapter = (endpoint: HttpEndpoint): PspAdapter => ({
  provider: PSP_SEGMENT,
  async signUp(input, signal) {
    const a = await call(endpoint, 'merchants', { partner_reference: input.partnerReference, name: input.name, country: input.country, website: input.website }, signal);
    return { merchantId: text(a, 'merchant_id'), token: text(a, 'token') };
  },
  async rotateToken(merchantId, signal) {
    return { token: text(await call(endpoint, 'tokens', { merchant_id: merchantId }, signal), 'token') };
  },
  async attachAccount(input, signal) {
    const a = await call(endpoint, 'accounts', { merchant_id: input.merchantId, account_type: input.accountType, currency: input.currency, iban: input.iban, holder: input.holder }, signal);
    return { accountId: text(a, 'account_id'), active: a.active === true };
  },
  async getPayment(merchantId, paymentId, signal) {
    try {
      const a = await callAdapter(endpoint, 'payment', { merchant_id: merchantId, payment_id: paymentId }, { timeoutMs: 60_000, signal });
      if (typeof a.payment !== 'object' || a.payment === null) throw new PspUnavailableError('the PSP answered no payment');
      return paymentOf(a.payment as Record<string, unknown>);
    } catch (e) {
      if (e instanceof AdapterRefused && e.status === 404) return null;
      if (e instanceof AdapterRefused) throw new PspRefusedError(e.reason);
      if (e instanceof PspUnavailableError) throw e;
      throw new PspUnavailableError(e instanceof Error ? e.message : String(e));
    }
  },
});

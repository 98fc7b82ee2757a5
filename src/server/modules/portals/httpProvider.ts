import type { PortalServiceProvider } from '../../../contract/enums';
import { AdapterRefused, callAdapter } from '../../adapters/httpJson';
import type { HttpEndpoint } from '../../adapters/selection';
import { toMinor, formatMinor } from '../../ledger/money';
import { type PortalProvider, type RemoteAccountInfo, type RemoteFailure, type RemoteProfile, type RemoteSignUp, type RemoteTransfer, RemotePortalError, REMOTE_MESSAGES } from './provider';

/** Remote balances and transfers are in fiat with two decimals (the sandbox's and every provider's unit here). */
const SUB_UNIT = 2;
const HTTPS_URL = /^https:\/\/[^\s]{1,2000}$/;

const failureOf = (status: number): RemoteFailure => (status === 401 || status === 403 ? 'unauthorized' : status === 404 ? 'not_found' : 'refused');

const field = (o: Record<string, unknown>, name: string, shape?: RegExp): string => {
  const v = o[name];
  if (typeof v !== 'string' || v === '' || (shape && !shape.test(v))) throw new RemotePortalError('unavailable', REMOTE_MESSAGES.unavailable);
  return v;
};
const object = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const amount = (o: Record<string, unknown>, name: string): bigint => {
  try {
    return toMinor(field(o, name, /^-?\d{1,15}(?:\.\d{1,2})?$/), SUB_UNIT);
  } catch (e) {
    if (e instanceof RemotePortalError) throw e;
    throw new RemotePortalError('unavailable', REMOTE_MESSAGES.unavailable);
  }
};

/**
 * A real remote portal provider (KONTOR_PORTALS_PROVIDER=http) through Kontor's adapter protocol
 * (docs/portal-services.md, docs/operations.md). Every call names the service; the customer's token
 * travels as `token`. Operations: `sign-up/company`, `sign-up/employee` → {remote_id, token, user};
 * `sign-in` → {url}; `accounts` → {accounts: [{id, name, currency, iban, balance}]}; `credit` and `debit`
 * {account, amount, currency, reference} → {movement_ref} (one reference is applied once). A 401/403
 * answer means the token is no longer accepted, 404 an unknown account, another 4xx a refusal with its
 * reason; no answer in time, 5xx or an answer off the protocol, the provider is unavailable.
 */
export class HttpPortalProvider implements PortalProvider {
  constructor(private readonly endpoint: HttpEndpoint) {}

  private async call(service: PortalServiceProvider, operation: string, body: Record<string, unknown>, signal: AbortSignal): Promise<Record<string, unknown>> {
    try {
      return await callAdapter(this.endpoint, operation, { service, ...body }, { timeoutMs: 60_000, signal });
    } catch (e) {
      if (e instanceof AdapterRefused) throw new RemotePortalError(failureOf(e.status), e.reason);
      throw new RemotePortalError('unavailable', REMOTE_MESSAGES.unavailable);
    }
  }

  private signUpOf(a: Record<string, unknown>): RemoteSignUp {
    const user = object(a.user);
    const role = user.role === 'employee' ? 'employee' : 'company';
    return { remoteId: field(a, 'remote_id'), token: field(a, 'token'), user: { id: field(user, 'id'), name: field(user, 'name'), email: field(user, 'email'), role } };
  }

  async signUpCompany(service: PortalServiceProvider, partnerRef: string, profile: RemoteProfile, signal: AbortSignal): Promise<RemoteSignUp> {
    return this.signUpOf(await this.call(service, 'sign-up/company', { partner_reference: partnerRef, profile }, signal));
  }

  async signUpEmployee(service: PortalServiceProvider, companyToken: string, partnerRef: string, profile: RemoteProfile, signal: AbortSignal): Promise<RemoteSignUp> {
    return this.signUpOf(await this.call(service, 'sign-up/employee', { token: companyToken, partner_reference: partnerRef, profile }, signal));
  }

  async signInUrl(service: PortalServiceProvider, token: string, signal: AbortSignal): Promise<string> {
    return field(await this.call(service, 'sign-in', { token }, signal), 'url', HTTPS_URL);
  }

  async accounts(service: PortalServiceProvider, token: string, signal: AbortSignal): Promise<RemoteAccountInfo[]> {
    const list = (await this.call(service, 'accounts', { token }, signal)).accounts;
    if (!Array.isArray(list)) throw new RemotePortalError('unavailable', REMOTE_MESSAGES.unavailable);
    return list.map((raw: unknown) => {
      const a = object(raw);
      return { id: field(a, 'id'), name: field(a, 'name'), currency: field(a, 'currency', /^[A-Z]{3}$/), iban: typeof a.iban === 'string' ? a.iban : null, balance: amount(a, 'balance') };
    });
  }

  private async move(operation: 'credit' | 'debit', service: PortalServiceProvider, token: string, t: RemoteTransfer, signal: AbortSignal): Promise<{ movementRef: string }> {
    const body = { token, account: t.account, amount: formatMinor(t.amount, SUB_UNIT), currency: t.currency, reference: t.reference };
    return { movementRef: field(await this.call(service, operation, body, signal), 'movement_ref') };
  }

  credit(service: PortalServiceProvider, token: string, transfer: RemoteTransfer, signal: AbortSignal): Promise<{ movementRef: string }> {
    return this.move('credit', service, token, transfer, signal);
  }

  debit(service: PortalServiceProvider, token: string, transfer: RemoteTransfer, signal: AbortSignal): Promise<{ movementRef: string }> {
    return this.move('debit', service, token, transfer, signal);
  }
}

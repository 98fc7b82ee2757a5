import type { PortalServiceProvider } from '../../../contract/enums';

/**
 * The adapter interface of a remote portal service provider (document 1 section 3: free_market,
 * easy_payments, bcb, …). Kontor reaches every provider only through this interface; the reference
 * server ships one implementation, the sandbox (sandbox.ts). A bank plugs in a real provider by
 * implementing it and registering it in providers.ts (docs/portal-services.md).
 *
 * Money crosses the interface in minor units (bigint) with the ISO currency; ids and tokens are the
 * provider's own strings. Every method receives an AbortSignal: the caller gives up after the
 * configured timeout (remote.ts) and the implementation should stop waiting then.
 */

export type RemoteProfile = Record<string, string | number | null>;

/** The user the remote portal knows (its own id, name, e-mail, role). */
export type RemoteUser = { id: string; name: string; email: string; role: 'company' | 'employee' };

export type RemoteSignUp = {
  /** The provider's id of the new customer or user. */
  remoteId: string;
  /** The credential Kontor keeps (sealed) and presents on later calls for this customer. */
  token: string;
  user: RemoteUser;
};

export type RemoteAccountInfo = { id: string; name: string; currency: string; iban: string | null; balance: bigint };

export type RemoteTransfer = {
  /** The provider's account. */
  account: string;
  amount: bigint;
  currency: string;
  /** Kontor's reference: the provider applies one reference once (a retry answers the first result). */
  reference: string;
};

export type RemoteMovement = { service: PortalServiceProvider; movementRef: string; account: string; amount: bigint; currency: string };

/** A remote balance changed (the provider's webhook): Kontor decides what follows (automatic transfers). */
export type MovementListener = (db: import('kysely').Kysely<import('../../db/schema').Database>, movement: RemoteMovement) => Promise<void>;

export interface PortalProvider {
  /**
   * Signs a company up (its questionnaire). `partnerRef` is Kontor's stable reference of the company:
   * signing up again with it answers the existing customer with a new token (idempotent, so a retry
   * after a timeout is safe).
   */
  signUpCompany(service: PortalServiceProvider, partnerRef: string, profile: RemoteProfile, signal: AbortSignal): Promise<RemoteSignUp>;
  /** Signs an employee up under the company customer whose token is given. */
  signUpEmployee(service: PortalServiceProvider, companyToken: string, partnerRef: string, profile: RemoteProfile, signal: AbortSignal): Promise<RemoteSignUp>;
  /** A one-time address that signs the holder of the token in at the remote portal (opened in a new tab). */
  signInUrl(service: PortalServiceProvider, token: string, signal: AbortSignal): Promise<string>;
  /** The accounts of the customer whose token is given. */
  accounts(service: PortalServiceProvider, token: string, signal: AbortSignal): Promise<RemoteAccountInfo[]>;
  /** Pays into a remote account of the customer (delivery of a portal withdrawal). */
  credit(service: PortalServiceProvider, token: string, transfer: RemoteTransfer, signal: AbortSignal): Promise<{ movementRef: string }>;
  /** Takes funds out of a remote account of the customer (an automatic transfer into Kontor). */
  debit(service: PortalServiceProvider, token: string, transfer: RemoteTransfer, signal: AbortSignal): Promise<{ movementRef: string }>;
}

/** Why a provider call failed; http/errorHandler.ts turns it into its answer (remoteFailureMessage). */
export type RemoteFailure = 'unavailable' | 'timeout' | 'refused' | 'unauthorized' | 'not_found';

/** What a person is shown when a provider fails in one of the ways that are not its own words. */
export const REMOTE_MESSAGES = {
  unavailable: 'Remote portal is unavailable. Please try again later',
  timeout: 'The remote portal did not answer in time. Please try again later',
  unauthorized: 'The remote portal no longer accepts the stored sign-up. Sign up again.',
  notFound: 'The remote portal has no such account.',
} as const;

export class RemotePortalError extends Error {
  constructor(
    readonly failure: RemoteFailure,
    message: string,
  ) {
    super(message);
    this.name = 'RemotePortalError';
  }
}

/**
 * The provider answered and said no (a refusal, a token it no longer accepts, an unknown account):
 * retrying cannot help. Down or too slow is not a refusal.
 */
export const isRemoteRefusal = (e: unknown): e is RemotePortalError => e instanceof RemotePortalError && e.failure !== 'unavailable' && e.failure !== 'timeout';

/** The message a provider failure shows (document 2 section 8): the provider's own words only for a refusal or its outage. */
export const remoteFailureMessage = (e: RemotePortalError): string => {
  switch (e.failure) {
    case 'unavailable':
      return e.message || REMOTE_MESSAGES.unavailable;
    case 'timeout':
      return REMOTE_MESSAGES.timeout;
    case 'refused':
      return e.message;
    case 'unauthorized':
      return REMOTE_MESSAGES.unauthorized;
    case 'not_found':
      return REMOTE_MESSAGES.notFound;
  }
};

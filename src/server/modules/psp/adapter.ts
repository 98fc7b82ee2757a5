/**
 * The payment-service provider (PSP) as Kontor sees it: one adapter per provider. The reference server
 * ships the sandbox (sandbox.ts, state in the database); a bank plugs its real PSP in by implementing
 * this interface and returning it from pspAdapterOf (provider.ts). See docs/psp.md.
 *
 * Amounts travel in minor units (bigint) with the currency; ids are the PSP's own strings.
 */
export type PspMerchantInput = {
  /** The partner's reference of the merchant: Kontor sends its company id, so a retry finds the same merchant. */
  partnerReference: string;
  name: string;
  country: string | null;
  website: string | null;
};

export type PspMerchant = { merchantId: string; token: string };

export type PspAccountInput = {
  merchantId: string;
  accountType: PspAccountType;
  currency: string;
  iban: string | null;
  holder: string;
};

export type PspAccount = { accountId: string; active: boolean };

export type PspPaymentStatus = 'awaiting_funds';

export type PspPayment = {
  paymentId: string;
  status: PspPaymentStatus;
  amount: bigint;
  currency: string;
  reference: string;
  description: string | null;
  createdAt: string;
  /** Where a PSP deposit for this payment is paid to. */
  funding: { beneficiaryName: string; iban: string; bic: string; country: string; transferService: 'sepa' | 'fps_chaps' | 'swift' };
};

/** The account types the PSP knows: settlement receives the PSP's payouts, funding pays PSP deposits. */
export const PSP_ACCOUNT_TYPES = ['settlement', 'funding'] as const;
export type PspAccountType = (typeof PSP_ACCOUNT_TYPES)[number];

/** Every call gets the signal of Kontor's timeout: an adapter stops (and writes nothing more) once it is aborted. */
export interface PspAdapter {
  /** The provider's name; the contract's fixed {psp} segment. */
  readonly provider: string;
  /** Creates the merchant (or finds the one of this partner reference) and issues its API token. */
  signUp(input: PspMerchantInput, signal: AbortSignal): Promise<PspMerchant>;
  /** Ends the merchant's current API token and issues a new one. */
  rotateToken(merchantId: string, signal: AbortSignal): Promise<{ token: string }>;
  /** Registers an own bank account of the merchant with the PSP. */
  attachAccount(input: PspAccountInput, signal: AbortSignal): Promise<PspAccount>;
  /** One payment of the merchant; null when the PSP has no such payment for this merchant. */
  getPayment(merchantId: string, paymentId: string, signal: AbortSignal): Promise<PspPayment | null>;
}

/** What a person is shown when the PSP fails (http/errorHandler.ts). */
export const PSP_MESSAGES = {
  unavailable: 'The PSP is unavailable. Please try again later.',
  refused: (reason: string) => `The PSP refused the request: ${reason}`,
} as const;

/** The PSP did not answer (down, timed out, network): 503 with remote-portal-status, the portal shows a warning. */
export class PspUnavailableError extends Error {
  constructor(message = 'The PSP did not answer.') {
    super(message);
    this.name = 'PspUnavailableError';
  }
}

/** The PSP answered and refused the request: 422, its reason shown to the user. */
export class PspRefusedError extends Error {
  constructor(readonly reason: string) {
    super(PSP_MESSAGES.refused(reason));
    this.name = 'PspRefusedError';
  }
}

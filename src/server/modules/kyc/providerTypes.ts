import type { AppContext } from '../../context';
import type { ProviderStep } from './verifications';

/**
 * The KYC provider: runs the form and video verification of a tracking on its own pages and reports
 * the outcome to Kontor with a signed callback (POST /api/v1/kyc/callback, see callback.ts).
 */
export type KycSessionRequest = {
  /** Kontor's verification id: the provider names it in its callback. */
  reference: number;
  step: ProviderStep;
  /** A single-use token for this session (Kontor keeps its hash). */
  token: string;
  /** Where the provider sends the person back to when done. */
  returnUrl: string;
};

export type KycProvider = {
  name: string;
  /** Opens a session and answers the address of its page; throws IntegrationUnavailable when unreachable. */
  startSession: (ctx: AppContext, request: KycSessionRequest) => Promise<{ url: string }>;
};


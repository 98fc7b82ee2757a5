import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { IntegrationUnavailable, sandboxState } from '../signIns/sandboxes';
import { integrationSecret } from '../signIns/signedKeys';
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

export const KYC_SIGNATURE_HEADER = 'x-kyc-signature';

/** The callback's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` with the shared secret. */
export const signCallback = (secret: string, timestamp: number, rawBody: string): string =>
  `t=${timestamp},v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;

/** The built-in sandbox provider: its page is served by this server (sandboxPage.ts). */
export const sandboxKycProvider: KycProvider = {
  name: 'sandbox',
  startSession: async (ctx, request) => {
    // Refusing, the sandbox still opens sessions and fails the verification itself (routes.ts).
    const state = await sandboxState(ctx, 'kyc');
    if (state.mode === 'down') throw new IntegrationUnavailable('kyc', state.reason ?? 'The KYC sandbox is down.');
    // Served by this server: an address on the portal's own origin.
    return { url: `/kyc-sandbox/${encodeURIComponent(request.token)}` };
  },
};

let provider: KycProvider = sandboxKycProvider;

export const kycProvider = (): KycProvider => provider;

/** Plugs in a bank's own provider (at start-up). */
export const useKycProvider = (replacement: KycProvider): void => {
  provider = replacement;
};

export const kycSecret = (ctx: AppContext): string | null => integrationSecret(ctx, 'kyc');

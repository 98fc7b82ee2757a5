import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { IntegrationUnavailable, sandboxState } from '../signIns/sandboxes';
import { integrationSecret } from '../signIns/signedKeys';
import { httpKycProvider } from './httpProvider';
import type { KycProvider, KycSessionRequest } from './providerTypes';

export type { KycProvider, KycSessionRequest };

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

let installed: KycProvider | null = null;

/** The provider of the app: one plugged in, else the one KONTOR_KYC_PROVIDER chooses (the sandbox by default). */
export const kycProvider = (ctx: AppContext): KycProvider => {
  if (installed) return installed;
  const chosen = ctx.config.adapters.kyc;
  return chosen.kind === 'http' ? httpKycProvider(chosen, ctx.config.adapters.timeoutMs) : sandboxKycProvider;
};

/** Plugs in a bank's own provider (at start-up); null goes back to KONTOR_KYC_PROVIDER. */
export const useKycProvider = (replacement: KycProvider | null): void => {
  installed = replacement;
};

export const kycSecret = (ctx: AppContext): string | null => integrationSecret(ctx, 'kyc');

import { API_BASE } from '../../../contract/http';
import { callAdapter, textField } from '../../adapters/httpJson';
import type { HttpEndpoint } from '../../adapters/selection';
import { IntegrationUnavailable } from '../signIns/sandboxes';
import type { KycProvider } from './providerTypes';

const HTTPS_URL = /^https:\/\/[^\s]{1,2000}$/;

/**
 * The real KYC provider (KONTOR_KYC_PROVIDER=http), through Kontor's adapter protocol (docs/operations.md):
 * `sessions` {reference, step, token, return_url, callback_url} → {url}, the https address of the
 * provider's page for this person. The provider reports the outcome to callback_url, signed with
 * KONTOR_KYC_SECRET (callback.ts), naming `reference`.
 */
export const httpKycProvider = (endpoint: HttpEndpoint, timeoutMs: number): KycProvider => ({
  name: 'http',
  startSession: async (ctx, request) => {
    try {
      const answer = await callAdapter(
        endpoint,
        'sessions',
        { reference: request.reference, step: request.step, token: request.token, return_url: request.returnUrl, callback_url: `${ctx.config.publicUrl}${API_BASE}/kyc/callback` },
        { timeoutMs },
      );
      return { url: textField(answer, 'url', HTTPS_URL) };
    } catch (e) {
      throw new IntegrationUnavailable('kyc', e instanceof Error ? e.message : String(e));
    }
  },
});

import type { FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../auth/secrets';
import type { AppContext, AuthState, UserRow } from '../../context';
import { nowIso } from '../../db/values';
import { forbidden, ruleBroken } from '../../domain/errors';
import { COMPLIANCE_MESSAGES, complianceGate, ownTracking } from '../compliance/access';
import { existingTracking } from '../compliance/queries';
import type { TrackingRow } from '../compliance/resource';
import { IntegrationUnavailable, remoteUnavailable, sandboxState } from '../signIns/sandboxes';
import { userById } from '../users/queries';
import { handleKycCallback } from './callback';
import { kycProvider, kycSecret, signCallback } from './provider';
import { deleteVerification, insertVerification, latestVerifications, liveSandboxSession, type ProviderStep, requiredSteps, spendSandboxSession } from './verifications';

/** KYC form and video verification (document 2: form-verification-url, video-verification-url; docs/sign-ins-and-kyc.md). */

/** A provider session (its page's address) works for 30 minutes and once. */
const SESSION_SECONDS = 30 * 60;

const STEP_NAMES: Record<ProviderStep, string> = { form: 'form', video: 'video' };

/** Where the provider sends the person back to: their own verification page, or the tracking's subject page. */
const returnPath = (tracking: TrackingRow, user: UserRow, step: ProviderStep): string =>
  tracking.category === 'REGISTRATION' && tracking.subject_type === 'user' && tracking.subject_id === user.id && user.compliance_required === 1
    ? `/profile/compliance-trackings/${step}/${tracking.id}`
    : `/manager/compliance-trackings/${tracking.subject_type}/${tracking.subject_id}/${tracking.id}`;

/** Opens a provider session for a step the tracking asks for, and answers its address. */
export const startVerification = async (ctx: AppContext, auth: AuthState, id: number, step: ProviderStep): Promise<{ url: string }> => {
  const companyId = complianceGate(auth);
  // Starting a verification is a write (a provider session): managers only, like uploads.
  if (auth.user.role !== 'manager') throw forbidden('Read-only users cannot perform this action.');
  const tracking = await ownTracking(ctx, companyId, id);
  if (!requiredSteps(tracking).includes(step)) throw ruleBroken(`This compliance tracking does not ask for the ${STEP_NAMES[step]} verification.`);
  if (tracking.status === 'verified') throw ruleBroken(COMPLIANCE_MESSAGES.closed);
  if ((await latestVerifications(ctx.db, [tracking.id])).get(tracking.id)?.get(step)?.status === 'completed') throw ruleBroken('This verification is already completed.');
  const provider = kycProvider();
  const token = randomToken();
  const at = nowIso(ctx.now());
  const verificationId = await insertVerification(ctx.db, {
    compliance_tracking_id: tracking.id, company_id: companyId, step, provider: provider.name, status: 'pending', reason: null, session_hash: sha256(token),
    session_expires_at: nowIso(new Date(ctx.now().getTime() + SESSION_SECONDS * 1000)), started_by: auth.user.id, completed_at: null, created_at: at, updated_at: at,
  });
  try {
    return await provider.startSession(ctx, { reference: verificationId, step, token, returnUrl: `${ctx.config.publicUrl}${returnPath(tracking, auth.user, step)}` });
  } catch (err) {
    await deleteVerification(ctx.db, verificationId);
    if (err instanceof IntegrationUnavailable) throw remoteUnavailable();
    throw err;
  }
};

/** The sandbox provider's page of a live session: its step and tracking; null when the session is gone. */
export const sandboxSession = async (ctx: AppContext, token: string): Promise<{ step: ProviderStep; trackingId: number } | null> => {
  const session = await liveSandboxSession(ctx.db, sha256(token), nowIso(ctx.now()));
  if (!session) return null;
  const tracking = await existingTracking(ctx.db, session.compliance_tracking_id);
  return { step: session.step as ProviderStep, trackingId: tracking.id };
};

/** What the sandbox provider's page shows after the person's choice: the outcome, or that the session is gone. */
export type SandboxOutcome = { gone: 404 | 503 } | { outcome: 'completed' | 'failed'; reason: string | null; back: string };

/**
 * The person's choice on the sandbox page: spends the session (its page works once) and sends the
 * outcome back as a real provider would, a signed callback. A refusing sandbox fails every
 * verification with its configured reason.
 */
export const submitSandboxSession = async (ctx: AppContext, req: FastifyRequest, token: string, choice: { outcome: string; reason: string }): Promise<SandboxOutcome> => {
  const spent = await spendSandboxSession(ctx.db, sha256(token), nowIso(ctx.now()));
  if (!spent) return { gone: 404 };
  const state = await sandboxState(ctx, 'kyc');
  const chosen = choice.outcome === 'failed' ? 'failed' : 'completed';
  const outcome = state.mode === 'refusing' ? 'failed' : chosen;
  const reason = outcome === 'failed' ? (state.mode === 'refusing' ? state.reason : choice.reason.slice(0, 500)) || 'The provider could not verify the person.' : null;
  const raw = JSON.stringify({ event_id: randomToken(16), reference: spent.id, outcome, ...(reason ? { reason } : {}) });
  const secret = kycSecret(ctx);
  if (!secret) return { gone: 503 };
  await handleKycCallback(ctx, req, raw, signCallback(secret, Math.floor(ctx.now().getTime() / 1000), raw));
  const tracking = await existingTracking(ctx.db, spent.compliance_tracking_id);
  const starter = await userById(ctx.db, spent.started_by);
  return { outcome, reason, back: starter ? returnPath(tracking, starter, spent.step as ProviderStep) : '/' };
};

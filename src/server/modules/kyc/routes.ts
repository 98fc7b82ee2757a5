import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '../../../contract/http';
import { randomToken, sha256 } from '../../auth/secrets';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { forbidden, HttpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { COMPLIANCE_MESSAGES, complianceGate, ownTracking } from '../compliance/access';
import type { TrackingRow } from '../compliance/resource';
import { IntegrationUnavailable, remoteUnavailable, sandboxState } from '../signIns/sandboxes';
import { handleKycCallback } from './callback';
import { KYC_SIGNATURE_HEADER, kycProvider, kycSecret, signCallback } from './provider';
import { sandboxFormPage, sandboxGonePage, sandboxResultPage } from './sandboxPage';
import { latestVerifications, type ProviderStep, requiredSteps } from './verifications';

/** A provider session (its page's address) works for 30 minutes and once. */
const SESSION_SECONDS = 30 * 60;

const STEP_NAMES: Record<ProviderStep, string> = { form: 'form', video: 'video' };

/** Where the provider sends the person back to: their own verification page, or the tracking's subject page. */
const returnPath = (tracking: TrackingRow, auth: AuthState, step: ProviderStep): string =>
  tracking.category === 'REGISTRATION' && tracking.subject_type === 'user' && tracking.subject_id === auth.user.id && auth.user.compliance_required === 1
    ? `/profile/compliance-trackings/${step}/${tracking.id}`
    : `/manager/compliance-trackings/${tracking.subject_type}/${tracking.subject_id}/${tracking.id}`;

/** Opens a provider session for a step the tracking asks for, and answers its address. */
const startVerification = async (ctx: AppContext, auth: AuthState, id: number, step: ProviderStep): Promise<{ url: string }> => {
  const companyId = complianceGate(auth);
  // Starting a verification is a write (a provider session): managers only, like uploads.
  if (auth.user.role !== 'manager') throw forbidden('Read-only users cannot perform this action.');
  const tracking = await ownTracking(ctx, companyId, id);
  if (!requiredSteps(tracking).includes(step)) throw new HttpError(422, `This compliance tracking does not ask for the ${STEP_NAMES[step]} verification.`);
  if (tracking.status === 'verified') throw new HttpError(422, COMPLIANCE_MESSAGES.closed);
  if ((await latestVerifications(ctx.db, [tracking.id])).get(tracking.id)?.get(step)?.status === 'completed') throw new HttpError(422, 'This verification is already completed.');
  const provider = kycProvider();
  const token = randomToken();
  const at = nowIso(ctx.now());
  const row = await ctx.db
    .insertInto('kyc_verifications')
    .values({
      compliance_tracking_id: tracking.id, company_id: companyId, step, provider: provider.name, status: 'pending', reason: null, session_hash: sha256(token),
      session_expires_at: nowIso(new Date(ctx.now().getTime() + SESSION_SECONDS * 1000)), started_by: auth.user.id, completed_at: null, created_at: at, updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    return await provider.startSession(ctx, { reference: row.id, step, token, returnUrl: `${ctx.config.publicUrl}${returnPath(tracking, auth, step)}` });
  } catch (err) {
    await ctx.db.deleteFrom('kyc_verifications').where('id', '=', row.id).execute();
    if (err instanceof IntegrationUnavailable) throw remoteUnavailable();
    throw err;
  }
};

const sessionOf = (ctx: AppContext, token: string) =>
  ctx.db.selectFrom('kyc_verifications').selectAll().where('session_hash', '=', sha256(token)).where('provider', '=', 'sandbox').where('status', '=', 'pending').where('session_expires_at', '>', nowIso(ctx.now())).executeTakeFirst();

const formValue = (body: unknown, name: string): string => {
  const v = body instanceof URLSearchParams ? body.get(name) : null;
  return (v ?? '').trim();
};

/** The sandbox provider's own pages and what it sends back (a signed callback, as a real provider would). */
const registerSandboxPages = (scope: FastifyInstance, ctx: AppContext) => {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, new URLSearchParams(String(body))));

  scope.get('/kyc-sandbox/:token', async (req, reply) => {
    const { token } = req.params as { token: string };
    const session = await sessionOf(ctx, token);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!session) return reply.code(404).send(sandboxGonePage());
    const tracking = await ctx.db.selectFrom('compliance_trackings').select('id').where('id', '=', session.compliance_tracking_id).executeTakeFirstOrThrow();
    return reply.send(sandboxFormPage(session.step as ProviderStep, tracking.id, `/kyc-sandbox/${encodeURIComponent(token)}`));
  });

  scope.post('/kyc-sandbox/:token', async (req, reply) => {
    const { token } = req.params as { token: string };
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    // Spends the session at once: its page works once.
    const spent = await ctx.db
      .updateTable('kyc_verifications')
      .set({ session_expires_at: nowIso(ctx.now()), updated_at: nowIso(ctx.now()) })
      .where('session_hash', '=', sha256(token)).where('provider', '=', 'sandbox').where('status', '=', 'pending').where('session_expires_at', '>', nowIso(ctx.now()))
      .returningAll()
      .executeTakeFirst();
    if (!spent) return reply.code(404).send(sandboxGonePage());
    const state = await sandboxState(ctx, 'kyc');
    const chosen = formValue(req.body, 'outcome') === 'failed' ? 'failed' : 'completed';
    // A refusing sandbox fails every verification with its configured reason.
    const outcome = state.mode === 'refusing' ? 'failed' : chosen;
    const reason = outcome === 'failed' ? (state.mode === 'refusing' ? state.reason : formValue(req.body, 'reason').slice(0, 500)) || 'The provider could not verify the person.' : null;
    const raw = JSON.stringify({ event_id: randomToken(16), reference: spent.id, outcome, ...(reason ? { reason } : {}) });
    const secret = kycSecret(ctx);
    if (!secret) return reply.code(503).send(sandboxGonePage());
    await handleKycCallback(ctx, req, raw, signCallback(secret, Math.floor(ctx.now().getTime() / 1000), raw));
    const tracking = await ctx.db.selectFrom('compliance_trackings').selectAll().where('id', '=', spent.compliance_tracking_id).executeTakeFirstOrThrow();
    const starter = await ctx.db.selectFrom('users').selectAll().where('id', '=', spent.started_by).executeTakeFirst();
    const back = starter ? returnPath(tracking, { user: starter } as AuthState, spent.step as ProviderStep) : '/';
    return reply.send(sandboxResultPage(outcome, reason, back));
  });
};

/** The provider's callback: the raw body is kept for its signature. */
const registerCallbackRoute = (scope: FastifyInstance, ctx: AppContext) => {
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, String(body)));
  scope.post(`${API_BASE}/kyc/callback`, async (req: FastifyRequest) => {
    const header = req.headers[KYC_SIGNATURE_HEADER];
    return { data: await handleKycCallback(ctx, req, typeof req.body === 'string' ? req.body : '', typeof header === 'string' ? header : undefined) };
  });
};

/** KYC form and video verification (document 2: form-verification-url, video-verification-url; docs/sign-ins-and-kyc.md). */
export const registerKycRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, 'manager.compliance.formUrl', async ({ ctx, auth, params }) => ({ data: await startVerification(ctx, auth, params.id, 'form') }));
  registerCall(app, 'manager.compliance.videoUrl', async ({ ctx, auth, params }) => ({ data: await startVerification(ctx, auth, params.id, 'video') }));
  await app.register(async (scope) => {
    registerSandboxPages(scope, app.kontor);
    registerCallbackRoute(scope, app.kontor);
  });
};

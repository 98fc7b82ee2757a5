import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '../../../contract/http';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { handleKycCallback } from './callback';
import { KYC_SIGNATURE_HEADER } from './provider';
import { sandboxFormPage, sandboxGonePage, sandboxResultPage } from './sandboxPage';
import { sandboxSession, startVerification, submitSandboxSession } from './service';

const formValue = (body: unknown, name: string): string => {
  const v = body instanceof URLSearchParams ? body.get(name) : null;
  return (v ?? '').trim();
};

/** The sandbox provider's own pages and what it sends back (a signed callback, as a real provider would). */
const registerSandboxPages = (scope: FastifyInstance, ctx: AppContext) => {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, new URLSearchParams(String(body))));

  scope.get('/kyc-sandbox/:token', async (req, reply) => {
    const { token } = req.params as { token: string };
    const session = await sandboxSession(ctx, token);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!session) return reply.code(404).send(sandboxGonePage());
    return reply.send(sandboxFormPage(session.step, session.trackingId, `/kyc-sandbox/${encodeURIComponent(token)}`));
  });

  scope.post('/kyc-sandbox/:token', async (req, reply) => {
    const { token } = req.params as { token: string };
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const result = await submitSandboxSession(ctx, req, token, { outcome: formValue(req.body, 'outcome'), reason: formValue(req.body, 'reason') });
    if ('gone' in result) return reply.code(result.gone).send(sandboxGonePage());
    return reply.send(sandboxResultPage(result.outcome, result.reason, result.back));
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

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { calls, type CallName } from '../../contract/calls';
import { API_BASE, type CallDef, HEADERS } from '../../contract/http';
import { runActingAs } from '../auth/actingAdmin';
import { authenticate } from '../auth/authenticate';
import { type OtpCommit, requestBinding, requireOtp } from '../auth/otpGuard';
import type { AppContext, AuthState, UserRow } from '../context';
import { forbidden, unauthorized } from './errors';
import { managerGate } from './managerGate';
import { zodToHttpError } from './zodErrors';

type Def<N extends CallName> = (typeof calls)[N];
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Part<N extends CallName, K extends string> = Def<N> extends { [P in K]: infer S } ? Out<S> : undefined;
type AuthFor<N extends CallName> = Def<N>['access'] extends 'guest' | 'public' ? AuthState | null : AuthState;

export type CallContext<N extends CallName> = {
  ctx: AppContext;
  req: FastifyRequest;
  reply: FastifyReply;
  auth: AuthFor<N>;
  params: Part<N, 'params'>;
  query: Part<N, 'query'>;
  body: Part<N, 'body'>;
  /**
   * Asks for the one-time code of `user` for this request (or for `payload` when given).
   * Resolves when there is nothing to confirm or the code is right; throws 403 otp-required otherwise.
   */
  confirmOtp: (user: UserRow, payload?: unknown) => Promise<void>;
};

export type CallHandler<N extends CallName> = (c: CallContext<N>) => Promise<unknown>;

const toFastifyPath = (path: string) => `${API_BASE}/${path.replace(/\{(\w+)\}/g, ':$1')}`;

const parsePart = (schema: z.ZodType | undefined, value: unknown): unknown => {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (!result.success) throw zodToHttpError(result.error);
  return result.data;
};

const requestPath = (req: FastifyRequest) => req.url.split('?')[0] ?? req.url;

const authorize = async (ctx: AppContext, req: FastifyRequest, name: string, call: CallDef): Promise<AuthState | null> => {
  if (call.access === 'guest') return null;
  const auth = await authenticate(ctx, req);
  if (call.access === 'public') return auth;
  if (!auth) throw unauthorized();
  const role = auth.user.role;
  if (call.access === 'admin' && role !== 'super-admin' && role !== 'admin') throw forbidden();
  if (call.access === 'manager') {
    if (role !== 'manager' && role !== 'manager-reader') throw forbidden();
    managerGate(name, auth);
    if (call.write && role === 'manager-reader') throw forbidden('Read-only users cannot perform this action.');
  }
  return auth;
};

/** Registers the route of one contract call: authentication, role, input validation and two-factor come first. */
export const registerCall = <N extends CallName>(app: FastifyInstance, name: N, handler: CallHandler<N>): void => {
  const call: CallDef = calls[name];
  if (app.registeredCalls.has(name)) throw new Error(`Call ${name} registered twice`);
  app.registeredCalls.add(name);
  app.route({
    method: call.method,
    url: toFastifyPath(call.path),
    handler: async (req, reply) => {
      const ctx = app.kontor;
      const auth = await authorize(ctx, req, name, call);
      const params = parsePart(call.params, req.params);
      const query = parsePart(call.query, req.query);
      const body = call.multipart ? undefined : parsePart(call.body, req.body);
      const commits: OtpCommit[] = [];
      const code = req.headers[HEADERS.oneTimeCode];
      const confirmOtp = async (user: UserRow, payload?: unknown) => {
        const binding = requestBinding(ctx.appKey, call.method, requestPath(req), payload ?? { params, query, body });
        const commit = await requireOtp(ctx, user, typeof code === 'string' ? code : undefined, binding);
        if (commit) commits.push(commit);
      };
      // A multipart call confirms in its handler, with the payload it parsed from the file (bulk import);
      // so does a call that needs the code only in some cases (otpWhen).
      if (call.otp && !call.otpWhen && auth && !call.multipart) await confirmOtp(auth.user);
      // The schemas above produced exactly these shapes; the cast only restates them per call.
      // Under act-as, what the handler records names the acting admin too (auth/actingAdmin.ts).
      const result = await runActingAs(auth?.impersonatorUserId ?? null, () => handler({ ctx, req, reply, auth, params, query, body, confirmOtp } as unknown as CallContext<N>));
      if (reply.statusCode < 400) for (const commit of commits) await commit();
      if (reply.sent) return reply;
      return result ?? { message: 'OK' };
    },
  });
};

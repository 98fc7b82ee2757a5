import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { calls, type CallName } from '../../contract/calls';
import { API_KEY_CALLS } from '../../contract/calls/managerConnect';
import { API_BASE, type CallDef, HEADERS } from '../../contract/http';
import { authenticate } from '../auth/authenticate';
import { enforceLimit } from '../auth/rateLimit';
import { type OtpCommit, requestBinding, requireOtp, type SecondFactorUse } from '../auth/otpGuard';
import { enforceTwoFactorPolicy } from '../auth/twoFactorPolicy';
import type { AppContext, AuthState, UserRow } from '../context';
import { CallScope, inCallScope } from '../db/writeGate';
import { rememberUploader } from '../storage/malwareScan';
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
   * A call with `otp` in the contract calls it itself, after every check that can refuse the request
   * (422, 404, 409…) and before its first write: see registerCall.
   */
  confirmOtp: (user: UserRow, payload?: unknown) => Promise<void>;
  /** confirmOtp that also tells which factor confirmed the request (null: the user has no two-factor). */
  confirmSecondFactor: (user: UserRow, payload?: unknown) => Promise<SecondFactorUse | null>;
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

/**
 * A refused access is a security event (ASVS V16.3.2): one warning with the call and who asked (never
 * the credential itself), so repeated probing shows in the log.
 */
const refused = (req: FastifyRequest, name: string, auth: AuthState | null, reason: string): void => {
  req.log.warn({ call: name, userId: auth?.user.id ?? null, role: auth?.user.role ?? null, actingAdminId: auth?.impersonatorUserId ?? null, reason }, 'SECURITY: access refused');
};

const authorize = async (ctx: AppContext, req: FastifyRequest, name: string, call: CallDef): Promise<AuthState | null> => {
  if (call.access === 'guest') return null;
  const auth = await authenticate(ctx, req);
  if (call.access === 'public') return auth;
  if (!auth) {
    if (req.headers.authorization !== undefined) refused(req, name, null, 'invalid or expired credential');
    throw unauthorized();
  }
  if (auth.apiKey) return authorizeKey(ctx, req, name, call, auth, auth.apiKey);
  // A second factor the two-factor policy requires comes before anything else (issue 42).
  await enforceTwoFactorPolicy(ctx, name, auth).catch((error: unknown) => {
    refused(req, name, auth, 'second factor required by policy and not set up');
    throw error;
  });
  const role = auth.user.role;
  if (call.access === 'admin' && role !== 'super-admin' && role !== 'admin') {
    refused(req, name, auth, 'not an administrator');
    throw forbidden();
  }
  if (call.access === 'manager') {
    if (role !== 'manager' && role !== 'manager-reader') {
      refused(req, name, auth, 'not a customer');
      throw forbidden();
    }
    managerGate(name, auth);
    if ((call.write || call.managerOnly) && role === 'manager-reader') {
      refused(req, name, auth, 'read-only user');
      throw forbidden('Read-only users cannot perform this action.');
    }
  }
  return auth;
};

export const API_KEY_MESSAGES = {
  call: 'API keys cannot make this call.',
  scope: (scope: string) => `This API key does not have the scope ${scope}.`,
  limit: (seconds: number) => `Too many requests with this API key: try again in ${seconds} seconds.`,
  otp: 'An API key cannot confirm with a one-time code: a person confirms in the portal.',
} as const;

/**
 * An API key (issue 41) makes only the calls of its scopes (contract API_KEY_CALLS), within its own
 * rate limit (counted in the database, per key), and under the company gate of its manager.
 */
const authorizeKey = async (ctx: AppContext, req: FastifyRequest, name: string, call: CallDef, auth: AuthState, key: { id: number; scopes: readonly string[] }): Promise<AuthState> => {
  const scope = API_KEY_CALLS[name];
  if (call.access !== 'manager' || !scope) {
    refused(req, name, auth, `API key ${key.id} on a call keys may not make`);
    throw forbidden(API_KEY_MESSAGES.call);
  }
  if (!key.scopes.includes(scope)) {
    refused(req, name, auth, `API key ${key.id} without scope ${scope}`);
    throw forbidden(API_KEY_MESSAGES.scope(scope));
  }
  await enforceLimit(ctx, `api-key:${key.id}`, { max: ctx.config.apiKeyRatePerMinute ?? 600, windowSeconds: 60 }, API_KEY_MESSAGES.limit);
  managerGate(name, auth);
  return auth;
};

/** A call with `otp` answered success without asking for its code (see registerCall): a bug of its handler. */
export class OtpNotAskedError extends Error {
  constructor(readonly call: string) {
    super(`${call} answered without asking for its one-time code (its handler must call confirmOtp before it writes or answers)`);
    this.name = 'OtpNotAskedError';
  }
}

/**
 * Registers the route of one contract call: authentication, role and input validation come first.
 *
 * One-time code (issue 21 item 3): the route does not ask for it up front. A call with `otp` validates
 * everything it can refuse (422 field errors, 404 unknown or other company's ids, 409 suspected
 * duplicate) and then calls `confirmOtp` right before its first write, so an invalid request gets its
 * field errors without a code, and a code is neither checked, bound nor spent by a request that fails
 * validation. Two safety nets make a handler that forgets fail loudly instead of writing unconfirmed:
 * - its handler's database handle carries a closed write gate (db/writeGate.ts) that confirmOtp opens:
 *   any insert, update or delete through it before that is refused before it reaches the database
 *   (500, logged);
 * - a handler that answers success without having called confirmOtp answers 500 instead, logged
 *   (calls with `otpWhen` need the code only in some cases and are exempt from this second check).
 * Both hold for users without two-factor too (confirmOtp then resolves at once), so the tests of any
 * user catch a handler that writes before asking.
 */
export const registerCall = <N extends CallName>(app: FastifyInstance, name: N, handler: CallHandler<N>): void => {
  const call: CallDef = calls[name];
  if (app.registeredCalls.has(name)) throw new Error(`Call ${name} registered twice`);
  app.registeredCalls.add(name);
  app.route({
    method: call.method,
    url: toFastifyPath(call.path),
    handler: async (req, reply) => {
      const base = app.kontor;
      const auth = await authorize(base, req, name, call);
      // Under act-as, what the handler records names the acting admin too (auth/actingAdmin.ts).
      const actingAdminId = auth?.impersonatorUserId ?? null;
      if (auth) rememberUploader(req, { userId: auth.user.id, companyId: auth.user.company_id, actingAdminId });
      const params = parsePart(call.params, req.params);
      const query = parsePart(call.query, req.query);
      const body = call.multipart ? undefined : parsePart(call.body, req.body);
      const commits: OtpCommit[] = [];
      const code = req.headers[HEADERS.oneTimeCode];
      const passkey = req.headers[HEADERS.passkeyAssertion];
      // The handler's database handle carries the call's write gate and acting admin (db/writeGate.ts);
      // a call with neither gets the server's handle as it is.
      const scope = call.otp || actingAdminId !== null ? new CallScope(name, !call.otp, actingAdminId) : undefined;
      const ctx = scope ? inCallScope(base, scope) : base;
      const confirmSecondFactor = async (user: UserRow, payload?: unknown) => {
        // A key never stands in for a person's code.
        if (auth?.apiKey) throw forbidden(API_KEY_MESSAGES.otp);
        const binding = () => requestBinding(base.appKey, call.method, requestPath(req), payload ?? { params, query, body });
        // The code check records failures, locks and the code's use outside the gate (under act-as, naming the admin).
        const checker = actingAdminId === null ? base : inCallScope(base, new CallScope(name, true, actingAdminId));
        const credential = { code: typeof code === 'string' ? code : undefined, passkey: typeof passkey === 'string' ? passkey : undefined, recoveryCodes: call.recoveryCodes === true };
        const checked = await requireOtp(checker, user, credential, binding);
        if (checked) commits.push(checked.commit);
        if (scope) scope.open = true;
        return checked?.use ?? null;
      };
      const confirmOtp = async (user: UserRow, payload?: unknown) => {
        await confirmSecondFactor(user, payload);
      };
      // The schemas above produced exactly these shapes; the cast only restates them per call.
      const result = await handler({ ctx, req, reply, auth, params, query, body, confirmOtp, confirmSecondFactor } as unknown as CallContext<N>);
      if (call.otp && !call.otpWhen && !scope?.open && reply.statusCode < 400) {
        req.log.error({ call: name }, 'SECURITY: a call that needs a one-time code answered without asking for it; refused with 500');
        if (!reply.sent) throw new OtpNotAskedError(name);
      }
      if (reply.statusCode < 400) for (const commit of commits) await commit();
      if (reply.sent) return reply;
      return result ?? { message: 'OK' };
    },
  });
};

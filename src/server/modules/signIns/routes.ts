import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../../contract/http';
import type { AppContext, UserRow } from '../../context';
import { forbidden, HttpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { crmContextHash, OUTBOUND, outboundSystem, type OutboundName } from './adapters';
import { recordIssued } from './keyStore';
import { redeemSignInKey } from './redeem';
import { registerRedeemRoute } from './redeemRoute';
import { IntegrationUnavailable } from './sandboxes';
import { integrationSecret, newClaims, signKey } from './signedKeys';

/** Document 2 section 8: 503 with the remote-portal-status header, shown as a warning. */
export const REMOTE_UNAVAILABLE = 'Remote portal is unavailable. Please try again later';
export const REMOTE_STATUS_HEADER = 'remote-portal-status';

export const remoteUnavailable = (): HttpError => new HttpError(503, REMOTE_UNAVAILABLE, undefined, { [REMOTE_STATUS_HEADER]: 'unavailable' });

const byEmail = (ctx: AppContext, email: string | undefined) =>
  email ? ctx.db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst() : Promise.resolve(undefined);

const byId = (ctx: AppContext, id: number) => ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** Issues a key to an outside system for the signed-in user and asks that system where to send them. */
const handOff = async (ctx: AppContext, name: OutboundName, user: UserRow): Promise<{ key: string; url: string }> => {
  const secret = integrationSecret(ctx, OUTBOUND[name].secret);
  if (!secret) throw remoteUnavailable();
  const claims = newClaims(OUTBOUND[name].typ, user.email, ctx.now(), ctx.config.integrations.keyTtl);
  const key = signKey(secret, claims);
  try {
    const url = await outboundSystem(name).handOff(ctx, user, key);
    await recordIssued(ctx, name === 'legacy' ? 'legacy-out' : 'chat', claims, user.id);
    return { key, url };
  } catch (err) {
    if (err instanceof IntegrationUnavailable) throw remoteUnavailable();
    throw err;
  }
};

/** Alternative sign-ins (document 1 section 2.1, document 2 section 7 "Common"; docs/sign-ins-and-kyc.md). */
export const registerSignInRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'auth.fromLegacy', async ({ ctx, req, reply, body, confirmOtp }) =>
    redeemSignInKey({ ctx, req, reply, confirmOtp, system: 'legacy', key: body.key, findUser: (c) => byEmail(ctx, c?.sub) }));

  registerCall(app, 'auth.portals', async ({ ctx, req, reply, params, confirmOtp }) =>
    redeemSignInKey({
      ctx, req, reply, confirmOtp, system: 'portals', key: params.b,
      findUser: (c) => byEmail(ctx, c?.sub),
      // A key one portal issued opens no session through another portal's address.
      matches: (c) => c.portal === params.a,
    }));

  registerCall(app, 'auth.flexpsp', async ({ ctx, req, reply, body, confirmOtp }) =>
    redeemSignInKey({
      ctx, req, reply, confirmOtp, system: 'psp', key: body.auth_key,
      // The address names the user: the key must be that user's.
      findUser: () => byId(ctx, body.user_id),
      matches: (c, user) => c.sub === String(user.id),
    }));

  registerCall(app, 'auth.loginIframe', async ({ ctx, req, reply, body, confirmOtp }) => {
    const { key, ...context } = body;
    return redeemSignInKey({
      ctx, req, reply, confirmOtp, system: 'crm', key,
      findUser: () => byEmail(ctx, context.user_email),
      // The CRM signed these five values; any other context is not the one it vouched for.
      matches: (c, user) => c.sub.toLowerCase() === user.email && c.ctx === crmContextHash(context),
      // The widget shows companies (an admin call): CRM staff are Kontor administrators.
      roles: ['super-admin', 'admin'],
    });
  });

  registerCall(app, 'auth.toLegacy', async ({ ctx, req, auth }) => {
    // An administrator acting as a customer does not carry that customer into another system.
    if (auth.impersonatorUserId !== null) throw forbidden('Not available while acting as a user.');
    const { url } = await handOff(ctx, 'legacy', auth.user);
    await recordActivity(ctx, req, { type: 'auth.login', userId: auth.user.id, companyId: auth.user.company_id, description: 'Sent to the legacy system', meta: { method: 'to-legacy' } });
    return { data: { url } };
  });

  registerCall(app, 'auth.rocketChat', async ({ ctx, auth }) => {
    if (auth.impersonatorUserId !== null) throw forbidden('Not available while acting as a user.');
    const { key, url } = await handOff(ctx, 'chat', auth.user);
    return { data: { token: key, url } };
  });

  registerRedeemRoute(app);
};

export const REDEEM_PATH = `${API_BASE}/integrations/:system/redeem`;

import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { calls, type CallName } from '../../../contract/calls';
import { API_BASE } from '../../../contract/http';
import { authenticate } from '../../auth/authenticate';
import type { AuthState, Member } from '../../context';
import { idempotencyIdOf, makeIdempotent } from '../../http/idempotency';
import { managerGate } from '../../http/managerGate';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { cryptoCompany } from './guard';
import { announceDeposit, companyWallets, exchangeCrypto, receivePreview, removeWallet, saveWallet, walletForDeposit, withdrawCrypto } from './service';

const CRYPTO_CALLS = [
  'manager.crypto.withdraw', 'manager.crypto.walletForDeposit', 'manager.crypto.walletForDepositGet', 'manager.crypto.fiatCrypto', 'manager.crypto.cryptoFiat',
  'manager.crypto.deposit', 'manager.crypto.wallets', 'manager.crypto.walletsCreate', 'manager.crypto.walletsDelete',
] as const satisfies readonly CallName[];

/** Money-moving crypto calls honour Idempotency-Key like manager/transactions/{kind}. */
const IDEMPOTENT = ['manager.crypto.withdraw', 'manager.crypto.fiatCrypto', 'manager.crypto.cryptoFiat', 'manager.crypto.deposit'] as const;

/**
 * The crypto feature and two-factor are checked before the one-time code is asked for (a company
 * without crypto is told so, not asked for a code). Users who may not make the call at all are left
 * to the route (401, 403).
 */
const featureGate: preHandlerAsyncHookHandler = async function cryptoFeatureGate(this: FastifyInstance, req: FastifyRequest) {
  const auth = await authenticate(this.kontor, req);
  if (!auth || (auth.user.role !== 'manager' && auth.user.role !== 'manager-reader')) return;
  // The manager gate's own refusals (company disabled, two-factor) come first, as on every manager call.
  managerGate('manager.crypto', auth);
  cryptoCompany(auth);
};

const routeKey = (method: string, url: string) => `${method} ${url}`;

const guardCryptoRoutes = (app: FastifyInstance): void => {
  const keys = new Set(CRYPTO_CALLS.map((n) => routeKey(calls[n].method, `${API_BASE}/${calls[n].path.replace(/\{(\w+)\}/g, ':$1')}`)));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => keys.has(routeKey(m, route.url)))) return;
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [featureGate, ...existing];
  });
};

export const registerCryptoRoutes = (app: FastifyInstance): void => {
  guardCryptoRoutes(app);
  for (const name of IDEMPOTENT) makeIdempotent(app, name, ['manager']);
  const member = (auth: AuthState): Member => ({ user: auth.user, company: cryptoCompany(auth) });

  registerCall(app, 'manager.crypto.withdraw', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const data = await withdrawCrypto(ctx, member(auth), body, { confirmOtp: () => confirmOtp(auth.user), idempotencyId: idempotencyIdOf(req) });
    reply.code(201);
    return { data };
  });

  for (const [name, side] of [['manager.crypto.fiatCrypto', 'buy'], ['manager.crypto.cryptoFiat', 'sell']] as const) {
    registerCall(app, name, async ({ ctx, req, reply, auth, body, confirmOtp }) => {
      const data = await exchangeCrypto(ctx, member(auth), side, body, { confirmOtp: () => confirmOtp(auth.user), idempotencyId: idempotencyIdOf(req) });
      reply.code(201);
      return { data };
    });
  }

  registerCall(app, 'manager.crypto.walletForDepositGet', async ({ ctx, auth, query }) => ({ data: await receivePreview(ctx, member(auth), query) }));
  registerCall(app, 'manager.crypto.walletForDeposit', async ({ ctx, auth, body, confirmOtp }) => ({ data: await walletForDeposit(ctx, member(auth), body, () => confirmOtp(auth.user)) }));

  registerCall(app, 'manager.crypto.deposit', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const data = await announceDeposit(ctx, member(auth), body, { confirmOtp: () => confirmOtp(auth.user), idempotencyId: idempotencyIdOf(req) });
    reply.code(201);
    return { data };
  });

  registerCall(app, 'manager.crypto.wallets', async ({ ctx, req, auth, query }) => paged(req, query, await companyWallets(ctx, member(auth), query, query.page, query.per_page)));

  registerCall(app, 'manager.crypto.walletsCreate', async ({ ctx, reply, auth, body, confirmOtp }) => {
    const answer = await saveWallet(ctx, member(auth), body, () => confirmOtp(auth.user));
    reply.code(201);
    return answer;
  });

  registerCall(app, 'manager.crypto.walletsDelete', async ({ ctx, req, auth, params, confirmOtp }) => {
    const { message, ...page } = await removeWallet(ctx, member(auth), params.id, () => confirmOtp(auth.user));
    return { ...paged(req, { page: 1, per_page: 100 }, page), message };
  });
};

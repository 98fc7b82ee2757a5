import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { calls, type CallName } from '../../../contract/calls';
import type { CryptoReceivePreview } from '../../../contract/cryptoReceive';
import type { DepositWallet } from '../../../contract/entities';
import type { CryptoCurrency, Currency } from '../../../contract/enums';
import { API_BASE } from '../../../contract/http';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { managerGate } from '../../http/managerGate';
import { registerCall } from '../../http/route';
import { formatMinor } from '../../ledger/money';
import { draftEnv } from '../transactions/drafts';
import { idempotencyIdOf, makeIdempotent } from '../../http/idempotency';
import { transactionResources } from '../transactions/resource';
import { checkPayment, writePayment } from '../transactions/payments';
import { depositAddress, paymentUri } from './depositAddress';
import { depositDraft, exchangeDraft, type ReceivePlan, receivePlan, withdrawDraft } from './drafts';
import { cryptoCompany } from './guard';
import { createWallet, deleteWallet, listWallets } from './wallets';

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

const depositWallet = (ctx: AppContext, companyId: number, plan: ReceivePlan): DepositWallet => {
  const address = depositAddress(ctx.appKey, companyId, plan.network);
  const amount = formatMinor(plan.amount, plan.crypto.sub_unit);
  return { address, currency: plan.crypto.currency as CryptoCurrency, network: plan.network, amount, payment_uri: paymentUri(plan.network, address, amount, plan.crypto.currency), expires_at: null };
};

export const registerCryptoRoutes = (app: FastifyInstance): void => {
  guardCryptoRoutes(app);
  for (const name of IDEMPOTENT) makeIdempotent(app, name, ['manager']);

  const created = async (ctx: AppContext, id: number) => {
    const row = await ctx.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { data: (await transactionResources(ctx.db, [row]))[0] };
  };

  registerCall(app, 'manager.crypto.withdraw', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const env = await draftEnv(ctx, auth.user, cryptoCompany(auth));
    const draft = await withdrawDraft(env, body);
    await checkPayment(ctx, draft);
    await confirmOtp(auth.user);
    const id = await writePayment(ctx, draft, { idempotencyId: idempotencyIdOf(req) });
    reply.code(201);
    return created(ctx, id);
  });

  for (const [name, side] of [['manager.crypto.fiatCrypto', 'buy'], ['manager.crypto.cryptoFiat', 'sell']] as const) {
    registerCall(app, name, async ({ ctx, req, reply, auth, body, confirmOtp }) => {
      const env = await draftEnv(ctx, auth.user, cryptoCompany(auth));
      const draft = await exchangeDraft(env, side, body);
      await checkPayment(ctx, draft);
      await confirmOtp(auth.user);
      const id = await writePayment(ctx, draft, { idempotencyId: idempotencyIdOf(req) });
      reply.code(201);
      return created(ctx, id);
    });
  }

  registerCall(app, 'manager.crypto.walletForDepositGet', async ({ ctx, auth, query }) => {
    const company = cryptoCompany(auth);
    const plan = await receivePlan(await draftEnv(ctx, auth.user, company), query);
    const sale = plan.autoSell;
    const preview: CryptoReceivePreview = {
      currency: plan.crypto.currency as CryptoCurrency, network: plan.network, amount: formatMinor(plan.amount, plan.crypto.sub_unit), to_account_id: query.to_account_id,
      is_crypto_auto_sell: sale !== null, fiat_currency: sale ? (sale.to.currency as Currency) : null,
      fiat_amount: sale ? formatMinor(sale.fiatAmount, sale.to.sub_unit) : null, rate: sale ? sale.quote.rate : null,
    };
    return { data: preview };
  });

  // Writes nothing, but the deposit address it gives out is what the code confirms.
  registerCall(app, 'manager.crypto.walletForDeposit', async ({ ctx, auth, body, confirmOtp }) => {
    const company = cryptoCompany(auth);
    const plan = await receivePlan(await draftEnv(ctx, auth.user, company), body);
    await confirmOtp(auth.user);
    return { data: depositWallet(ctx, company.id, plan) };
  });

  registerCall(app, 'manager.crypto.deposit', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const company = cryptoCompany(auth);
    const env = await draftEnv(ctx, auth.user, company);
    const plan = await receivePlan(env, body);
    const address = depositAddress(ctx.appKey, company.id, plan.network);
    const draft = await depositDraft(env, plan, address, body.bypass_duplicate_check);
    await checkPayment(ctx, draft);
    await confirmOtp(auth.user);
    const id = await writePayment(ctx, draft, { idempotencyId: idempotencyIdOf(req) });
    reply.code(201);
    return created(ctx, id);
  });

  registerCall(app, 'manager.crypto.wallets', async ({ ctx, req, auth, query }) => {
    const company = cryptoCompany(auth);
    return listWallets(ctx.db, req, company.id, query, query.page, query.per_page);
  });

  registerCall(app, 'manager.crypto.walletsCreate', async ({ ctx, reply, auth, body, confirmOtp }) => {
    const company = cryptoCompany(auth);
    const wallet = await createWallet(ctx.db, company.id, body, ctx.now(), () => confirmOtp(auth.user));
    reply.code(201);
    return { data: wallet, message: `Wallet ${wallet.name} created successfully` };
  });

  registerCall(app, 'manager.crypto.walletsDelete', async ({ ctx, req, auth, params, confirmOtp }) => {
    const company = cryptoCompany(auth);
    await deleteWallet(ctx.db, company.id, params.id, () => confirmOtp(auth.user));
    return { ...(await listWallets(ctx.db, req, company.id, {}, 1, 100)), message: 'Wallet removed successfully' };
  });
};

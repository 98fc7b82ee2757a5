import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CRYPTO_CURRENCIES, CRYPTO_NETWORKS } from '../../../contract/enums';
import { HEADERS } from '../../../contract/http';
import type { AppContext } from '../../context';
import { notFound, validationError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { zodToHttpError } from '../../http/zodErrors';
import { currencyInfo } from '../../ledger/currencies';
import { filesOf } from '../../storage/fileStore';
import { IDEMPOTENCY_KEY_SHAPE, IDEMPOTENCY_MESSAGES } from '../../http/idempotency';
import { requireCompany } from '../company/access';
import { paginationMeta } from '../../http/paging';
import { parseAmount } from '../transactions/amounts';
import { createProduct, listProducts, ownProduct, productImageKey, replaceProductImage, updateProduct } from './catalog';
import { paymentNetworkOf } from './network';
import { invoiceOf, openInvoice, publicProduct, settleInvoice } from './purchase';
import { PRODUCT_IMAGE_ROUTE, productPaymentResource, productResource } from './resource';

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** The sandbox wallet's request: what a visitor's wallet app sends (docs/products.md). */
const sandboxSendBody = z.object({
  network: z.enum(CRYPTO_NETWORKS, { error: 'The selected network is invalid.' }),
  currency: z.enum(CRYPTO_CURRENCIES, { error: 'The selected currency is invalid.' }),
  address: z.string().regex(/^[A-Za-z0-9]{20,90}$/, 'The address format is invalid.'),
  amount: z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, 'The amount must be a positive number.'),
});

export const SANDBOX_WALLET_PATH = '/sandbox/payment-network/transfers';

const registerSandboxWallet = (app: FastifyInstance) => {
  // Only the built-in sandbox network has a wallet; a real network installed by the bank has none, and the route refuses.
  app.post(SANDBOX_WALLET_PATH, async (req, reply) => {
    const ctx: AppContext = app.kontor;
    const wallet = paymentNetworkOf(ctx).wallet;
    if (!wallet) throw notFound();
    const parsed = sandboxSendBody.safeParse(req.body ?? {});
    if (!parsed.success) throw zodToHttpError(parsed.error);
    const rawKey = req.headers[HEADERS.idempotencyKey];
    if (rawKey !== undefined && (typeof rawKey !== 'string' || !IDEMPOTENCY_KEY_SHAPE.test(rawKey))) throw validationError({ [HEADERS.idempotencyKey]: [IDEMPOTENCY_MESSAGES.badKey] });
    const amount = parseAmount(parsed.data.amount, { sub_unit: currencyInfo(parsed.data.currency).subUnit });
    const sent = await wallet.send({ ...parsed.data, amount, idempotencyKey: typeof rawKey === 'string' ? rawKey : null });
    reply.code(sent.replayed ? 200 : 201);
    return { data: { txid: sent.txid } };
  });
};

export const registerProductRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.products.list', async ({ ctx, req, auth, query }) => {
    const company = requireCompany(auth);
    const { rows, total } = await listProducts(ctx, company.id, query);
    return { data: rows.map(productResource), meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'manager.products.get', async ({ ctx, auth, params }) => ({ data: productResource(await ownProduct(ctx, requireCompany(auth).id, params.id)) }));
  registerCall(app, 'manager.products.create', async ({ ctx, reply, auth, body }) => {
    const row = await createProduct(ctx, requireCompany(auth), body);
    reply.code(201);
    return { data: productResource(row), message: `Product ${row.name} created successfully` };
  });
  registerCall(app, 'manager.products.update', async ({ ctx, auth, params, body }) => {
    const row = await updateProduct(ctx, requireCompany(auth), params.id, body);
    return { data: productResource(row), message: `Product ${row.name} updated successfully` };
  });
  registerCall(app, 'manager.products.image', async ({ ctx, req, auth, params }) => ({ data: productResource(await replaceProductImage(ctx, req, requireCompany(auth), params.id)) }));

  registerCall(app, 'products.public', async ({ ctx, params }) => ({ data: productResource(await publicProduct(ctx, params.id)) }));
  registerCall(app, 'products.wallet', async ({ ctx, req, reply, params, body }) => {
    const product = await publicProduct(ctx, params.id);
    const { wallet, replayed } = await openInvoice(ctx, req, product, body);
    reply.code(replayed ? 200 : 201);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return { data: wallet };
  });
  registerCall(app, 'products.payment', async ({ ctx, params }) => {
    const product = await publicProduct(ctx, params.id);
    const invoice = await settleInvoice(ctx, await invoiceOf(ctx, product, params.address), product);
    return { data: productPaymentResource(invoice, paymentNetworkOf(ctx).wallet !== null, ctx.now()) };
  });

  // Product images are shown on the public purchase page: random, unguessable names, served to anyone.
  app.get<{ Params: { file: string } }>(`${PRODUCT_IMAGE_ROUTE}/:file`, async (req, reply) => {
    const match = /^(\d+-[A-Za-z0-9_-]{16})\.(png|jpg|webp)$/.exec(req.params.file);
    if (!match) throw notFound();
    const file = await filesOf(app.kontor).open(productImageKey(req.params.file));
    if (!file) throw notFound();
    return reply.type(MIME[match[2] as keyof typeof MIME]).header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').header('content-length', String(file.size)).send(file.stream);
  });
  registerSandboxWallet(app);
};


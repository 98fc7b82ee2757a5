import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_BASE } from '../../../contract/http';
import { authenticate, bearerToken } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import { zodToHttpError } from '../../http/zodErrors';
import { announcePspPayment } from './notify';
import { usesSandbox } from './provider';
import { createSandboxPayment, readSandboxState, SANDBOX_CURRENCIES, SANDBOX_MODES, sandboxGate, sandboxMerchantByToken, writeSandboxState } from './sandbox';
import { paymentResource } from './resource';
import { PSP_SEGMENT } from '../../../contract/constants';

/** The sandbox's own endpoints, outside the contract (docs/psp.md). They exist only while the sandbox adapter is in use. */
export const PSP_SANDBOX_BASE = `${API_BASE}/psp-sandbox`;

const stateBody = z.object({
  mode: z.enum(SANDBOX_MODES, { error: 'The mode must be one of up, down, slow, refusing.' }),
  delay_ms: z.coerce.number().int().min(0).max(120_000).default(0),
  reason: z.string().trim().min(1).max(200).nullish(),
});

const paymentBody = z.object({
  amount: z.string().trim().regex(/^\d{1,12}(\.\d{1,2})?$/, 'The amount must be a positive decimal with at most 2 decimals.'),
  currency: z.enum(SANDBOX_CURRENCIES as [string, ...string[]], { error: `The currency must be one of ${SANDBOX_CURRENCIES.join(', ')}.` }),
  reference: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,34}$/, 'The reference may hold letters, digits, spaces and . _ / - (at most 35).').optional(),
  description: z.string().trim().max(200).optional(),
});

const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw zodToHttpError(r.error);
  return r.data;
};

const toMinor = (amount: string): bigint => {
  const [whole = '0', frac = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
};

const sandboxOnly = (ctx: AppContext) => {
  if (!usesSandbox(ctx)) throw notFound();
};

const requireAdmin = async (ctx: AppContext, req: FastifyRequest) => {
  const auth = await authenticate(ctx, req);
  if (!auth) throw unauthorized();
  if (auth.user.role !== 'admin' && auth.user.role !== 'super-admin') throw forbidden();
};

/**
 * - GET/PUT psp-sandbox/state (administrators): the sandbox's failure mode, stored in the database so every
 *   server instance fails alike.
 * - POST psp-sandbox/payments (the merchant's PSP token as Bearer): what the merchant's own integration
 *   does at the PSP — ask for a payment it then funds from Kontor (a PSP deposit). The sandbox announces
 *   it to Kontor at once, as a real PSP's webhook would.
 */
export const registerSandboxRoutes = (app: FastifyInstance): void => {
  app.get(`${PSP_SANDBOX_BASE}/state`, async (req) => {
    const ctx = app.kontor;
    sandboxOnly(ctx);
    await requireAdmin(ctx, req);
    return { data: await readSandboxState(ctx.db) };
  });

  app.put(`${PSP_SANDBOX_BASE}/state`, async (req) => {
    const ctx = app.kontor;
    sandboxOnly(ctx);
    await requireAdmin(ctx, req);
    const body = parse(stateBody, req.body);
    await writeSandboxState(ctx.db, { mode: body.mode, delay_ms: body.delay_ms, reason: body.reason ?? null }, nowIso(ctx.now()));
    return { message: 'Sandbox PSP state saved.', data: await readSandboxState(ctx.db) };
  });

  app.post(`${PSP_SANDBOX_BASE}/payments`, async (req, reply) => {
    const ctx = app.kontor;
    sandboxOnly(ctx);
    const token = bearerToken(req);
    const merchant = token ? await sandboxMerchantByToken(ctx.db, token) : undefined;
    if (!merchant) throw unauthorized('Unknown or revoked PSP token.');
    const body = parse(paymentBody, req.body);
    const amount = toMinor(body.amount);
    if (amount <= 0n) throw new HttpError(422, 'The amount must be greater than zero.', { amount: ['The amount must be greater than zero.'] });
    await sandboxGate(ctx.db, AbortSignal.timeout(ctx.config.pspTimeoutMs));
    const payment = await createSandboxPayment(ctx, merchant.merchant_id, { amount, currency: body.currency, reference: body.reference ?? null, description: body.description ?? null });
    await announcePspPayment(ctx, PSP_SEGMENT, merchant.merchant_id, payment);
    reply.code(201);
    return { data: paymentResource(payment, null, null) };
  });
};

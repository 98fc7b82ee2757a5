import type { FastifyRequest } from 'fastify';
import { hit, type Limit, sourceOf } from '../../auth/rateLimit';
import type { AppContext } from '../../context';
import { TooManyAttemptsError } from '../../domain/errors';

/**
 * New invoices on public purchase links (products/{hash}/wallet) are limited in `rate_limits`, shared by
 * every instance (docs/security-limits.md): per source address, since a buyer opens an invoice or two,
 * and per product, so that addresses taken in turn cannot bury a merchant in unpaid invoices (each one
 * takes a payment address from the network). A repeated request with the same Idempotency-Key answers its
 * first invoice and is not counted.
 */
export const INVOICE_LIMITS = {
  address: { max: 10, windowSeconds: 10 * 60 },
  product: { max: 200, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export const INVOICE_THROTTLED = (seconds: number) => `Too many payment requests. Please try again in ${seconds} seconds.`;

export const countNewInvoice = async (ctx: AppContext, req: FastifyRequest, productId: number): Promise<void> => {
  for (const [key, limit] of [
    [`invoice-ip:${sourceOf(req.ip)}`, INVOICE_LIMITS.address],
    [`invoice-product:${productId}`, INVOICE_LIMITS.product],
  ] as const) {
    const result = await hit(ctx, key, limit);
    if (result.over) throw new TooManyAttemptsError(result.retryAfterSeconds, INVOICE_THROTTLED(result.retryAfterSeconds));
  }
};

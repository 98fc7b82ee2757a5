import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { productBody } from '../../../contract/calls/payloads';
import type { AppContext, CompanyRow } from '../../context';
import { containsText } from '../../db/like';
import { nowIso } from '../../db/values';
import { fieldError, invalid, notFound } from '../../domain/errors';
import { imageType, readSingleUpload } from '../../http/uploads';
import { randomToken } from '../../auth/secrets';
import { filesOf } from '../../storage/fileStore';
import { parseAmount } from '../transactions/amounts';
import { ownAccount } from '../bankAccounts/queries';
import type { ProductRow } from './resource';

type ProductBody = z.output<typeof productBody>;

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_MESSAGES = {
  imageType: 'The image must be a PNG, JPEG or WebP image.',
  imageTooLarge: 'The image may not be greater than 2 MB.',
  account: 'The selected to account id is invalid.',
  accountFiat: 'The proceeds go to a fiat account.',
  currency: 'The currency must be the currency of the account that receives the proceeds.',
} as const;

/** The file store key of a product image (the products row keeps the bare file name). */
export const productImageKey = (name: string): string => `uploads/products/${path.basename(name)}`;

/** A product of the company; another company's id and unknown ids alike are 404. */
export const ownProduct = async (ctx: AppContext, companyId: number, id: number): Promise<ProductRow> => {
  const row = await ctx.db.selectFrom('products').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
};

/** Checks a product body against the company's accounts and gives the stored columns. */
const columnsOf = async (ctx: AppContext, company: CompanyRow, b: ProductBody) => {
  const account = await ownAccount(ctx.db, company.id, b.to_account_id);
  if (!account) throw fieldError('to_account_id', PRODUCT_MESSAGES.account);
  const errors: Record<string, string[]> = {};
  if (account.currency_type !== 'fiat') errors.to_account_id = [PRODUCT_MESSAGES.accountFiat];
  else if (account.currency !== b.currency) errors.currency = [PRODUCT_MESSAGES.currency];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const price = parseAmount(b.amount, account);
  return {
    name: b.name, description: b.description ?? null, currency: b.currency, price: price.toString(), to_account_id: account.id,
    crypto_currencies: JSON.stringify([...new Set(b.crypto_currencies)]), enabled: b.is_active ? 1 : 0,
  };
};

export const createProduct = async (ctx: AppContext, company: CompanyRow, b: ProductBody): Promise<ProductRow> => {
  const cols = await columnsOf(ctx, company, b);
  const at = nowIso(ctx.now());
  // 128 random bits as hex: the public link cannot be guessed from ids or other links.
  const hash = crypto.randomBytes(16).toString('hex');
  return ctx.db.insertInto('products').values({ ...cols, company_id: company.id, hash, image_path: null, created_at: at, updated_at: at }).returningAll().executeTakeFirstOrThrow();
};

export const updateProduct = async (ctx: AppContext, company: CompanyRow, id: number, b: ProductBody): Promise<ProductRow> => {
  await ownProduct(ctx, company.id, id);
  const cols = await columnsOf(ctx, company, b);
  return ctx.db.updateTable('products').set({ ...cols, updated_at: nowIso(ctx.now()) }).where('id', '=', id).where('company_id', '=', company.id).returningAll().executeTakeFirstOrThrow();
};

export type ProductListQuery = { page: number; per_page: number; search?: string | undefined };

export const listProducts = async (ctx: AppContext, companyId: number, q: ProductListQuery): Promise<{ rows: ProductRow[]; total: number }> => {
  let base = ctx.db.selectFrom('products').where('company_id', '=', companyId);
  const term = q.search?.trim();
  if (term) base = base.where((eb) => eb.or([containsText(sql.ref('name'), term), ...(/^\d{1,9}$/.test(term) ? [eb('id', '=', Number(term))] : [])]));
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(q.per_page).offset((q.page - 1) * q.per_page).execute();
  return { rows, total: Number(count?.n ?? 0) };
};

/** The product image: PNG, JPEG or WebP by its bytes (never SVG or HTML), at most 2 MB; the previous file goes. */
export const replaceProductImage = async (ctx: AppContext, req: FastifyRequest, company: CompanyRow, id: number): Promise<ProductRow> => {
  const product = await ownProduct(ctx, company.id, id);
  const buffer = await readSingleUpload(req, { field: 'image', what: 'image', maxBytes: PRODUCT_IMAGE_MAX_BYTES, tooLarge: PRODUCT_MESSAGES.imageTooLarge });
  const type = imageType(buffer);
  if (!type) throw fieldError('image', PRODUCT_MESSAGES.imageType);
  const name = `${product.id}-${randomToken(12)}.${type}`;
  await filesOf(ctx).put(productImageKey(name), buffer);
  const row = await ctx.db.updateTable('products').set({ image_path: name, updated_at: nowIso(ctx.now()) }).where('id', '=', product.id).returningAll().executeTakeFirstOrThrow();
  if (product.image_path) void filesOf(ctx).remove(productImageKey(product.image_path)).catch(() => undefined);
  return row;
};

import crypto from 'node:crypto';
import { accountTransaction } from '../bankAccounts/events';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { commonCalls } from '../../../contract/calls/common';
import type { DepositWallet } from '../../../contract/entities';
import { CRYPTO_CURRENCY_NETWORKS, type CryptoCurrency, type CryptoNetwork, HEADERS_IDEMPOTENCY } from './constants';
import { hmac } from '../../auth/secrets';
import type { AppContext } from '../../context';
import { minor, nowIso, parseJson } from '../../db/values';
import { fieldError, invalid, notFound } from '../../domain/errors';
import { currencyInfo } from '../../ledger/currencies';
import { formatMinor } from '../../ledger/money';
import { ensurePlatformAccounts } from '../../ledger/platformAccounts';
import { ratesProvider, sourceForTarget } from '../../ledger/rates';
import { IDEMPOTENCY_KEY_SHAPE, IDEMPOTENCY_MESSAGES } from '../../http/idempotency';
import { companyById } from '../companies/queries';
import { writePostedIn } from '../transactions/payments';
import { paymentUri } from '../crypto/depositAddress';
import { paymentNetworkOf } from './network';
import type { ProductPaymentRow, ProductRow } from './resource';
import { PRODUCT_NOT_FOUND } from './catalog';
import { countNewInvoice } from './invoiceThrottle';

type WalletBody = z.output<(typeof commonCalls)['products.wallet']['body']>;

/** How long a payment address and its crypto amount (quoted at the current rate) are offered. */
export const INVOICE_MINUTES = 30;

export const PURCHASE_MESSAGES = {
  inactive: 'This product is not available for purchase.',
  currency: 'This product cannot be paid in the selected currency.',
  network: (network: string, currency: string) => `The ${network} network is not available for ${currency}.`,
  paymentNotFound: 'Payment not found.',
} as const;

/**
 * The product of a public purchase link: by its hash only (a numeric id is not a public address), of an
 * enabled company. Unknown hashes, and products of disabled companies, are 404.
 */
export const publicProduct = async (ctx: AppContext, hash: string): Promise<ProductRow> => {
  const row = await ctx.db
    .selectFrom('products')
    .innerJoin('companies', 'companies.id', 'products.company_id')
    .selectAll('products')
    .where('products.hash', '=', hash)
    .where('companies.enabled', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
};

const requestHash = (ctx: AppContext, productId: number, b: WalletBody): string =>
  hmac(ctx.appKey, `product-wallet|${productId}|${b.currency}|${b.network}|${b.email ?? ''}|${b.name ?? ''}`);

const depositWalletOf = (p: ProductPaymentRow): DepositWallet => {
  const amount = formatMinor(minor(p.crypto_amount), currencyInfo(p.crypto_currency).subUnit);
  const network = p.network as CryptoNetwork;
  return { address: p.address, currency: p.crypto_currency as CryptoCurrency, network, amount, payment_uri: paymentUri(network, p.address, amount, p.crypto_currency), expires_at: p.expires_at };
};

/**
 * products/{hash}/wallet: an invoice for the visitor: a fresh address on the chosen network and the crypto
 * amount that pays the product's price at the current rate (rounded up to the currency's smallest unit),
 * offered for INVOICE_MINUTES. With an Idempotency-Key, a repeat of the same request gets the same invoice;
 * the same key with another request is refused.
 */
export const openInvoice = async (ctx: AppContext, req: FastifyRequest, product: ProductRow, b: WalletBody): Promise<{ wallet: DepositWallet; replayed: boolean }> => {
  const rawKey = req.headers[HEADERS_IDEMPOTENCY];
  if (rawKey !== undefined && (typeof rawKey !== 'string' || !IDEMPOTENCY_KEY_SHAPE.test(rawKey))) throw invalid({ [HEADERS_IDEMPOTENCY]: [IDEMPOTENCY_MESSAGES.badKey] });
  const key = typeof rawKey === 'string' ? rawKey : null;
  if (product.enabled !== 1) throw fieldError('currency', PURCHASE_MESSAGES.inactive);
  const offered = parseJson<string[]>(product.crypto_currencies, []);
  if (!offered.includes(b.currency)) throw fieldError('currency', PURCHASE_MESSAGES.currency);
  if (!(CRYPTO_CURRENCY_NETWORKS[b.currency] as readonly string[]).includes(b.network)) throw fieldError('network', PURCHASE_MESSAGES.network(b.network, b.currency));
  const hash = requestHash(ctx, product.id, b);
  const existing = async () => (key ? ctx.db.selectFrom('product_payments').selectAll().where('product_id', '=', product.id).where('idempotency_key', '=', key).executeTakeFirst() : undefined);
  const replay = (row: ProductPaymentRow) => {
    if (row.request_hash !== hash) throw invalid({ [HEADERS_IDEMPOTENCY]: [IDEMPOTENCY_MESSAGES.mismatch] });
    return { wallet: depositWalletOf(row), replayed: true };
  };
  const before = await existing();
  if (before) return replay(before);
  await countNewInvoice(ctx, req, product.id);

  const fiatCurrency = product.currency ?? 'EUR';
  const fiatAmount = minor(product.price);
  const cryptoSub = currencyInfo(b.currency).subUnit;
  const now = ctx.now();
  const quote = await ratesProvider(ctx).quote(b.currency, fiatCurrency, now);
  const cryptoAmount = sourceForTarget(fiatAmount, quote.scaled, cryptoSub, currencyInfo(fiatCurrency).subUnit);
  const address = await paymentNetworkOf(ctx).issueAddress(b.network, crypto.randomBytes(16).toString('hex'));
  const at = nowIso(now);
  const inserted = await ctx.db
    .insertInto('product_payments')
    .values({
      product_id: product.id, company_id: product.company_id ?? 0, to_account_id: product.to_account_id ?? 0, address, network: b.network,
      crypto_currency: b.currency, crypto_amount: cryptoAmount.toString(), fiat_currency: fiatCurrency, fiat_amount: fiatAmount.toString(), rate: quote.rate,
      status: 'awaiting', payer_name: b.name ?? null, payer_email: b.email ?? null, idempotency_key: key, request_hash: hash, received_amount: '0',
      txid: null, transaction_id: null, forwarded_transaction_id: null, expires_at: nowIso(new Date(now.getTime() + INVOICE_MINUTES * 60_000)), paid_at: null, created_at: at, updated_at: at,
    })
    .onConflict((oc) => oc.columns(['product_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { wallet: depositWalletOf(inserted), replayed: false };
  // A concurrent request with the same key won.
  const winner = await existing();
  if (!winner) throw new Error('product payment vanished');
  return replay(winner);
};

export const invoiceOf = async (ctx: AppContext, product: ProductRow, address: string): Promise<ProductPaymentRow> => {
  const row = await ctx.db.selectFrom('product_payments').selectAll().where('product_id', '=', product.id).where('address', '=', address).executeTakeFirst();
  if (!row) throw notFound(PURCHASE_MESSAGES.paymentNotFound);
  return row;
};

/**
 * Looks for the transfers that arrived on the invoice's address and, once they cover its crypto amount,
 * credits the merchant's account with the product's price in one database transaction:
 * crypto settlement −received, crypto exchange +received (the platform takes the crypto and sells it),
 * fiat exchange −price, merchant account +price. The invoice turns `paid` in the same transaction by a
 * conditional update, so a repeated or concurrent look credits once. A transfer arriving after the
 * invoice was paid is not credited (docs/products.md: refunds are manual).
 */
export const settleInvoice = async (ctx: AppContext, invoice: ProductPaymentRow, product: ProductRow): Promise<ProductPaymentRow> => {
  if (invoice.status === 'paid') return invoice;
  const transfers = await paymentNetworkOf(ctx).incoming(invoice.network as CryptoNetwork, invoice.crypto_currency, invoice.address);
  const received = transfers.reduce((s, t) => s + t.amount, 0n);
  const at = nowIso(ctx.now());
  if (received < minor(invoice.crypto_amount)) {
    if (received !== minor(invoice.received_amount)) {
      await ctx.db.updateTable('product_payments').set({ received_amount: received.toString(), updated_at: at }).where('id', '=', invoice.id).where('status', '=', 'awaiting').execute();
    }
    return (await ctx.db.selectFrom('product_payments').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow());
  }
  const cryptoPlatform = await ensurePlatformAccounts(ctx.db, invoice.crypto_currency, ctx.now());
  const fiatPlatform = await ensurePlatformAccounts(ctx.db, invoice.fiat_currency, ctx.now());
  const fiat = minor(invoice.fiat_amount);
  const txids = transfers.map((t) => t.txid);
  await accountTransaction(ctx, async (trx) => {
    const claimed = await trx.updateTable('product_payments').set({ status: 'paid', updated_at: at }).where('id', '=', invoice.id).where('status', '=', 'awaiting').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const company = await companyById(trx, invoice.company_id);
    if (!company) throw new Error(`Company ${invoice.company_id} of product payment ${invoice.id} is gone`);
    const details = {
      product_id: product.id, product_name: product.name, product_payment_id: invoice.id, network: invoice.network, crypto_currency: invoice.crypto_currency,
      crypto_amount: formatMinor(received, currencyInfo(invoice.crypto_currency).subUnit), deposit_address: invoice.address, txids, payer_email: invoice.payer_email,
    };
    const id = await writePostedIn(ctx, trx, {
      company_id: invoice.company_id, user_id: null, type: 'deposit', status_reason: null,
      bank_account_id: invoice.to_account_id, to_account_id: null, agent_id: null, currency: invoice.fiat_currency, amount: fiat.toString(), fee_amount: '0',
      to_currency: null, to_amount: null, rate: invoice.rate, transmission_protocol: 'CRYPTO', transfer_service: null,
      remitter_name: invoice.payer_name ?? 'Purchase link', beneficiary_name: company.name, ref_message: `Purchase: ${product.name}`.slice(0, 140),
      source_of_funds: null, details: JSON.stringify(details), original_transaction_id: null,
      bypass_duplicate_check: 0, import_id: null, external_service_type_id: null, decided_by: null, duplicate_key: null,
      comment: `Paid through the purchase link of product #${product.id}`,
      entry: {
        kind: 'deposit', description: `product payment ${invoice.id}`,
        lines: [
          { accountId: cryptoPlatform.settlement, amount: -received },
          { accountId: cryptoPlatform.exchange, amount: received },
          { accountId: fiatPlatform.exchange, amount: -fiat },
          { accountId: invoice.to_account_id, amount: fiat },
        ],
      },
    }, at);
    await trx.updateTable('product_payments').set({ received_amount: received.toString(), txid: txids.join(',').slice(0, 1000), transaction_id: id, paid_at: at, updated_at: at }).where('id', '=', invoice.id).execute();
  });
  return ctx.db.selectFrom('product_payments').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
};

import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CryptoNetwork } from '../../../contract/enums';
import { type AppContext, rootOf } from '../../context';
import type { Database } from '../../db/schema';
import { minor, nowIso } from '../../db/values';
import { fieldError, unavailable } from '../../domain/errors';
import { bech32Address, tronAddress } from '../crypto/depositAddress';

/**
 * The payment network a purchase link is paid through (docs/products.md): it hands out a fresh payment
 * address per invoice and reports what arrived on it. A bank plugs in its custodian or payment processor
 * by implementing PaymentNetwork and installing it with setPaymentNetwork; the built-in SandboxNetwork
 * keeps its state in the database (sandbox_chain_transfers, sandbox_adapter_modes), so every server
 * instance sees the same transfers, and can be told to fail.
 */

export type IncomingTransfer = { txid: string; amount: bigint };

export interface PaymentNetwork {
  readonly name: string;
  /** A new address on `network` for one invoice; `seed` is unique per invoice. */
  issueAddress(network: CryptoNetwork, seed: string): Promise<string>;
  /** Every confirmed transfer of `currency` to `address`. */
  incoming(network: CryptoNetwork, currency: string, address: string): Promise<IncomingTransfer[]>;
  /** The sandbox's test wallet (a visitor "pays" with it); null on a real network. */
  readonly wallet: SandboxWallet | null;
}

export interface SandboxWallet {
  send(t: { network: CryptoNetwork; currency: string; address: string; amount: bigint; idempotencyKey: string | null }): Promise<{ txid: string; replayed: boolean }>;
}

export const SANDBOX_MODES = ['ok', 'down', 'refusing'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];
export const PAYMENT_NETWORK_ADAPTER = 'payment_network';

export const NETWORK_MESSAGES = {
  down: 'The payment network is unavailable. Please try again later.',
  refused: 'The payment was refused by the wallet.',
} as const;

/** What the sandbox adapter `name` is told to do (tests, demos, operators: npm scripts or SQL). */
export const setSandboxMode = async (db: Kysely<Database>, name: string, mode: SandboxMode, at: Date = new Date()): Promise<void> => {
  await db
    .insertInto('sandbox_adapter_modes')
    .values({ name, mode, updated_at: nowIso(at) })
    .onConflict((oc) => oc.column('name').doUpdateSet({ mode, updated_at: nowIso(at) }))
    .execute();
};

export const sandboxMode = async (db: Kysely<Database>, name: string): Promise<SandboxMode> => {
  const row = await db.selectFrom('sandbox_adapter_modes').select('mode').where('name', '=', name).executeTakeFirst();
  return (SANDBOX_MODES as readonly string[]).includes(row?.mode ?? '') ? (row?.mode as SandboxMode) : 'ok';
};

const networkDown = () => unavailable(NETWORK_MESSAGES.down);

/** Addresses derived from the server key and the invoice's seed: well-formed for each network, never reused. */
const deriveAddress = (appKey: Buffer, network: CryptoNetwork, seed: string): string => {
  const hash20 = crypto.createHmac('sha256', appKey).update(`product-payment|${network}|${seed}`).digest().subarray(0, 20);
  if (network === 'bitcoin') return bech32Address(hash20);
  if (network === 'tron') return tronAddress(hash20);
  return `0x${hash20.toString('hex')}`;
};

export class SandboxNetwork implements PaymentNetwork {
  readonly name = 'sandbox';
  readonly wallet: SandboxWallet;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'appKey' | 'now'>) {
    this.wallet = {
      send: async (t) => {
        const mode = await this.mode();
        if (mode === 'down') throw networkDown();
        if (mode === 'refusing') throw fieldError('amount', NETWORK_MESSAGES.refused);
        if (t.idempotencyKey) {
          const seen = await this.ctx.db.selectFrom('sandbox_chain_transfers').select('txid').where('idempotency_key', '=', t.idempotencyKey).executeTakeFirst();
          if (seen) return { txid: seen.txid, replayed: true };
        }
        const txid = crypto.randomBytes(32).toString('hex');
        const inserted = await this.ctx.db
          .insertInto('sandbox_chain_transfers')
          .values({ network: t.network, currency: t.currency, address: t.address, amount: t.amount.toString(), txid, idempotency_key: t.idempotencyKey, created_at: nowIso(this.ctx.now()) })
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .returning('txid')
          .executeTakeFirst();
        if (inserted) return { txid: inserted.txid, replayed: false };
        // A concurrent send with the same key won the insert.
        const winner = await this.ctx.db.selectFrom('sandbox_chain_transfers').select('txid').where('idempotency_key', '=', t.idempotencyKey).executeTakeFirstOrThrow();
        return { txid: winner.txid, replayed: true };
      },
    };
  }

  private mode(): Promise<SandboxMode> {
    return sandboxMode(this.ctx.db, PAYMENT_NETWORK_ADAPTER);
  }

  async issueAddress(network: CryptoNetwork, seed: string): Promise<string> {
    if ((await this.mode()) === 'down') throw networkDown();
    return deriveAddress(this.ctx.appKey, network, seed);
  }

  async incoming(network: CryptoNetwork, currency: string, address: string): Promise<IncomingTransfer[]> {
    if ((await this.mode()) === 'down') throw networkDown();
    const rows = await this.ctx.db
      .selectFrom('sandbox_chain_transfers')
      .select(['txid', 'amount'])
      .where('network', '=', network)
      .where('currency', '=', currency)
      .where('address', '=', address)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ txid: r.txid, amount: minor(r.amount) }));
  }
}

const installed = new WeakMap<AppContext, PaymentNetwork>();

/** Installs the bank's own network for an app context (before it serves requests). */
export const setPaymentNetwork = (ctx: AppContext, network: PaymentNetwork): void => {
  installed.set(rootOf(ctx), network);
};

/** The payment network of the app: the installed one, or the built-in sandbox. */
export const paymentNetworkOf = (ctx: AppContext): PaymentNetwork => {
  // Kept on the server's context, and built from it: a call's context (and its handle) lasts one request.
  const root = rootOf(ctx);
  let n = installed.get(root);
  if (!n) {
    n = new SandboxNetwork(root);
    installed.set(root, n);
  }
  return n;
};

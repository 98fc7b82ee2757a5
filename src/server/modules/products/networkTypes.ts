import type { CryptoNetwork } from '../../../contract/enums';

/** The payment network's interface (network.ts chooses the implementation): below both the sandbox and the real adapter. */
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

export const NETWORK_MESSAGES = {
  down: 'The payment network is unavailable. Please try again later.',
  refused: 'The payment was refused by the wallet.',
} as const;

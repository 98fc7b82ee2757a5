import type { Draft, SeedPeople } from './draft';
import { MINUTE } from './clock';
import { CURRENCIES, type TransactionStatus, type TransactionType } from './constants';
import type { Rng } from './prng';

/** The descriptive parts of a seeded transaction: timing, decisions, details JSON. */

/** How long before completion a transaction of this type was created, in ms. */
export const delayFor = (rng: Rng, type: TransactionType): number => {
  switch (type) {
    case 'deposit':
    case 'receive_crypto':
      return 0;
    case 'withdrawal':
      return rng.int(5, 30 * 60) * MINUTE;
    case 'import':
      return rng.int(1, 5) * MINUTE;
    case 'withdraw_crypto':
      return rng.int(5, 60) * MINUTE;
    default:
      return rng.int(0, 180) * 1000;
  }
};

const REASONS: Partial<Record<TransactionStatus, readonly string[]>> = {
  denied: ['Cancelled by the customer', 'Payment no longer needed', 'Duplicate of an earlier payment'],
  rejected: ['Beneficiary details could not be verified', 'Rejected after compliance review', 'Source of funds documents missing'],
  failed: ['Beneficiary bank returned the payment: account closed', 'Timeout from the payment service provider', 'Network fee estimation failed'],
};

/** Who decided and why: customers deny, the platform rejects, large payments are approved by an admin. */
export const decisionFor = (rng: Rng, d: Draft, status: TransactionStatus, people: SeedPeople, at: string): { by: number | null; at: string | null; reason: string | null } => {
  const reasons = REASONS[status];
  const reason = reasons ? rng.pick(reasons) : null;
  if (status === 'denied') return { by: people.managerOf[d.company] ?? people.adminId, at, reason };
  if (status === 'rejected') return { by: people.adminId, at, reason };
  if (status === 'failed') return { by: null, at: null, reason };
  const large = CURRENCIES[d.source.currency].type === 'fiat' && d.amount >= 1_000_000n;
  if (status === 'approved' && large && (d.type === 'withdrawal' || d.type === 'import')) return { by: people.adminId, at, reason: null };
  return { by: null, at: null, reason: null };
};

const hex = (rng: Rng, n: number): string => Array.from({ length: n }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');

export const detailsFor = (rng: Rng, d: Draft): Record<string, unknown> => {
  switch (d.type) {
    case 'withdrawal':
    case 'import':
      return {
        ...(d.agent?.form ?? {}),
        customer_ref_message: d.refMessage,
        transfer_service: d.routing.service,
        has_intermediary_bank: false,
        ...(d.routing.service === 'portal' ? { portal_service: 'free_market' } : {}),
      };
    case 'card':
      return { merchant: d.beneficiary, card_last4: String(4000 + (d.source.id * 37) % 6000).slice(-4), mcc: rng.pick(['4511', '4111', '5734', '5812', '7011', '5943']) };
    case 'withdraw_crypto':
    case 'receive_crypto':
      return { network: CURRENCIES[d.source.currency].network, wallet: d.wallet, tx_hash: `${d.source.currency === 'BTC' ? '' : '0x'}${hex(rng, 64)}` };
    case 'exchange':
    case 'convert':
    case 'buy_crypto':
      return { last_side: 'sell', rate_quoted_at: null };
    case 'deposit':
      return { remitter_name: d.remitter };
    default:
      return {};
  }
};


import { DAY, HISTORY_DAYS, MINUTE } from './clock';
import type { CompanyKey, TransactionStatus, TransactionType } from './constants';
import type { Rng } from './prng';

/** One planned transaction; accounts and amounts are chosen when it is replayed in time order. */
export type PlannedEvent = {
  /** Milliseconds after the start of the history window: when it completed (or was created, if it never did). */
  t: number;
  company: CompanyKey;
  type: TransactionType;
  status: TransactionStatus;
  /** Index into the planned imports, for type import. */
  importIndex: number | null;
  /** Initial funding of the account with this id (first days of the window). */
  fundAccountId: number | null;
};

export type PlannedImport = { index: number; t: number; size: number };

type Weights = readonly (readonly [TransactionType, number])[];

const MIX: Record<Exclude<CompanyKey, 'pending'>, { count: number; weights: Weights }> = {
  acme: {
    count: 1400,
    weights: [['withdrawal', 30], ['card', 14], ['deposit', 12], ['transfer', 6], ['exchange', 6], ['convert', 5], ['buy_crypto', 4], ['crypto', 4], ['withdraw_crypto', 5], ['receive_crypto', 7]],
  },
  nordlicht: { count: 250, weights: [['withdrawal', 40], ['card', 20], ['deposit', 20], ['transfer', 8], ['exchange', 12]] },
  brightwave: { count: 150, weights: [['withdrawal', 40], ['card', 25], ['deposit', 20], ['transfer', 5], ['exchange', 10]] },
  jane: {
    count: 120,
    weights: [['withdrawal', 20], ['card', 30], ['deposit', 20], ['transfer', 5], ['convert', 8], ['buy_crypto', 7], ['withdraw_crypto', 4], ['receive_crypto', 4], ['crypto', 2]],
  },
};

const INCOMING: readonly TransactionType[] = ['deposit', 'receive_crypto'];
export const isIncoming = (type: TransactionType): boolean => INCOMING.includes(type);

/** Only the last weeks still have undecided (pending / admin_action_require) payments. */
export const RECENT_WINDOW = 30 * DAY;
const WINDOW = HISTORY_DAYS * DAY;

export const statusFor = (rng: Rng, type: TransactionType, t: number): TransactionStatus => {
  if (isIncoming(type)) return rng.weighted([['approved', 94], ['rejected', 3], ['failed', 3]] as const);
  if (t >= WINDOW - RECENT_WINDOW) {
    return rng.weighted([['approved', 55], ['pending', 22], ['admin_action_require', 12], ['denied', 4], ['rejected', 4], ['failed', 3]] as const);
  }
  return rng.weighted([['approved', 93], ['denied', 3], ['rejected', 2], ['failed', 2]] as const);
};

/** A time in [2 days, window − 5 minutes), mostly in business hours (UTC), with seconds. */
const randomTime = (rng: Rng): number => {
  const day = rng.int(2, HISTORY_DAYS - 1);
  const minuteOfDay = rng.chance(85) ? rng.int(7 * 60, 19 * 60) : rng.int(0, 24 * 60 - 1);
  const t = day * DAY + minuteOfDay * MINUTE + rng.int(0, 59) * 1000;
  return Math.min(t, HISTORY_DAYS * DAY - 5 * MINUTE);
};

export const planEvents = (rng: Rng, fundedAccounts: readonly { id: number; company: CompanyKey }[]): { events: PlannedEvent[]; imports: PlannedImport[] } => {
  const events: PlannedEvent[] = [];
  // Every customer account of an active company is funded in the first day.
  fundedAccounts.forEach((a, i) => {
    const type: TransactionType = 'deposit';
    events.push({ t: (2 * 60 + i * 7) * MINUTE, company: a.company, type, status: 'approved', importIndex: null, fundAccountId: a.id });
  });
  for (const company of Object.keys(MIX) as (keyof typeof MIX)[]) {
    const { count, weights } = MIX[company];
    for (let i = 0; i < count; i += 1) {
      const type = rng.weighted(weights);
      const t = randomTime(rng);
      events.push({ t, company, type, status: statusFor(rng, type, t), importIndex: null, fundAccountId: null });
    }
  }
  // About one bulk import a month for Acme; the last one is recent.
  const imports: PlannedImport[] = [];
  for (let month = 0; month < 12; month += 1) {
    const day = Math.min(month * 30 + rng.int(3, 26), HISTORY_DAYS - 2);
    const t = day * DAY + rng.int(8 * 60, 17 * 60) * MINUTE;
    const size = rng.int(6, 12);
    imports.push({ index: month, t, size });
    for (let r = 0; r < size; r += 1) {
      const at = t + r * 1000;
      events.push({ t: at, company: 'acme', type: 'import', status: statusFor(rng, 'import', at), importIndex: month, fundAccountId: null });
    }
  }
  // Stable order: by time, then by plan order.
  const order = events.map((e, i) => ({ e, i }));
  order.sort((a, b) => a.e.t - b.e.t || a.i - b.i);
  return { events: order.map((o) => o.e), imports };
};

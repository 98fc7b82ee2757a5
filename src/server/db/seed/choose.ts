import type { AccountInfo } from './accounts';
import type { AgentInfo } from './beneficiaries';
import { DAY, HISTORY_DAYS } from './clock';
import { type CompanyKey, CURRENCIES } from './constants';
import type { Rng } from './prng';

/** Picking accounts, beneficiaries and routing for a planned transaction. */

export type Routing = { protocol: string; service: string | null };

export class Chooser {
  constructor(
    private readonly rng: Rng,
    private readonly accounts: readonly AccountInfo[],
    private readonly agents: readonly AgentInfo[],
  ) {}

  own(company: CompanyKey, type: 'fiat' | 'crypto'): AccountInfo[] {
    return this.accounts.filter((a) => a.company === company && CURRENCIES[a.currency].type === type);
  }

  /** A fiat account of the company; the default (first) one is three times as likely. */
  fiat(company: CompanyKey): AccountInfo | undefined {
    const list = this.own(company, 'fiat');
    return list.length ? this.rng.weighted(list.map((a, i) => [a, i === 0 ? 6 : 2] as const)) : undefined;
  }

  crypto(company: CompanyKey, only?: string): AccountInfo | undefined {
    const list = this.own(company, 'crypto').filter((a) => !only || a.currency === only);
    const weight: Record<string, number> = { BTC: 4, ETH: 3, USDT: 3, TRX: 2 };
    return list.length ? this.rng.weighted(list.map((a) => [a, weight[a.currency] ?? 1] as const)) : undefined;
  }

  /** An account of the same currency in another active company (internal transfer). */
  counterpart(source: AccountInfo): AccountInfo | undefined {
    const list = this.accounts.filter((a) => a.kind === 'customer' && a.company !== source.company && a.company !== 'pending' && a.currency === source.currency);
    // Companies mostly pay companies; the individual customer gets only a few fiat transfers.
    const companies = list.filter((a) => a.company !== 'jane');
    const pool = CURRENCIES[source.currency].type === 'fiat' && companies.length && this.rng.chance(90) ? companies : list;
    return pool.length ? this.rng.pick(pool) : undefined;
  }

  /** Another own account in a different currency of the given kind. */
  otherOwn(source: AccountInfo, type: 'fiat' | 'crypto'): AccountInfo | undefined {
    const list = this.own(source.company ?? 'pending', type).filter((a) => a.currency !== source.currency);
    return list.length ? this.rng.pick(list) : undefined;
  }

  /** A beneficiary suited to the currency; deleted ones only before they were deleted. */
  agent(company: CompanyKey, currency: string, t: number, sepaOnly = false): AgentInfo | undefined {
    const live = this.agents.filter((a) => a.company === company && (!a.deleted || t < (HISTORY_DAYS - 25) * DAY));
    const of = (...kinds: AgentInfo['kind'][]) => live.filter((a) => kinds.includes(a.kind));
    let preferred: AgentInfo[];
    if (sepaOnly) preferred = of('sepa');
    else if (currency === 'EUR') preferred = this.rng.chance(80) ? of('sepa') : of('swift', 'israel');
    else if (currency === 'GBP') preferred = this.rng.chance(85) ? of('uk') : of('swift');
    else preferred = this.rng.chance(70) ? of('swift') : of('israel');
    const list = preferred.length ? preferred : live;
    return list.length ? this.rng.pick(list) : undefined;
  }

  /** "The protocol follows the service": sepa → SEPA, portal → PORTAL_TRANSFER, fps_chaps → FPS_CHAPS, else SWIFT. */
  routing(source: AccountInfo, agent: AgentInfo): Routing {
    if (agent.kind === 'sepa' && source.currency === 'EUR') {
      if (source.paymentService === 'free_market' && this.rng.chance(12)) return { protocol: 'PORTAL_TRANSFER', service: 'portal' };
      return { protocol: 'SEPA', service: 'sepa' };
    }
    if (agent.kind === 'uk' && source.currency === 'GBP') return { protocol: 'FPS_CHAPS', service: 'fps_chaps' };
    if (agent.kind === 'israel') return { protocol: 'SWIFT', service: 'israel' };
    return { protocol: 'SWIFT', service: 'swift' };
  }
}

export const depositProtocol = (currency: string): string =>
  CURRENCIES[currency as keyof typeof CURRENCIES]?.type === 'crypto' ? 'CRYPTO' : currency === 'EUR' ? 'SEPA' : currency === 'GBP' ? 'FPS_CHAPS' : 'SWIFT';

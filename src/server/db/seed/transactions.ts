import type { Insertable } from 'kysely';
import type { TransactionsTable } from '../schemaDomain';
import type { AccountInfo } from './accounts';
import { cryptoAddress } from './accounts';
import { cryptoAmount, fiatAmount, merchant, minimumAmount, refMessage, remitter, tidy } from './amounts';
import type { IdAllocator } from './batch';
import type { AgentInfo } from './beneficiaries';
import { Chooser, depositProtocol } from './choose';
import { DAY, type SeedClock } from './clock';
import { COMPANY, type CompanyKey, CURRENCIES, HOLDING_STATUSES, type TransactionStatus, type TransactionType } from './constants';
import { type FeePlanDef, feeFor } from './fees';
import { debitOf, entryKind, feeTypeOf, isIncomingType, linesFor } from './flows';
import type { Ledger } from './ledger';
import { convert, priceAt } from './money';
import type { PlannedEvent } from './planner';
import type { Rng } from './prng';
import { decisionFor, delayFor, detailsFor } from './txnText';
import type { Draft, ImportTally, SeedPeople } from './draft';


/** Replays the planned events in time order, writing transactions and the ledger. */
export class TransactionBuilder {
  readonly rows: Insertable<TransactionsTable>[] = [];
  readonly imports = new Map<number, ImportTally>();
  private readonly choose: Chooser;
  private readonly lastByAgent = new Map<number, number>();
  private lastT = 0;

  constructor(
    private readonly rng: Rng,
    private readonly clock: SeedClock,
    private readonly ids: IdAllocator,
    private readonly ledger: Ledger,
    private readonly accounts: readonly AccountInfo[],
    agents: readonly AgentInfo[],
    private readonly plans: readonly FeePlanDef[],
    private readonly companyIds: Record<CompanyKey, number>,
    private readonly people: SeedPeople,
    private readonly importIds: readonly number[],
  ) {
    this.choose = new Chooser(rng, accounts, agents);
  }

  run(events: readonly PlannedEvent[]): void {
    for (const ev of events) {
      const draft = ev.fundAccountId !== null ? this.funding(this.account(ev.fundAccountId), true) : this.draft(ev);
      const status: TransactionStatus = ev.fundAccountId !== null ? 'approved' : ev.status;
      if (status === 'approved' || HOLDING_STATUSES.includes(status)) this.afford(draft, ev.t);
      this.write(draft, status, ev.t);
      this.lastT = ev.t;
    }
  }

  private account(id: number): AccountInfo {
    const a = this.accounts.find((x) => x.id === id);
    if (!a) throw new Error(`Unknown account ${id}`);
    return a;
  }

  /** A deposit (fiat) or receive_crypto (crypto) into the account. */
  private funding(account: AccountInfo, initial: boolean, atLeast = 0n): Draft {
    const crypto = CURRENCIES[account.currency].type === 'crypto';
    const company = account.company ?? 'acme';
    const divisor = company === 'jane' ? 10n : 1n;
    let amount = crypto ? cryptoAmount(this.rng, initial ? 'funding' : 'incoming', account.currency, divisor) : fiatAmount(this.rng, initial ? 'funding' : 'deposit', account.currency, divisor);
    if (amount < atLeast) amount = tidy(atLeast * 2n, account.currency) + minimumAmount(account.currency);
    const wallet = crypto ? cryptoAddress(this.rng, account.currency) : null;
    return {
      type: crypto ? 'receive_crypto' : 'deposit', company, source: account, destination: null, agent: null,
      amount, fee: 0n, toAmount: null, rate: null, prices: null,
      routing: { protocol: depositProtocol(account.currency), service: null },
      remitter: crypto ? `External wallet ${wallet?.slice(0, 12) ?? ''}…` : company === 'jane' ? 'Jane Doe' : remitter(this.rng),
      beneficiary: COMPANY[company], refMessage: crypto ? null : refMessage(this.rng, this.clock.fromStart(this.lastT)), wallet, importIndex: null,
    };
  }

  private base(company: CompanyKey, type: TransactionType, source: AccountInfo, amount: bigint): Draft {
    return {
      type, company, source, destination: null, agent: null, amount, fee: 0n, toAmount: null, rate: null, prices: null,
      routing: { protocol: 'INTERNAL', service: null }, remitter: COMPANY[company], beneficiary: COMPANY[company],
      refMessage: null, wallet: null, importIndex: null,
    };
  }

  private draft(ev: PlannedEvent): Draft {
    const { company, t } = ev;
    const day = Math.floor(t / DAY);
    const divisor = company === 'jane' ? 5n : 1n;
    const fiat = this.choose.fiat(company);
    if (!fiat) throw new Error(`${company} has no fiat account`);
    const at = this.clock.fromStart(t);
    const type = ev.type;
    const withdrawal = (kind: 'withdrawal' | 'import'): Draft => {
      const source = kind === 'import' ? (this.choose.own(company, 'fiat').find((a) => a.currency === 'EUR') ?? fiat) : fiat;
      const agent = this.choose.agent(company, source.currency, t, kind === 'import');
      const d = this.base(company, kind, source, fiatAmount(this.rng, kind, source.currency, divisor));
      if (!agent) return this.quote(d);
      return this.quote({ ...d, agent, routing: this.choose.routing(source, agent), beneficiary: agent.name, refMessage: refMessage(this.rng, at), importIndex: ev.importIndex });
    };
    switch (type) {
      case 'withdrawal':
      case 'import':
        return withdrawal(type);
      case 'deposit':
        return this.funding(fiat, false);
      case 'card':
        return this.quote({ ...this.base(company, 'card', fiat, fiatAmount(this.rng, 'card', fiat.currency, divisor)), beneficiary: merchant(this.rng) });
      case 'transfer': {
        const dest = this.choose.counterpart(fiat);
        if (!dest?.company) return withdrawal('withdrawal');
        return this.quote({ ...this.base(company, 'transfer', fiat, fiatAmount(this.rng, 'transfer', fiat.currency, divisor)), destination: dest, beneficiary: COMPANY[dest.company], refMessage: refMessage(this.rng, at) });
      }
      case 'exchange': {
        const dest = this.choose.otherOwn(fiat, 'fiat');
        if (!dest) return withdrawal('withdrawal');
        return this.exchange(this.base(company, 'exchange', fiat, fiatAmount(this.rng, 'exchange', fiat.currency, divisor)), dest, day);
      }
      case 'convert':
      case 'buy_crypto': {
        const fromCrypto = type === 'convert' && this.rng.chance(50);
        const source = fromCrypto ? this.choose.crypto(company) : fiat;
        const dest = source ? this.choose.otherOwn(source, fromCrypto ? 'fiat' : 'crypto') : undefined;
        if (!source || !dest) return withdrawal('withdrawal');
        const amount = fromCrypto ? cryptoAmount(this.rng, 'outgoing', source.currency, divisor) : fiatAmount(this.rng, 'convert', source.currency, divisor);
        return this.exchange({ ...this.base(company, type, source, amount), routing: { protocol: 'CRYPTO_EXCHANGE', service: null } }, dest, day);
      }
      case 'crypto': {
        const source = this.choose.crypto(company, 'BTC');
        const dest = source ? this.choose.counterpart(source) : undefined;
        if (!source || !dest?.company) return withdrawal('withdrawal');
        return this.quote({ ...this.base(company, 'crypto', source, cryptoAmount(this.rng, 'outgoing', source.currency, divisor * 10n)), destination: dest, beneficiary: COMPANY[dest.company], routing: { protocol: 'CRYPTO', service: null } });
      }
      case 'withdraw_crypto': {
        const source = this.choose.crypto(company);
        if (!source) return withdrawal('withdrawal');
        const wallet = cryptoAddress(this.rng, source.currency);
        return this.quote({ ...this.base(company, 'withdraw_crypto', source, cryptoAmount(this.rng, 'outgoing', source.currency, divisor)), wallet, beneficiary: `External wallet ${wallet.slice(0, 12)}…`, routing: { protocol: 'CRYPTO', service: null } });
      }
      case 'receive_crypto': {
        const dest = this.choose.crypto(company);
        return dest ? this.funding(dest, false) : this.funding(fiat, false);
      }
    }
  }

  private exchange(d: Draft, dest: AccountInfo, day: number): Draft {
    const prices = [priceAt(d.source.currency, day, this.rng), priceAt(dest.currency, day, this.rng)] as const;
    return this.quote({ ...d, destination: dest, prices });
  }

  /** Fee from the fee plans and, across currencies, the converted amount. */
  private quote(d: Draft): Draft {
    const feeType = feeTypeOf(d.type);
    const fee = feeType ? feeFor(this.plans, this.companyIds[d.company], feeType, d.source.currency, d.amount) : 0n;
    if (!d.prices || !d.destination) return { ...d, fee };
    const { rate, toAmount } = convert(d.amount, d.source.currency, d.destination.currency, d.prices[0], d.prices[1]);
    return { ...d, fee, rate, toAmount };
  }

  /** Makes a debit fit the available balance: shrink it, or fund the account just before. */
  private afford(d: Draft, t: number): void {
    const need = debitOf(d);
    const available = this.ledger.available(d.source.id);
    if (need <= available) return;
    const min = minimumAmount(d.source.currency);
    if (available >= min * 20n) {
      const smaller = this.quote({ ...d, amount: tidy((available * BigInt(this.rng.int(20, 60))) / 100n, d.source.currency) });
      if (smaller.amount >= min && debitOf(smaller) <= available && (smaller.toAmount === null || smaller.toAmount > 0n)) {
        Object.assign(d, smaller);
        return;
      }
    }
    const topUpAt = this.lastT + Math.floor((t - this.lastT) / 2);
    this.write(this.funding(d.source, false, need - available), 'approved', topUpAt);
  }

  private write(d: Draft, status: TransactionStatus, t: number): void {
    const id = this.ids.next('transactions');
    const completed = this.clock.fromStart(t);
    const delay = HOLDING_STATUSES.includes(status) ? 0 : delayFor(this.rng, d.type);
    const created = this.clock.fromStart(Math.max(0, t - delay));
    const decision = decisionFor(this.rng, d, status, this.people, completed);
    const original = d.type === 'withdrawal' && d.agent && this.rng.chance(6) ? (this.lastByAgent.get(d.agent.id) ?? null) : null;
    const incoming = isIncomingType(d.type);
    this.rows.push({
      id,
      company_id: this.companyIds[d.company],
      user_id: incoming ? null : (this.people.managerOf[d.company] ?? null),
      type: d.type,
      status,
      status_reason: decision.reason,
      bank_account_id: d.source.id,
      to_account_id: d.destination?.id ?? null,
      agent_id: d.agent?.id ?? null,
      currency: d.source.currency,
      amount: d.amount,
      fee_amount: d.fee,
      to_currency: d.destination && d.toAmount !== null ? d.destination.currency : null,
      to_amount: d.toAmount,
      rate: d.rate,
      transmission_protocol: d.routing.protocol,
      transfer_service: d.routing.service,
      remitter_name: d.remitter,
      beneficiary_name: d.beneficiary,
      ref_message: d.refMessage,
      source_reference: `KTR-${created.slice(0, 4)}-${String(id).padStart(6, '0')}`,
      source_of_funds: d.type === 'import' ? this.rng.int(1, 2) : null,
      details: JSON.stringify(detailsFor(this.rng, d)),
      original_transaction_id: original,
      bypass_duplicate_check: original !== null || this.rng.chance(2) ? 1 : 0,
      import_id: d.importIndex !== null ? (this.importIds[d.importIndex] ?? null) : null,
      external_service_type_id: d.routing.service === 'portal' ? 1 : null,
      log_created_at: status === 'approved' ? completed : null,
      decided_by: decision.by,
      decided_at: decision.at,
      created_at: created,
      updated_at: completed,
    });
    if (d.importIndex !== null) {
      const tally = this.imports.get(d.importIndex) ?? { count: 0, amount: 0n, withFee: 0n };
      this.imports.set(d.importIndex, { count: tally.count + 1, amount: tally.amount + d.amount, withFee: tally.withFee + d.amount + d.fee });
    }
    if (status === 'approved') {
      this.ledger.post(entryKind(d.type), id, `${d.type} ${id}`, completed, linesFor(this.ledger, d));
      if (d.agent) this.lastByAgent.set(d.agent.id, id);
    } else if (HOLDING_STATUSES.includes(status)) {
      this.ledger.hold(d.source, debitOf(d));
    }
  }
}

import type { LightMyRequestResponse } from 'fastify';
import { nowIso } from '../../src/server/db/values';
import { call, type Call, createCompany, createUser, login, type TestApp } from './harness';

/** Fixtures of the ledger tests: companies, users, accounts, fee plans, funding. */

export const api = (path: string) => `/api/v1/${path}`;

export type Party = { companyId: number; manager: string; token: string };

export const insertAccount = async (t: TestApp, companyId: number, currency: string, extra: Partial<{ name: string; iban: string | null; disabled_protocols: string; portal_service_active: number; payment_service: string | null; selected: number }> = {}): Promise<number> => {
  const crypto = ['BTC', 'ETH', 'USDT', 'TRX'].includes(currency);
  const now = nowIso(t.clock.now);
  const row = await t.db.db
    .insertInto('bank_accounts')
    .values({
      company_id: companyId, owner_kind: 'customer', platform_role: null, currency, currency_type: crypto ? 'crypto' : 'fiat', sub_unit: crypto ? 8 : 2,
      name: extra.name ?? `${currency} account`, iban: extra.iban ?? null, account_number: null, sort_code: null, bic: null, payment_service: extra.payment_service ?? null,
      selected: extra.selected ?? 0, disabled_protocols: extra.disabled_protocols ?? '[]', portal_service_active: extra.portal_service_active ?? 0,
      balance: '0', reserved: '0', created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** The demo's platform fee plans: TRANSFER 0.1 % (min 1.00, max 50.00) in EUR/USD/GBP, 0.1 % otherwise; EXCHANGE 0.5 %. */
export const insertFeePlans = async (t: TestApp): Promise<void> => {
  const now = nowIso(t.clock.now);
  const plans = [
    ...['EUR', 'USD', 'GBP'].map((currency) => ({ fee_type: 'TRANSFER', mode: 'every_transaction', currency, rules: { fixed: '0', percent_bp: 10, min: '100', max: '5000' } })),
    { fee_type: 'TRANSFER', mode: 'every_transaction', currency: null, rules: { fixed: '0', percent_bp: 10, min: null, max: null } },
    { fee_type: 'EXCHANGE', mode: 'every_transaction', currency: null, rules: { fixed: '0', percent_bp: 50, min: null, max: null } },
  ];
  for (const p of plans) {
    await t.db.db.insertInto('fee_plans').values({ company_id: null, fee_type: p.fee_type, mode: p.mode, currency: p.currency, rules: JSON.stringify(p.rules), created_at: now, updated_at: now }).execute();
  }
};

export const setSetting = async (t: TestApp, key: string, value: unknown): Promise<void> => {
  const now = nowIso(t.clock.now);
  await t.db.db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value), updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
    .execute();
};

/** Calls with a fresh one-time code (the clock moves to the next 30 s step first). */
export const withCode = async (t: TestApp, c: Call): Promise<LightMyRequestResponse> => {
  t.advance(30);
  return call(t, { ...c, code: t.code() });
};

let adminCounter = 0;
export const adminToken = async (t: TestApp): Promise<string> => {
  adminCounter += 1;
  const email = `ledger-admin-${adminCounter}-${Math.random().toString(36).slice(2)}@test.local`;
  await createUser(t, { email, role: 'admin' });
  return (await login(t, email)).token;
};

/** Admin top-up (credit) of an account, through the API. */
export const fund = async (t: TestApp, admin: string, accountId: number, amount: string): Promise<void> => {
  const res = await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: accountId, amount, bypass_duplicate_check: true } });
  if (res.statusCode !== 201) throw new Error(`credit failed: ${res.statusCode} ${res.body}`);
};

export const balances = async (t: TestApp, id: number): Promise<{ balance: bigint; reserved: bigint; available: bigint }> => {
  const a = await t.db.db.selectFrom('bank_accounts').select(['balance', 'reserved']).where('id', '=', id).executeTakeFirstOrThrow();
  const balance = BigInt(a.balance);
  const reserved = BigInt(a.reserved);
  return { balance, reserved, available: balance - reserved };
};

/** A company with a manager and a reader (two-factor on, unless individual), features crypto + create_accounts. */
export const makeCompany = async (t: TestApp, name: string, opts: { legal?: 'company' | 'individual'; features?: Record<string, boolean>; portal_services?: Record<string, unknown> } = {}) => {
  const companyId = await createCompany(t, name, {
    legal_type: opts.legal ?? 'company',
    features: JSON.stringify(opts.features ?? { crypto: true, create_accounts: true }),
  });
  if (opts.portal_services) await t.db.db.updateTable('companies').set({ portal_services: JSON.stringify(opts.portal_services) }).where('id', '=', companyId).execute();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const twoFactor = (opts.legal ?? 'company') === 'company';
  const manager = `mgr-${slug}@test.local`;
  const reader = `reader-${slug}@test.local`;
  await createUser(t, { email: manager, role: 'manager', companyId, twoFactor });
  await createUser(t, { email: reader, role: 'manager-reader', companyId, twoFactor });
  return { companyId, managerEmail: manager, readerEmail: reader, twoFactor, ...sessions(t, { manager, reader }, twoFactor) };
};

/** A valid IBAN of a country (mod-97 check digits computed). */
export const iban = (country: string, bban: string): string => {
  const digits = `${bban}${country}00`.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
};

/** A signed-in user whose token is renewed (new sign-in) before it expires on the test clock. */
export class Session {
  private current = '';
  private since = 0;
  constructor(
    private readonly t: TestApp,
    readonly email: string,
    private readonly twoFactor: boolean,
  ) {}

  async token(): Promise<string> {
    const now = this.t.clock.now.getTime();
    if (!this.current || now - this.since > 20 * 60 * 1000) {
      if (this.twoFactor) this.t.advance(30);
      this.current = (await login(this.t, this.email, this.twoFactor)).token;
      this.since = this.t.clock.now.getTime();
    }
    return this.current;
  }

  /** A call with this user's token (no code). */
  async call(c: Omit<Call, 'token'>): Promise<LightMyRequestResponse> {
    return call(this.t, { ...c, token: await this.token() });
  }

  /** A call with this user's token and a fresh one-time code. */
  async confirmed(c: Omit<Call, 'token' | 'code'>): Promise<LightMyRequestResponse> {
    const token = await this.token();
    return withCode(this.t, { ...c, token });
  }
}

export const sessions = (t: TestApp, c: { manager: string; reader: string }, twoFactor = true) => ({
  manager: new Session(t, c.manager, twoFactor),
  reader: new Session(t, c.reader, twoFactor),
});

/** Inserts a saved crypto wallet of a company. */
export const insertWallet = async (t: TestApp, companyId: number, currency: string, network: string, wallet: string, name = 'Cold wallet'): Promise<number> => {
  const now = nowIso(t.clock.now);
  const row = await t.db.db.insertInto('wallets').values({ company_id: companyId, name, currency, network, wallet, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

/** Inserts a beneficiary of a company. */
export const insertAgent = async (t: TestApp, companyId: number, ibanValue: string): Promise<number> => {
  const now = nowIso(t.clock.now);
  const row = await t.db.db
    .insertInto('transaction_agents')
    .values({ company_id: companyId, legal_type: 'company', company_name: 'Beneficiary GmbH', first_name: null, last_name: null, iban: ibanValue, bank_account: null, sort_code: null, country: 'DE', city: 'Berlin', street: null, building_number: null, building_name: null, zip_code: null, free_market_sector_id: null, free_market_industry_id: null, bank_swift: 'DEUTDEFF', bank_name: null, bank_country: 'DE', bank_city: null, bank_address: null, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Σ postings per (entry, currency) that are not zero: always empty in a balanced ledger. */
export const unbalancedEntries = async (t: TestApp) => {
  const rows = await t.db.db.selectFrom('postings').select(['entry_id', 'currency', 'amount']).execute();
  const sums = new Map<string, bigint>();
  for (const r of rows) sums.set(`${r.entry_id}:${r.currency}`, (sums.get(`${r.entry_id}:${r.currency}`) ?? 0n) + BigInt(r.amount));
  return [...sums].filter(([, v]) => v !== 0n);
};

export const platformAccount = async (t: TestApp, role: string, currency: string): Promise<number> =>
  (await t.db.db.selectFrom('bank_accounts').select('id').where('platform_role', '=', role).where('currency', '=', currency).executeTakeFirstOrThrow()).id;

import { type Kysely, sql } from 'kysely';
import type { PortalServiceProvider } from '../../../contract/enums';
import type { PortalSandboxControl, PortalSandboxMode } from '../../../contract/portals';
import { randomToken, sha256 } from '../../auth/secrets';
import type { Database } from '../../db/schema';
import { minor, nowIso, parseJson } from '../../db/values';
import {
  type MovementListener,
  type PortalProvider,
  type RemoteAccountInfo,
  type RemoteProfile,
  type RemoteSignUp,
  type RemoteTransfer,
  type RemoteUser,
  RemotePortalError,
} from './provider';
import { SANDBOX_PROFILES, sandboxAccountRef } from './sandboxProfiles';

export const SANDBOX_MESSAGES = {
  down: 'Remote portal is unavailable. Please try again later',
  refused: (label: string) => `${label} refused the request.`,
  unknownToken: 'The remote portal does not know this credential.',
  unknownAccount: 'The remote portal has no such account for this customer.',
  currency: 'The remote account holds another currency.',
  insufficient: 'The remote account does not hold enough funds.',
} as const;

/** How long a sign-in address of the sandbox stays valid. */
export const SANDBOX_SESSION_SECONDS = 5 * 60;

type Db = Kysely<Database>;

const DEFAULT_CONTROL = { mode: 'ok' as PortalSandboxMode, delay_ms: 0, message: null };

export const readControl = async (db: Db, service: PortalServiceProvider): Promise<PortalSandboxControl> => {
  const row = await db.selectFrom('portal_sandbox_controls').selectAll().where('service', '=', service).executeTakeFirst();
  return row
    ? { service, mode: row.mode as PortalSandboxMode, delay_ms: row.delay_ms, message: row.message, updated_at: row.updated_at }
    : { service, ...DEFAULT_CONTROL, updated_at: null };
};

export const writeControl = async (db: Db, service: PortalServiceProvider, c: { mode: PortalSandboxMode; delay_ms: number; message: string | null }, at: Date): Promise<void> => {
  const values = { mode: c.mode, delay_ms: c.delay_ms, message: c.message, updated_at: nowIso(at) };
  await db
    .insertInto('portal_sandbox_controls')
    .values({ service, ...values })
    .onConflict((oc) => oc.column('service').doUpdateSet(values))
    .execute();
};

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new RemotePortalError('timeout', 'aborted'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RemotePortalError('timeout', 'aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

const remoteUserOf = (id: number, kind: 'company' | 'employee', profile: RemoteProfile): RemoteUser => ({
  id: String(id),
  name: kind === 'company' ? String(profile.company_name ?? '') : `${String(profile.first_name ?? '')} ${String(profile.last_name ?? '')}`.trim(),
  email: String(profile.email ?? ''),
  role: kind,
});

/**
 * The built-in sandbox of every provider: a deterministic remote portal whose whole state is in the
 * database (customers, accounts, balances, movements, sign-in keys), so every server instance sees
 * the same one. `portal_sandbox_controls` tells it, per provider, to answer normally, be down, be slow
 * (each answer waits `delay_ms`) or refuse.
 *
 * A slow answer the caller gave up on (its signal aborted) is dropped before anything is written, as if
 * the connection broke before the provider processed it. Real providers may process it anyway: that is
 * why sign-ups are idempotent by partner reference and transfers by reference.
 */
export class SandboxPortalProvider implements PortalProvider {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly publicUrl: string,
    private readonly onMovement: MovementListener,
  ) {}

  /** The control of the provider: down and refusing throw, slow waits. */
  private async gate(service: PortalServiceProvider, signal: AbortSignal): Promise<void> {
    const control = await readControl(this.db, service);
    if (control.mode === 'down') throw new RemotePortalError('unavailable', SANDBOX_MESSAGES.down);
    if (control.mode === 'refusing') throw new RemotePortalError('refused', control.message ?? SANDBOX_MESSAGES.refused(SANDBOX_PROFILES[service].label));
    if (control.mode === 'slow' && control.delay_ms > 0) await sleep(control.delay_ms, signal);
    if (signal.aborted) throw new RemotePortalError('timeout', 'aborted');
  }

  private async customerByToken(service: PortalServiceProvider, token: string) {
    const row = await this.db.selectFrom('portal_sandbox_customers').selectAll().where('service', '=', service).where('token_hash', '=', sha256(token)).executeTakeFirst();
    if (!row) throw new RemotePortalError('unauthorized', SANDBOX_MESSAGES.unknownToken);
    return row;
  }

  /** The company customer whose accounts the token reaches (an employee reaches its company's). */
  private async ownerByToken(service: PortalServiceProvider, token: string): Promise<number> {
    const c = await this.customerByToken(service, token);
    return c.kind === 'employee' && c.parent_id !== null ? c.parent_id : c.id;
  }

  private async upsertCustomer(service: PortalServiceProvider, kind: 'company' | 'employee', partnerRef: string, parentId: number | null, profile: RemoteProfile): Promise<RemoteSignUp> {
    const token = randomToken(32);
    const at = nowIso(this.now());
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('portal_sandbox_customers').selectAll().where('service', '=', service).where('kind', '=', kind).where('partner_ref', '=', partnerRef).executeTakeFirst();
      let id: number;
      if (existing) {
        id = existing.id;
        await trx.updateTable('portal_sandbox_customers').set({ token_hash: sha256(token), profile: JSON.stringify(profile), updated_at: at }).where('id', '=', id).execute();
      } else {
        const row = await trx
          .insertInto('portal_sandbox_customers')
          .values({ service, kind, parent_id: parentId, partner_ref: partnerRef, token_hash: sha256(token), profile: JSON.stringify(profile), created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
        if (kind === 'company') {
          const name = String(profile.company_name ?? 'Company');
          for (const currency of SANDBOX_PROFILES[service].currencies) {
            await trx
              .insertInto('portal_sandbox_accounts')
              .values({ service, customer_id: id, account_ref: sandboxAccountRef(service, currency, id), name: `${name} ${currency}`, currency, iban: null, balance: '0', created_at: at, updated_at: at })
              .execute();
          }
        }
      }
      return { remoteId: String(id), token, user: remoteUserOf(id, kind, profile) };
    });
  }

  async signUpCompany(service: PortalServiceProvider, partnerRef: string, profile: RemoteProfile, signal: AbortSignal): Promise<RemoteSignUp> {
    await this.gate(service, signal);
    return this.upsertCustomer(service, 'company', partnerRef, null, profile);
  }

  async signUpEmployee(service: PortalServiceProvider, companyToken: string, partnerRef: string, profile: RemoteProfile, signal: AbortSignal): Promise<RemoteSignUp> {
    await this.gate(service, signal);
    const owner = await this.ownerByToken(service, companyToken);
    return this.upsertCustomer(service, 'employee', partnerRef, owner, profile);
  }

  async signInUrl(service: PortalServiceProvider, token: string, signal: AbortSignal): Promise<string> {
    await this.gate(service, signal);
    const customer = await this.customerByToken(service, token);
    const key = randomToken(24);
    const now = this.now();
    await this.db
      .insertInto('portal_sandbox_sessions')
      .values({ customer_id: customer.id, key_hash: sha256(key), expires_at: nowIso(new Date(now.getTime() + SANDBOX_SESSION_SECONDS * 1000)), used_at: null, created_at: nowIso(now) })
      .execute();
    return `${this.publicUrl.replace(/\/$/, '')}/portal-sandbox/${service}/session/${key}`;
  }

  async accounts(service: PortalServiceProvider, token: string, signal: AbortSignal): Promise<RemoteAccountInfo[]> {
    await this.gate(service, signal);
    const owner = await this.ownerByToken(service, token);
    const rows = await this.db.selectFrom('portal_sandbox_accounts').selectAll().where('customer_id', '=', owner).orderBy('id').execute();
    return rows.map((r) => ({ id: r.account_ref, name: r.name, currency: r.currency, iban: r.iban, balance: minor(r.balance) }));
  }

  private async move(service: PortalServiceProvider, token: string, t: RemoteTransfer, kind: 'credit' | 'debit', signal: AbortSignal): Promise<{ movementRef: string }> {
    await this.gate(service, signal);
    const owner = await this.ownerByToken(service, token);
    const at = nowIso(this.now());
    return this.db.transaction().execute(async (trx) => {
      const done = await trx.selectFrom('portal_sandbox_movements').select(['id', 'kind']).where('service', '=', service).where('reference', '=', t.reference).executeTakeFirst();
      if (done) return { movementRef: t.reference };
      const account = await trx.selectFrom('portal_sandbox_accounts').selectAll().where('service', '=', service).where('account_ref', '=', t.account).where('customer_id', '=', owner).executeTakeFirst();
      if (!account) throw new RemotePortalError('not_found', SANDBOX_MESSAGES.unknownAccount);
      if (account.currency !== t.currency) throw new RemotePortalError('refused', SANDBOX_MESSAGES.currency);
      const delta = kind === 'credit' ? t.amount : -t.amount;
      // One statement: no lost update between instances; a debit only while the balance covers it.
      let q = trx.updateTable('portal_sandbox_accounts').set({ balance: sql<string>`balance + cast(${delta.toString()} as bigint)`, updated_at: at }).where('id', '=', account.id);
      if (kind === 'debit') q = q.where(sql<boolean>`balance >= cast(${t.amount.toString()} as bigint)`);
      const updated = await q.returning('balance').executeTakeFirst();
      if (!updated) throw new RemotePortalError('refused', SANDBOX_MESSAGES.insufficient);
      await trx
        .insertInto('portal_sandbox_movements')
        .values({ service, account_id: account.id, kind, amount: delta.toString(), reference: t.reference, balance_after: String(updated.balance), created_at: at })
        .execute();
      return { movementRef: t.reference };
    });
  }

  credit(service: PortalServiceProvider, token: string, t: RemoteTransfer, signal: AbortSignal) {
    return this.move(service, token, t, 'credit', signal);
  }

  debit(service: PortalServiceProvider, token: string, t: RemoteTransfer, signal: AbortSignal) {
    return this.move(service, token, t, 'debit', signal);
  }

  /**
   * Sandbox only (admin a/portal-sandbox/{service}/incoming): funds from a third party arrive on a
   * remote account. Its balance changes and the provider's notification (the webhook a real provider
   * calls) reaches Kontor in the same database transaction. A reference is applied once.
   */
  async incoming(service: PortalServiceProvider, accountRef: string, amount: bigint, reference: string | null): Promise<{ reference: string; balance: bigint; created: boolean } | null> {
    const at = nowIso(this.now());
    return this.db.transaction().execute(async (trx) => {
      const account = await trx.selectFrom('portal_sandbox_accounts').selectAll().where('service', '=', service).where('account_ref', '=', accountRef).executeTakeFirst();
      if (!account) return null;
      const count = await trx.selectFrom('portal_sandbox_movements').select((eb) => eb.fn.countAll<string | number>().as('n')).where('account_id', '=', account.id).executeTakeFirstOrThrow();
      const ref = reference ?? `IN-${account.id}-${Number(count.n) + 1}`;
      const done = await trx.selectFrom('portal_sandbox_movements').select('id').where('service', '=', service).where('reference', '=', ref).executeTakeFirst();
      if (done) return { reference: ref, balance: minor(account.balance), created: false };
      const updated = await trx
        .updateTable('portal_sandbox_accounts')
        .set({ balance: sql<string>`balance + cast(${amount.toString()} as bigint)`, updated_at: at })
        .where('id', '=', account.id)
        .returning('balance')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('portal_sandbox_movements')
        .values({ service, account_id: account.id, kind: 'incoming', amount: amount.toString(), reference: ref, balance_after: String(updated.balance), created_at: at })
        .execute();
      await this.onMovement(trx, { service, movementRef: ref, account: accountRef, amount, currency: account.currency });
      return { reference: ref, balance: minor(updated.balance), created: true };
    });
  }

  /** Sandbox only: the page a sign-in address opens (one use, 5 minutes). */
  async session(service: PortalServiceProvider, key: string): Promise<{ label: string; user: RemoteUser; accounts: RemoteAccountInfo[] } | null> {
    const now = this.now();
    const at = nowIso(now);
    const used = await this.db
      .updateTable('portal_sandbox_sessions')
      .set({ used_at: at })
      .where('key_hash', '=', sha256(key))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('customer_id')
      .executeTakeFirst();
    if (!used) return null;
    const customer = await this.db.selectFrom('portal_sandbox_customers').selectAll().where('id', '=', used.customer_id).where('service', '=', service).executeTakeFirst();
    if (!customer) return null;
    const owner = customer.kind === 'employee' && customer.parent_id !== null ? customer.parent_id : customer.id;
    const rows = await this.db.selectFrom('portal_sandbox_accounts').selectAll().where('customer_id', '=', owner).orderBy('id').execute();
    return {
      label: SANDBOX_PROFILES[service].label,
      user: remoteUserOf(customer.id, customer.kind === 'employee' ? 'employee' : 'company', parseJson<RemoteProfile>(customer.profile, {})),
      accounts: rows.map((r) => ({ id: r.account_ref, name: r.name, currency: r.currency, iban: r.iban, balance: minor(r.balance) })),
    };
  }
}

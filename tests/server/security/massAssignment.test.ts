import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TRANSACTION_BODIES } from '../../../src/contract/calls/forms';
import { API_BASE, type CallDef } from '../../../src/contract/http';
import { sepaBeneficiary } from '../beneficiaryFixtures';
import { createUser, forEachEngine, login, makeApp, type TestApp } from '../harness';
import { adminToken, fund, iban, insertAccount, insertFeePlans, makeCompany, type Session } from '../ledgerFixtures';
import { ticketForm } from '../ticketFixtures';
import { CALL_NAMES, defs, objectShape } from './contractShape';

/**
 * Issue 16, ASVS V15.3.3 (mass assignment) and API3 (broken object property level authorization).
 *
 * Generated: no write body of the contract is a loose object (unknown keys are dropped by the schema
 * before a handler sees them), and none names a protected property (role, company, balances, status,
 * admin flags…) unless it is the purpose of that call, listed in PURPOSE with the reason. Handlers read
 * the parsed body only: a handler that reads the raw body must be listed in RAW_BODY.
 * Then, for the customer writes that create or change records, protected properties in the body are
 * ignored: the record a client gets back and the database keep the server's values.
 */

const PROTECTED = [
  'role', 'company_id', 'user_id', 'balance', 'reserved', 'status', 'is_admin', 'admin', 'enabled', 'email_verified_at', 'totp_enabled', 'totp_secret_enc', 'password_hash',
  'id', 'created_at', 'updated_at', 'owner_kind', 'platform_role', 'affiliate_owner_company_id', 'white_label_owner_company_id', 'features', 'acting_admin_id', 'fee', 'fee_amount',
  'approved_at', 'type', 'type_id', 'is_demo', 'deleted_at', 'hash', 'psp_portal_attached', 'white_label_enabled', 'payment_service_status',
];

/** Calls whose body names a protected property because setting it is what the call is for. */
const PURPOSE: Record<string, string> = {
  'admin.authCheckpoints.status status': 'an administrator blocks or allows a device',
  'admin.companies.employeeUpdate role': 'an administrator sets an employee’s role (manager or manager-reader only; admin roles refused, adminUsers.test.ts)',
  'admin.companies.employeeUpdate enabled': 'an administrator enables or disables an employee',
  'admin.companies.update enabled': 'an administrator enables or disables a company',
  'admin.companies.update white_label_enabled': 'an administrator grants the white-label feature',
  'admin.companies.update psp_portal_attached': 'an administrator attaches the PSP portal',
  'admin.compliance.review status': 'an administrator approves or denies a compliance file',
  'admin.kycFileArchives.create company_id': 'an administrator chooses the company whose KYC files are archived',
  'admin.transactions.approveApiPayments id': 'the ids of the payments an administrator approves',
  'admin.users.role role': 'an administrator changes a role (only a super-admin grants admin roles; see the act-as and role tests)',
  'admin.users.update enabled': 'an administrator enables or disables a user',
  'admin.whiteLabel.documentsUpdate enabled': 'an administrator turns a default document on or off',
  'manager.whiteLabel.documentsUpdate enabled': 'a manager turns a document template of his own company on or off',
  'manager.tickets.update status': 'a customer closes or reopens his ticket: open or closed only (tested below)',
  'auth.flexpsp user_id': 'the remote service’s user id, trusted only inside its signed token',
  'auth.loginIframe user_id': 'the remote service’s user id, trusted only inside its signed token',
  'manager.webhooks.create enabled': 'a manager turns his company’s own webhook endpoint on or off (issue 41)',
  'manager.webhooks.update enabled': 'a manager turns his company’s own webhook endpoint on or off (issue 41)',
};

/** Server files that read the raw request body, and why that is safe. */
const RAW_BODY: Record<string, string> = {
  'src/server/http/route.ts': 'the one place that parses every call’s body with its contract schema',
  'src/server/modules/transactions/routes.ts': 'buildDraft parses the raw body with the schema of its kind (TRANSACTION_BODIES, checked below)',
  'src/server/modules/apiKeys/routes.ts': 'a payment asked for with an API key (issue 41): checkedPayment → buildDraft parses the raw body with the schema of its kind, as for manager.transactions.create',
  'src/server/modules/schedules/routes.ts': 'a scheduled payment (issue 40): its payment part goes to buildDraft, which parses it with the schema of its kind (TRANSACTION_BODIES), as for manager.transactions.create; every run parses it again',
  'src/server/jobs/testClock.ts': 'the end-to-end test clock (not a contract call, mounted only with KONTOR_TEST_CLOCK=1 outside production): parses its body with its own schema',
  'src/server/http/idempotency.ts': 'hashes the raw body to bind an idempotency key; writes nothing from it',
  'src/server/modules/whiteLabel/routes.ts': 'reads which image columns were named and the theme, each through its own schema',
  'src/server/modules/whiteLabel/managerRoutes.ts': 'reads which image columns were named (names only)',
  'src/server/modules/signIns/redeemRoute.ts': 'not a contract call: parses its body with its own strict schema',
  'src/server/modules/psp/sandboxRoutes.ts': 'the PSP sandbox (not a contract call): parses with its own schemas',
  'src/server/modules/kyc/routes.ts': 'the KYC provider sandbox and its signed callback: reads two form values and the signed text',
  'src/server/modules/products/routes.ts': 'the sandbox chain send (not a contract call): parses with its own schema',
  'src/server/realtime/authRoute.ts': 'the realtime channel authorisation: socket id and channel name only',
  'src/server/modules/psp/webhook.ts': 'the PSP webhook (not a contract call): the signature is over the exact bytes, so it takes the body as text, verifies it, then parses it with its own schema; it trusts only the ids and reads the payment again from the PSP',
  'src/server/modules/portals/webhook.ts': 'the remote portals\' webhook (not a contract call): the signature is over the exact bytes, so it takes the body as text, verifies it, then parses it with its own schema',
};

const rootObject = (schema: z.ZodType): z.ZodObject | undefined =>
  schema instanceof z.ZodObject ? schema : schema instanceof z.ZodPipe ? rootObject(schema.in as z.ZodType) : undefined;

const isLoose = (schema: z.ZodType): boolean => {
  const objects: z.ZodType[] = [];
  const walk = (s: z.ZodType) => {
    if (s instanceof z.ZodObject) objects.push(s);
    else if (s instanceof z.ZodPipe) walk(s.in as z.ZodType);
    else if (s instanceof z.ZodUnion) (s.options as z.ZodType[]).forEach(walk);
    else if (s instanceof z.ZodIntersection) {
      walk(s.def.left as z.ZodType);
      walk(s.def.right as z.ZodType);
    }
  };
  walk(schema);
  return objects.some((o) => {
    const catchall = (o.def as { catchall?: z.ZodType }).catchall;
    return catchall !== undefined && !(catchall instanceof z.ZodNever);
  });
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => path.relative(process.cwd(), path.join(e.parentPath, e.name)));

describe('mass assignment: the contract’s write bodies', () => {
  const writes = CALL_NAMES.filter((n) => defs[n]?.method !== 'GET' && defs[n]?.body);

  it('V15.3.3 / API3: no write body keeps unknown keys (no loose object, no passthrough)', () => {
    expect(writes.length).toBeGreaterThan(60);
    const loose = writes.filter((n) => isLoose(defs[n]?.body as z.ZodType));
    for (const [kind, schema] of Object.entries(TRANSACTION_BODIES)) if (isLoose(schema as z.ZodType)) loose.push(`TRANSACTION_BODIES.${kind}`);
    expect(loose).toEqual([]);
  });

  it('V15.3.3 / API3: no write body names a protected property unless setting it is the purpose of the call', () => {
    const found: string[] = [];
    const check = (name: string, schema: z.ZodType | undefined) => {
      const shape = objectShape(schema);
      if (!shape) {
        found.push(`${name}: not an object schema`);
        return;
      }
      for (const key of Object.keys(shape)) if (PROTECTED.includes(key) && !(`${name} ${key}` in PURPOSE)) found.push(`${name} ${key}`);
    };
    for (const n of writes) check(n, defs[n]?.body);
    for (const [kind, schema] of Object.entries(TRANSACTION_BODIES)) check(`TRANSACTION_BODIES.${kind}`, schema as z.ZodType);
    expect(found.join('\n')).toBe('');
    for (const entry of Object.keys(PURPOSE)) {
      const [name, key] = entry.split(' ');
      expect(Object.keys(objectShape(defs[name ?? '']?.body) ?? {}), `${entry} is listed but no longer in the body`).toContain(key);
    }
  });

  it('V15.3.3: only the listed server files read the raw request body', () => {
    const readers = sourceFiles('src/server').filter((f) => /\breq(uest)?\.body\b/.test(fs.readFileSync(f, 'utf8'))).sort();
    expect(readers).toEqual(Object.keys(RAW_BODY).sort());
  });
});

await forEachEngine((engine) => {
  describe(`mass assignment: protected properties in write bodies are ignored (${engine})`, () => {
    let t: TestApp;
    let manager: Session;
    let acmeId = 0;
    let globexId = 0;
    let managerId = 0;
    let account = 0;
    let account2 = 0;
    const EXTRA = () => ({
      role: 'super-admin', company_id: globexId, user_id: 1, balance: '1000000.00', reserved: '0', status: 'approved', is_admin: true, admin: true, enabled: 1, totp_enabled: 0,
      email_verified_at: null, owner_kind: 'platform', platform_role: 'fees', features: { crypto: true, white_label: true }, deleted_at: '2020-01-01', fee: '0.00', fee_amount: '0',
      type: 'deposit', type_id: 'deposit', hash: 'chosen-hash', created_at: '2000-01-01 00:00:00', id: 1, acting_admin_id: 1, is_demo: 1,
    });

    beforeAll(async () => {
      t = await makeApp(engine);
      await insertFeePlans(t);
      const acme = await makeCompany(t, 'Acme');
      const globex = await makeCompany(t, 'Globex');
      acmeId = acme.companyId;
      globexId = globex.companyId;
      manager = acme.manager;
      managerId = (await t.db.db.selectFrom('users').select('id').where('email', '=', acme.managerEmail).executeTakeFirstOrThrow()).id;
      account = await insertAccount(t, acmeId, 'EUR', { selected: 1 });
      account2 = await insertAccount(t, acmeId, 'EUR');
      await fund(t, await adminToken(t), account, '500.00');
    });
    afterAll(async () => t.close());

    const userRow = (id: number) => t.db.db.selectFrom('users').select(['role', 'company_id', 'enabled', 'totp_enabled', 'email_verified_at', 'is_demo', 'first_name']).where('id', '=', id).executeTakeFirstOrThrow();

    it('V15.3.3 / API3: profile.update keeps role, company, enabled, two-factor and verification', async () => {
      const before = await userRow(managerId);
      const res = await manager.call({ method: 'PUT', url: `${API_BASE}/profile`, body: { first_name: 'Renamed', last_name: 'User', ...EXTRA() } });
      expect(res.statusCode, res.body).toBe(200);
      expect(await userRow(managerId)).toEqual({ ...before, first_name: 'Renamed' });
      expect(res.body).not.toContain('super-admin');
    });

    it('V15.3.3 / API3: manager.bankAccounts.create opens an empty account of the caller’s company', async () => {
      const res = await manager.call({ method: 'POST', url: `${API_BASE}/manager/bank-accounts`, body: { currency: 'USD', name: 'Dollars', ...EXTRA() } });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ data: { id: number } }>().data.id;
      expect(id).not.toBe(1);
      const row = await t.db.db.selectFrom('bank_accounts').select(['company_id', 'balance', 'reserved', 'owner_kind', 'platform_role']).where('id', '=', id).executeTakeFirstOrThrow();
      expect({ ...row, balance: String(row.balance), reserved: String(row.reserved) }).toEqual({ company_id: acmeId, balance: '0', reserved: '0', owner_kind: 'customer', platform_role: null });
    });

    it('V15.3.3 / API3: manager.agents.create saves the beneficiary for the caller’s company, not deleted', async () => {
      const res = await manager.confirmed({ method: 'POST', url: `${API_BASE}/manager/transactions/agents`, body: { ...sepaBeneficiary({ iban: iban('DE', '370400440000000777') }), ...EXTRA() } });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ data: { id: number } }>().data.id;
      expect(await t.db.db.selectFrom('transaction_agents').select(['company_id', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ company_id: acmeId, deleted_at: null });
    });

    it('V15.3.3 / API3: manager.products.create makes the product of the caller’s company with a hash of the server', async () => {
      const res = await manager.call({ method: 'POST', url: `${API_BASE}/manager/products`, body: { name: 'Widget', amount: '5.00', currency: 'EUR', to_account_id: account, crypto_currencies: ['BTC'], ...EXTRA() } });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ data: { id: number } }>().data.id;
      const row = await t.db.db.selectFrom('products').select(['company_id', 'hash', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.company_id).toBe(acmeId);
      expect(row.hash).not.toBe('chosen-hash');
      expect(String(row.created_at)).not.toContain('2000');
    });

    it('V15.3.3 / API3: manager.transactions.create keeps the server’s type, status, fee and company', async () => {
      const res = await manager.confirmed({ method: 'POST', url: `${API_BASE}/manager/transactions/transfer`, body: { bank_account_id: account, to_account_id: account2, amount: '10.00', ...EXTRA() } });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ data: { id: number } }>().data.id;
      const row = await t.db.db.selectFrom('transactions').select(['company_id', 'type', 'user_id']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ company_id: acmeId, type: 'transfer', user_id: managerId });
      expect(res.json<{ data: { type_id: string } }>().data.type_id).toBe('transfer');
      const after = await t.db.db.selectFrom('bank_accounts').select('balance').where('id', '=', account2).executeTakeFirstOrThrow();
      expect(BigInt(after.balance) <= 1000n).toBe(true);
    });

    it('V15.3.3 / API3: manager.paymentTemplates.create saves the template for the caller’s company, with the server’s times and author', async () => {
      const res = await manager.call({ method: 'POST', url: `${API_BASE}/manager/payment-templates`, body: { name: 'Reserve', kind: 'transfer', bank_account_id: account, to_account_id: account2, amount: '5.00', ...EXTRA(), currency: 'BTC', created_by: 1 } });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ data: { id: number } }>().data.id;
      const row = await t.db.db.selectFrom('payment_templates').select(['company_id', 'created_by', 'currency', 'kind', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ company_id: acmeId, created_by: managerId, currency: 'EUR', kind: 'transfer' });
      expect(String(row.created_at)).not.toContain('2000-01-01');
    });

    it('V15.3.3 / API3: manager.tickets.update sets only open or closed, and never the ticket’s company or author', async () => {
      const form = ticketForm({ subject: 'Card', message: 'Help', company_id: String(globexId), user_id: '1', status: 'resolved' });
      const opened = await manager.call({ method: 'POST', url: `${API_BASE}/manager/tickets`, body: form.body, headers: form.headers });
      expect(opened.statusCode, opened.body).toBe(201);
      const id = opened.json<{ data: { id: number } }>().data.id;
      const ticketRow = () => t.db.db.selectFrom('tickets').select(['company_id', 'user_id', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
      const created = await ticketRow();
      expect(created.company_id).toBe(acmeId);
      expect(created.user_id).toBe(managerId);
      expect(created.status).not.toBe('resolved');
      const bad = await manager.call({ method: 'PUT', url: `${API_BASE}/manager/tickets/${id}`, body: { status: 'resolved' } });
      expect(bad.statusCode).toBe(422);
      const ok = await manager.call({ method: 'PUT', url: `${API_BASE}/manager/tickets/${id}`, body: { ...EXTRA(), status: 'closed' } });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await ticketRow()).toEqual({ company_id: acmeId, user_id: managerId, status: 'closed' });
    });

    it('V15.3.3 / API3: admin.users.update cannot change a role or company (only admin.users.role changes a role)', async () => {
      await createUser(t, { email: 'ma-admin@test.local', role: 'admin' });
      const admin = (await login(t, 'ma-admin@test.local')).token;
      const before = await userRow(managerId);
      const res = await t.app.inject({
        method: 'PUT', url: `${API_BASE}/a/users/${managerId}`, headers: { authorization: `Bearer ${admin}` },
        payload: { first_name: 'Test', last_name: 'User', email: 'mgr-acme@test.local', role: 'super-admin', company_id: globexId, totp_enabled: 0, is_demo: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await userRow(managerId)).toEqual({ ...before, first_name: 'Test' });
    });

    it('keeps the generated check honest: the defs used above are writes of the contract', () => {
      for (const n of ['profile.update', 'manager.bankAccounts.create', 'manager.agents.create', 'manager.paymentTemplates.create', 'manager.products.create', 'manager.transactions.create', 'manager.tickets.update', 'admin.users.update']) {
        expect((defs[n] as CallDef).method).not.toBe('GET');
      }
    });
  });
});

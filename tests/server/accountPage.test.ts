import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFilters, applySort, type ListScope, type TransactionFilters } from '../../src/server/modules/transactions/filters';
import { listPageRows, listTotal } from '../../src/server/modules/transactions/accountPage';
import { offsetOf } from '../../src/server/http/paging';
import { createCompany, forEachEngine, makeApp, type TestApp } from './harness';
import { insertAccount } from './ledgerFixtures';

/**
 * The account list's indexed rewrite (accountPage.ts) against the plain OR query it replaces: same
 * rows in the same order and the same total, for random data, filters, sorts and pages.
 */
await forEachEngine((engine) => {
  describe(`account transaction list rewrite (${engine})`, () => {
    let t: TestApp;
    const companies: number[] = [];
    const accounts: number[] = [];

    beforeAll(async () => {
      t = await makeApp(engine);
      for (const name of ['List A', 'List B']) {
        const c = await createCompany(t, name);
        companies.push(c);
        for (let i = 0; i < 3; i++) accounts.push(await insertAccount(t, c, 'EUR'));
      }
      // 300 rows: sources and destinations across both companies (cross-company destinations too),
      // few distinct dates and amounts so that ties are frequent.
      const rand = fc.sample(fc.tuple(fc.nat(5), fc.nat(6), fc.nat(4), fc.nat(3), fc.constantFrom('approved', 'pending', 'denied')), { numRuns: 300, seed: 7 });
      for (const [i, [src, dst, day, amt, status]] of rand.entries()) {
        const source = accounts[src] ?? 0;
        const to = dst === 6 ? null : (accounts[dst] ?? null);
        const at = `2026-06-${String(10 + day).padStart(2, '0')}T10:00:00.000Z`;
        await t.db.db
          .insertInto('transactions')
          .values({
            company_id: companies[src < 3 ? 0 : 1] ?? 0, user_id: null, type: to === null ? 'withdrawal' : 'transfer', status, status_reason: null, bank_account_id: source, to_account_id: to === source ? null : to,
            agent_id: null, currency: 'EUR', amount: String((amt + 1) * 100), fee_amount: '0', to_currency: null, to_amount: null, rate: null, transmission_protocol: 'INTERNAL', transfer_service: null,
            remitter_name: 'R', beneficiary_name: 'B', ref_message: null, source_reference: `REF-${i}`, source_of_funds: null, details: '{}', original_transaction_id: null, bypass_duplicate_check: 0,
            import_id: null, external_service_type_id: null, log_created_at: status === 'approved' ? at : null, decided_by: null, decided_at: null, duplicate_key: null, created_at: at, updated_at: at,
          })
          .execute();
      }
    });
    afterAll(async () => t.close());

    const filtersArb = fc.record({
      accounts: fc.subarray([0, 1, 2, 3, 4, 5], { minLength: 1, maxLength: 3 }),
      page: fc.integer({ min: 1, max: 6 }),
      per_page: fc.constantFrom(1, 3, 10, 25),
      sort: fc.constantFrom(undefined, 'amount', 'id', 'created_at', 'status'),
      order: fc.constantFrom(undefined, 'asc' as const, 'desc' as const),
      status: fc.constantFrom(undefined, ['approved'], ['pending', 'denied']),
      scoped: fc.nat(2),
    });

    it('gives the same page and total as the plain query', async () => {
      await fc.assert(
        fc.asyncProperty(filtersArb, async (g) => {
          const f: TransactionFilters = { page: g.page, per_page: g.per_page, bank_account_id: g.accounts.map((i) => accounts[i] ?? 0), sort: g.sort, order: g.order, status: g.status ? [...g.status] : undefined };
          const scope: ListScope = g.scoped === 2 ? {} : { companyId: companies[g.scoped] ?? 0 };
          const db = t.db.db;
          const plain = await applySort(applyFilters(db.selectFrom('transactions').selectAll('transactions'), f, scope, t.clock.now), f).limit(f.per_page).offset(offsetOf(f.page, f.per_page)).execute();
          const plainTotal = Number((await applyFilters(db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')), f, scope, t.clock.now).executeTakeFirstOrThrow()).n);
          expect((await listPageRows(db, f, scope, t.clock.now)).map((r) => r.id)).toEqual(plain.map((r) => r.id));
          expect(await listTotal(db, f, scope, t.clock.now)).toBe(plainTotal);
        }),
        { numRuns: 150 },
      );
    });
  });
});

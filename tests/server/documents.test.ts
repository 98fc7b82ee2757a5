import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KONTOR_BANK } from '../../src/server/db/seed/accounts';
import { makeIban } from '../../src/server/db/seed/iban';
import { nowIso } from '../../src/server/db/values';
import { pdfSafe } from '../../src/server/pdf/layout';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const api = (path: string) => `/api/v1/${path}`;

/**
 * The text a PDF shows: every content stream is inflated and the strings of its text operators
 * (TJ arrays and Tj, hex or literal) are decoded; one line per operator.
 */
const pdfText = (pdf: Buffer): string => {
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const dataStart = pdf[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = pdf.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    const dict = pdf.subarray(Math.max(0, start - 300), start).toString('latin1');
    let body = pdf.subarray(dataStart, end);
    if (dict.lastIndexOf('/FlateDecode') > dict.lastIndexOf('<<')) {
      try {
        body = zlib.inflateSync(body);
      } catch {
        body = Buffer.alloc(0);
      }
    }
    const content = body.toString('latin1');
    for (const m of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const ops = m[1] ?? m[2] ?? '';
      let text = '';
      for (const s of ops.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        if (s[1] !== undefined) text += Buffer.from(s[1], 'hex').toString('latin1');
        else text += (s[2] ?? '').replace(/\\(.)/g, '$1');
      }
      lines.push(text);
    }
    at = end + 9;
  }
  return lines.join('\n');
};

await forEachEngine((engine) => {
  describe(`documents (${engine})`, () => {
    let t: TestApp;
    let companyA: number;
    let companyB: number;
    let manager: string;
    let reader: string;
    let otherManager: string;
    let eur: number;
    let gbp: number;
    let btc: number;
    let usd: number;
    let eurB: number;
    const eurIban = makeIban('DE', `${KONTOR_BANK.blz}5000000101`);
    const payeeIban = makeIban('FR', '30004' + '01234' + '00012345678' + '21');
    let serial = 0;

    const insertAccount = async (companyId: number, currency: string, extra: { iban?: string | null; account_number?: string | null; sort_code?: string | null; bic?: string | null; name?: string } = {}) => {
      const crypto = currency === 'BTC';
      const now = nowIso(t.clock.now);
      const row = await t.db.db
        .insertInto('bank_accounts')
        .values({
          company_id: companyId, owner_kind: 'customer', platform_role: null, currency, currency_type: crypto ? 'crypto' : 'fiat', sub_unit: crypto ? 8 : 2,
          name: extra.name ?? `${currency} Business Account`, iban: extra.iban ?? null, account_number: extra.account_number ?? null, sort_code: extra.sort_code ?? null,
          bic: extra.bic ?? null, payment_service: null, selected: 0, disabled_protocols: '[]', portal_service_active: 0, balance: '500000', reserved: '0',
          created_at: '2025-03-01T09:00:00.000Z', updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };

    const insertTxn = async (over: Record<string, unknown>) => {
      serial += 1;
      const row = await t.db.db
        .insertInto('transactions')
        .values({
          company_id: companyA, user_id: null, type: 'withdrawal', status: 'approved', status_reason: null, bank_account_id: eur, to_account_id: null, agent_id: null,
          currency: 'EUR', amount: '123456', fee_amount: '123', to_currency: null, to_amount: null, rate: null, transmission_protocol: 'SEPA', transfer_service: 'sepa',
          remitter_name: 'Acme Trading GmbH', beneficiary_name: 'Atelier Lumière SAS', ref_message: 'Invoice INV-2026-0042', source_reference: `KTR-2026-${String(serial).padStart(6, '0')}`,
          source_of_funds: null, details: '{}', original_transaction_id: null, bypass_duplicate_check: 0, import_id: null, external_service_type_id: null,
          log_created_at: '2026-06-12T14:30:00.000Z', decided_by: null, decided_at: null, duplicate_key: null, created_at: '2026-06-12T14:00:00.000Z', updated_at: '2026-06-12T14:30:00.000Z',
          ...over,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };

    const getPdf = (url: string, token: string) => call(t, { method: 'GET', url: api(url), token });
    const expectPdf = (res: LightMyRequestResponse, fileName: string): string => {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      expect(res.headers['cache-control']).toBe('no-store');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      return pdfText(pdf);
    };

    beforeAll(async () => {
      t = await makeApp(engine);
      companyA = await createCompany(t, 'Acme Trading GmbH');
      companyB = await createCompany(t, 'Other Co');
      await createUser(t, { email: 'mgr@a.test', companyId: companyA, twoFactor: true });
      await createUser(t, { email: 'reader@a.test', role: 'manager-reader', companyId: companyA, twoFactor: true });
      await createUser(t, { email: 'mgr@b.test', companyId: companyB, twoFactor: true });
      manager = (await login(t, 'mgr@a.test', true)).token;
      t.advance(30);
      reader = (await login(t, 'reader@a.test', true)).token;
      t.advance(30);
      otherManager = (await login(t, 'mgr@b.test', true)).token;
      eur = await insertAccount(companyA, 'EUR', { iban: eurIban, bic: KONTOR_BANK.bic });
      gbp = await insertAccount(companyA, 'GBP', {
        iban: makeIban('GB', `${KONTOR_BANK.gbBank}${KONTOR_BANK.gbSortCode}60000102`), account_number: '60000102', sort_code: KONTOR_BANK.gbSortCode, bic: 'KTORGB2LXXX',
      });
      usd = await insertAccount(companyA, 'USD', { account_number: '840000000103', bic: KONTOR_BANK.bic });
      btc = await insertAccount(companyA, 'BTC', { account_number: 'bc1qexampleexampleexampleexampleexample00' });
      eurB = await insertAccount(companyB, 'EUR', { iban: makeIban('DE', `${KONTOR_BANK.blz}5000000104`), bic: KONTOR_BANK.bic });
    });
    afterAll(async () => t.close());

    describe('reference letter', () => {
      it('is a PDF attachment naming the holder, the account, the bank, the date, a reference and a signature line', async () => {
        const text = expectPdf(await getPdf(`manager/bank-accounts/${eur}/reference-letter`, manager), `reference-letter-${eur}-2026-06-15.pdf`);
        expect(text).toContain('Bank Reference Letter');
        expect(text).toContain('To whom it may concern,');
        expect(text).toContain('Acme Trading GmbH');
        expect(text).toContain('EUR Business Account');
        expect(text).toContain(eurIban.replace(/(.{4})/g, '$1 ').trim());
        expect(text).toContain('KTORDEB1XXX');
        expect(text).toContain('Kontor Bank AG');
        expect(text).toContain('Friedrichstraße 68');
        expect(text).toContain('15 June 2026');
        expect(text).toContain('1 March 2025');
        expect(text).toMatch(new RegExp(`RL-20260615-${eur}-[0-9A-F]{8}`));
        expect(text).toContain('Authorised signatory, Customer Operations');
        expect(text).toContain('Germany');
        // No balance is stated.
        expect(text).not.toContain('5000.00');
        expect(text).not.toContain('5,000.00');
      });

      it('shows the sort code and account number of a GBP account, and the London branch', async () => {
        const text = expectPdf(await getPdf(`manager/bank-accounts/${gbp}/reference-letter`, manager), `reference-letter-${gbp}-2026-06-15.pdf`);
        expect(text).toContain('04-00-75');
        expect(text).toContain('60000102');
        expect(text).toContain('Kontor Bank AG, London Branch');
        const usdText = expectPdf(await getPdf(`manager/bank-accounts/${usd}/reference-letter`, reader), `reference-letter-${usd}-2026-06-15.pdf`);
        expect(usdText).toContain('840000000103');
      });

      it('gives the same verifiable reference for the same account and day, and logs the issue', async () => {
        const a = pdfText((await getPdf(`manager/bank-accounts/${eur}/reference-letter`, manager)).rawPayload).match(/RL-\d{8}-\d+-[0-9A-F]{8}/)?.[0];
        const b = pdfText((await getPdf(`manager/bank-accounts/${eur}/reference-letter`, reader)).rawPayload).match(/RL-\d{8}-\d+-[0-9A-F]{8}/)?.[0];
        expect(a).toBeDefined();
        expect(a).toBe(b);
        const logged = await t.db.db.selectFrom('activities').select(['type', 'meta']).where('type', '=', 'document.reference_letter').where('company_id', '=', companyA).execute();
        expect(logged.length).toBeGreaterThanOrEqual(2);
        expect(JSON.parse(logged[0]?.meta ?? '{}').bank_account_id).toBeTypeOf('number');
      });

      it('answers 404 for another company’s or an unknown account, 422 for a crypto account or a bad id', async () => {
        const foreign = await getPdf(`manager/bank-accounts/${eurB}/reference-letter`, manager);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().message).toBe('Bank account not found.');
        expect((await getPdf(`manager/bank-accounts/${eur}/reference-letter`, otherManager)).statusCode).toBe(404);
        expect((await getPdf('manager/bank-accounts/999999/reference-letter', manager)).statusCode).toBe(404);
        const crypto = await getPdf(`manager/bank-accounts/${btc}/reference-letter`, manager);
        expect(crypto.statusCode).toBe(422);
        expect(crypto.json().message).toBe('Reference letters are issued for fiat accounts only.');
        expect((await getPdf('manager/bank-accounts/abc/reference-letter', manager)).statusCode).toBe(422);
        expect((await call(t, { method: 'GET', url: api(`manager/bank-accounts/${eur}/reference-letter`) })).statusCode).toBe(401);
      });
    });

    describe('wire confirmation', () => {
      let withdrawal: number;
      beforeAll(async () => {
        withdrawal = await insertTxn({
          details: JSON.stringify({
            customer_legal_type: 'company', customer_iban: payeeIban, customer_name: 'Atelier Lumière SAS', customer_street: 'Rue de la République', customer_building_number: '12',
            customer_post_code: '69002', customer_city: 'Lyon', customer_country: 'FR', bank_swift: 'BNPAFRPPXXX', bank_name: 'BNP Paribas', bank_address: '16 Boulevard des Italiens',
            bank_city: 'Paris', bank_country: 'FR', has_intermediary_bank: true, intermediary_bank_swift: 'DEUTDEFFXXX', intermediary_bank_name: 'Deutsche Bank', customer_ref_message: 'Invoice INV-2026-0042',
          }),
        });
      });

      it('confirms an approved withdrawal: remitter, beneficiary, amounts, fee, date, reference and status', async () => {
        const res = await getPdf(`manager/transactions/${withdrawal}/wire-confirmation`, manager);
        const text = expectPdf(res, 'wire-confirmation-KTR-2026-000001.pdf');
        for (const expected of [
          'Wire Transfer Confirmation', 'KTR-2026-000001', String(withdrawal), 'Withdrawal', 'Completed', 'Sepa (EU , EEA)', 'SEPA',
          '1,234.56 EUR', '1.23 EUR', '1,235.79 EUR', '12 June 2026, 14:30 UTC', 'Invoice INV-2026-0042',
          'Acme Trading GmbH', 'EUR Business Account', eurIban.replace(/(.{4})/g, '$1 ').trim(), 'KTORDEB1XXX',
          'Atelier Lumière SAS', payeeIban.replace(/(.{4})/g, '$1 ').trim(), 'Rue de la République 12, 69002 Lyon', 'France', 'BNP Paribas', 'BNPAFRPPXXX',
          'Intermediary bank', 'DEUTDEFFXXX',
        ]) {
          expect(text, expected).toContain(expected);
        }
      });

      it('confirms an exchange between own accounts as a payment, with the credited amount and the rate', async () => {
        const id = await insertTxn({
          type: 'exchange', transfer_service: null, transmission_protocol: 'INTERNAL', to_account_id: usd, to_currency: 'USD', to_amount: '108000', rate: '1.08', amount: '100000', fee_amount: '500',
          beneficiary_name: 'Acme Trading GmbH', ref_message: null,
        });
        const text = expectPdf(await getPdf(`manager/transactions/${id}/wire-confirmation`, manager), 'payment-confirmation-KTR-2026-000002.pdf');
        expect(text).toContain('Payment Confirmation');
        expect(text).toContain('Exchange');
        expect(text).toContain('1,000.00 EUR');
        expect(text).toContain('5.00 EUR');
        expect(text).toContain('1,005.00 EUR');
        expect(text).toContain('1,080.00 USD');
        expect(text).toContain('1 EUR = 1.08 USD');
        expect(text).toContain('USD Business Account');
      });

      it('answers 422 for transactions that are not approved or not outgoing', async () => {
        for (const status of ['pending', 'admin_action_require', 'denied', 'rejected', 'failed']) {
          const id = await insertTxn({ status, log_created_at: null });
          const res = await getPdf(`manager/transactions/${id}/wire-confirmation`, manager);
          expect(res.statusCode, status).toBe(422);
          expect(res.json().message).toBe('A confirmation is available for completed (approved) transactions only.');
        }
        const deposit = await insertTxn({ type: 'deposit', transfer_service: null, remitter_name: 'Nordic Retail Group AB', beneficiary_name: 'Acme Trading GmbH' });
        const res = await getPdf(`manager/transactions/${deposit}/wire-confirmation`, manager);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe('A confirmation is available for outgoing payments only.');
      });

      it('answers 404 to another company and for unknown ids, and 403 to a manager-reader', async () => {
        const foreign = await getPdf(`manager/transactions/${withdrawal}/wire-confirmation`, otherManager);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().message).toBe('Transaction not found.');
        expect((await getPdf('manager/transactions/999999/wire-confirmation', manager)).statusCode).toBe(404);
        const read = await getPdf(`manager/transactions/${withdrawal}/wire-confirmation`, reader);
        expect(read.statusCode).toBe(403);
        expect(read.json().message).toBe('Only managers can view transaction details.');
      });
    });
  });
});

describe('pdf text', () => {
  it('keeps WinAnsi text and spells out what the standard fonts cannot draw', () => {
    expect(pdfSafe('Köln, 100 € – “Straße”')).toBe('Köln, 100 € – “Straße”');
    expect(pdfSafe('Łódź Śląsk Dvořák')).toBe('Lódz Slask Dvorák');
    expect(pdfSafe('100 ₪ 東京')).toBe('100 ILS ??');
    expect(pdfSafe('a\u0000b\nc')).toBe('a b c');
  });
});

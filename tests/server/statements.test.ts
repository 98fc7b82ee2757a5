import { XMLParser } from 'fast-xml-parser';
import { Parser as Mt940Parser } from 'mt940js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, forEachEngine, type TestApp } from './harness';
import { adminToken, api, iban, insertAccount } from './ledgerFixtures';
import { type Company, makeJobsApp } from './reportingFixtures';
import { pdfText } from '../e2e/pdfText';

/**
 * Issue 41: statements checked by parsers the project did not write (mt940js for MT940; fast-xml-parser
 * for camt.053.001.08, every required element checked by name: no package ships the ISO 20022 XSD),
 * and their balances reconciled with the ledger's postings to the cent.
 */
const SENDER = iban('DE', '370400440532013000');
const OWN_IBAN = iban('DE', '500105170648489890');
const PAYEE = iban('FR', '30006000011234567890189');

/** Minor units of a decimal text ("1,234.50" not accepted: the formats write "1234.50" or "1234,50"). */
const minorOf = (text: string): bigint => {
  const [whole = '0', frac = ''] = text.replace(',', '.').split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
};

const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

type Node = Record<string, unknown>;
const at = (node: unknown, ...path: string[]): unknown => path.reduce<unknown>((n, key) => (n && typeof n === 'object' ? (n as Node)[key] : undefined), node);
const textOf = (node: unknown): string => (typeof node === 'object' && node !== null ? String((node as Node)['#text']) : String(node));

await forEachEngine((engine) => {
  describe(`statements (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let admin = '';
    let account = 0;
    let foreign = 0;

    const statement = (id: number, query: string, who = () => acme.manager) => who().call({ method: 'GET', url: api(`manager/bank-accounts/${id}/statement?${query}`) });
    const ledgerBalanceBefore = async (iso: string): Promise<bigint> => {
      const row = await t.db.db.selectFrom('postings').select('balance_after').where('bank_account_id', '=', account).where('created_at', '<', iso).orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row ? BigInt(row.balance_after) : 0n;
    };

    beforeAll(async () => {
      const setup = await makeJobsApp(engine);
      ({ t, acme, admin } = setup);
      foreign = setup.globexEur;
      account = await insertAccount(t, acme.companyId, 'EUR', { name: 'Operating EUR', iban: OWN_IBAN });
      await t.db.db.updateTable('bank_accounts').set({ bic: 'KONTDEFFXXX' }).where('id', '=', account).execute();
      const credit = (amount: string, extra: Record<string, unknown> = {}) => call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: account, amount, bypass_duplicate_check: true, ...extra } });
      // Day 1 (2026-06-15): a deposit before the period.
      expect((await credit('500.00')).statusCode).toBe(201);
      // Day 2: a named deposit with an accented name and a message, and an approved SEPA withdrawal with a fee.
      t.clock.now = new Date('2026-06-16T09:00:00.000Z');
      admin = await adminToken(t);
      expect((await credit('1234.56', { sender_name: 'Société Générale Küche', sender_iban: SENDER })).statusCode).toBe(201);
      t.advance(60);
      const w = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body: {
        bank_account_id: account, amount: '250.10', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Fournisseur SARL',
        customer_iban: PAYEE, bank_swift: 'BNPAFRPPXXX', customer_country: 'FR', customer_ref_message: 'Invoice 2026-042: parts & labour',
      } });
      expect(w.statusCode, w.body).toBe(201);
      const approved = await call(t, { method: 'POST', url: api('a/transactions/approve-api-payments'), token: admin, body: { id: [w.json().data.id], action: 'approve' } });
      expect(approved.statusCode, approved.body).toBe(200);
      // Day 3: after the period.
      t.clock.now = new Date('2026-06-17T12:00:00.000Z');
      admin = await adminToken(t);
      expect((await credit('99.99')).statusCode).toBe(201);
    });
    afterAll(async () => t.close());

    it('writes an MT940 that mt940js reads, within SWIFT line and character rules, reconciling with the ledger', async () => {
      const res = await statement(account, 'format=mt940&date_from=2026-06-16&date_to=2026-06-16', () => acme.reader);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const body = res.body;
      for (const line of body.split('\r\n').filter(Boolean)) {
        expect(line.length).toBeLessThanOrEqual(65);
        expect(line).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]*$/);
      }
      expect(body).not.toMatch(/[^\r]\n/);
      const [s] = new Mt940Parser().parse(body);
      if (!s) throw new Error('no statement');
      expect(s.accountIdentification).toBe(OWN_IBAN);
      expect(s.currency).toBe('EUR');
      const opening = await ledgerBalanceBefore('2026-06-16T00:00:00.000Z');
      const closing = await ledgerBalanceBefore('2026-06-17T00:00:00.000Z');
      expect(opening).toBe(50000n);
      expect(minorOf(s.openingBalance.toFixed(2))).toBe(opening);
      expect(minorOf(s.closingBalance.toFixed(2))).toBe(closing);
      expect(s.transactions.map((x) => x.amount.toFixed(2))).toEqual(['1234.56', `-${(250.1 + Number((await t.db.db.selectFrom('transactions').select('fee_amount').where('type', '=', 'withdrawal').executeTakeFirstOrThrow()).fee_amount) / 100).toFixed(2)}`]);
      const sum = s.transactions.reduce((total, x) => total + minorOf(Math.abs(x.amount).toFixed(2)) * (x.amount < 0 ? -1n : 1n), 0n);
      expect(sum).toBe(closing - opening);
      expect(s.transactions[0]?.details).toContain('/ORDP/Societe Generale Kuche');
      expect(s.transactions[0]?.details.replace(/\n/g, '')).toContain(`/IBAN/${SENDER}`);
      const out = s.transactions[1]?.details.replace(/\n/g, '') ?? '';
      expect(out).toContain('/BENM/Fournisseur SARL');
      expect(out).toContain('/BIC/BNPAFRPPXXX');
      expect(out).toContain('/REMI/Invoice 2026-042: parts labour');
      expect(s.transactions[1]?.bankReference).toMatch(/^[A-Z0-9-]{1,16}$/);
    });

    it('writes a camt.053.001.08 with every required element, booked balances and entries that reconcile', async () => {
      const res = await statement(account, 'format=camt053&date_from=2026-06-16&date_to=2026-06-16');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, processEntities: false }).parse(res.body) as Node;
      expect(at(doc, 'Document', '@xmlns')).toBe('urn:iso:std:iso:20022:tech:xsd:camt.053.001.08');
      const root = at(doc, 'Document', 'BkToCstmrStmt');
      for (const p of [['GrpHdr', 'MsgId'], ['GrpHdr', 'CreDtTm'], ['Stmt', 'Id'], ['Stmt', 'CreDtTm'], ['Stmt', 'Acct', 'Id', 'IBAN'], ['Stmt', 'Acct', 'Ccy'], ['Stmt', 'Acct', 'Svcr', 'FinInstnId', 'BICFI']]) {
        expect(at(root, ...p), p.join('/')).toBeDefined();
      }
      const stmt = at(root, 'Stmt');
      expect(at(stmt, 'Acct', 'Id', 'IBAN')).toBe(OWN_IBAN);
      const balances = asList(at(stmt, 'Bal') as Node[]);
      const balanceOf = (code: string): bigint => {
        const b = balances.find((x) => at(x, 'Tp', 'CdOrPrtry', 'Cd') === code);
        if (!b) throw new Error(`no ${code}`);
        expect(at(b, 'Amt', '@Ccy')).toBe('EUR');
        expect(at(b, 'Dt', 'Dt')).toBe('2026-06-16');
        return minorOf(textOf(at(b, 'Amt'))) * (at(b, 'CdtDbtInd') === 'DBIT' ? -1n : 1n);
      };
      const opening = balanceOf('OPBD');
      const closing = balanceOf('CLBD');
      expect(opening).toBe(await ledgerBalanceBefore('2026-06-16T00:00:00.000Z'));
      expect(closing).toBe(await ledgerBalanceBefore('2026-06-17T00:00:00.000Z'));
      const entries = asList(at(stmt, 'Ntry') as Node[]);
      expect(entries).toHaveLength(2);
      let sum = 0n;
      for (const e of entries) {
        for (const p of [['Amt'], ['CdtDbtInd'], ['Sts', 'Cd'], ['BookgDt', 'DtTm'], ['ValDt', 'Dt'], ['AcctSvcrRef'], ['BkTxCd', 'Domn', 'Cd'], ['BkTxCd', 'Domn', 'Fmly', 'Cd'], ['BkTxCd', 'Domn', 'Fmly', 'SubFmlyCd'], ['NtryDtls', 'TxDtls', 'Refs', 'AcctSvcrRef'], ['NtryDtls', 'TxDtls', 'RltdPties']]) {
          expect(at(e, ...p), p.join('/')).toBeDefined();
        }
        expect(at(e, 'Sts', 'Cd')).toBe('BOOK');
        sum += minorOf(textOf(at(e, 'Amt'))) * (at(e, 'CdtDbtInd') === 'DBIT' ? -1n : 1n);
      }
      expect(sum).toBe(closing - opening);
      expect(at(stmt, 'TxsSummry', 'TtlNtries', 'NbOfNtries')).toBe('2');
      const [incoming, outgoing] = entries;
      expect(at(incoming, 'CdtDbtInd')).toBe('CRDT');
      expect(at(incoming, 'NtryDtls', 'TxDtls', 'RltdPties', 'Dbtr', 'Pty', 'Nm')).toBe('Société Générale Küche');
      expect(at(incoming, 'NtryDtls', 'TxDtls', 'RltdPties', 'DbtrAcct', 'Id', 'IBAN')).toBe(SENDER);
      expect(at(outgoing, 'CdtDbtInd')).toBe('DBIT');
      expect(at(outgoing, 'NtryDtls', 'TxDtls', 'RltdPties', 'Cdtr', 'Pty', 'Nm')).toBe('Fournisseur SARL');
      expect(at(outgoing, 'NtryDtls', 'TxDtls', 'RltdPties', 'CdtrAcct', 'Id', 'IBAN')).toBe(PAYEE);
      expect(at(outgoing, 'NtryDtls', 'TxDtls', 'RltdAgts', 'CdtrAgt', 'FinInstnId', 'BICFI')).toBe('BNPAFRPPXXX');
      expect(at(outgoing, 'NtryDtls', 'TxDtls', 'RmtInf', 'Ustrd')).toBe('Invoice 2026-042: parts &amp; labour');
      const reference = (await t.db.db.selectFrom('transactions').select('source_reference').where('type', '=', 'withdrawal').executeTakeFirstOrThrow()).source_reference;
      expect(at(outgoing, 'AcctSvcrRef')).toBe(reference);
    });

    it('writes the branded PDF with the same balances, and reconciles a period of several days', async () => {
      const res = await statement(account, 'format=pdf&date_from=2026-06-15&date_to=2026-06-17&language=de');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Kontoauszug');
      expect(text).toContain('Anfangssaldo 0,00 EUR');
      expect(text).toContain('Endsaldo 1.583,45 EUR');
      expect(text).toContain('Fournisseur SARL · FR7630006000011234567890189 · BNPAFRPPXXX');
      // Each page names its number and the number of pages (the placeholder is filled, not shown).
      expect(text).toContain('Seite 1 von 1');
      expect(text).not.toContain('%{pages}');
      const camt = await statement(account, 'format=mt940&date_from=2026-06-15&date_to=2026-06-17');
      const [s] = new Mt940Parser().parse(camt.body);
      expect(s?.openingBalance).toBe(0);
      const { balance } = await t.db.db.selectFrom('bank_accounts').select('balance').where('id', '=', account).executeTakeFirstOrThrow();
      expect(minorOf((s?.closingBalance ?? 0).toFixed(2))).toBe(BigInt(balance));
      expect(BigInt(balance)).toBe(158345n);
      expect(s?.transactions).toHaveLength(4);
    });

    it('refuses other companies\' accounts, bad periods and formats', async () => {
      expect((await statement(foreign, 'format=camt053&date_from=2026-06-16&date_to=2026-06-16')).statusCode).toBe(404);
      expect((await statement(account, 'format=csv&date_from=2026-06-16&date_to=2026-06-16')).json().errors.format).toEqual(['The selected format is invalid.']);
      expect((await statement(account, 'format=mt940&date_from=2026-06-17&date_to=2026-06-16')).statusCode).toBe(422);
      expect((await statement(account, 'format=mt940&date_from=2025-01-01&date_to=2026-06-16')).json().errors.date_to).toEqual(['A statement covers at most 366 days.']);
      expect((await call(t, { method: 'GET', url: api(`manager/bank-accounts/${account}/statement?format=mt940&date_from=2026-06-16&date_to=2026-06-16`) })).statusCode).toBe(401);
    });
  });
});

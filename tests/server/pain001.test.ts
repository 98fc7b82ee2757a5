import SEPA from 'sepa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIN001_MESSAGES } from '../../src/server/imports/readPain001';
import { forEachEngine, type TestApp } from './harness';
import { multipart } from './importFixtures';
import { api, fund, iban, insertAccount } from './ledgerFixtures';
import { type Company, makeJobsApp, runJobs } from './reportingFixtures';

/**
 * Issue 41: pain.001.001.03 and .09 files written by a generator the project did not write (the `sepa`
 * package) go through the import's preview, code and job with exact sums; hostile and mismatched
 * XML answers a clear 422 (413 when too large) and changes nothing.
 */
type Session = Company['manager'];
const DEBTOR = iban('DE', '500105170648489890');
const payee = (i: number) => iban('DE', `37040044${String(532013000 + i).padStart(10, '0')}`);

type Transfer = { name: string; iban: string; bic?: string; amount: number; info: string; country?: string; city?: string; street?: string };

const painFile = (format: 'pain.001.001.03' | 'pain.001.001.09', transfers: readonly Transfer[], debtor = DEBTOR): Buffer => {
  const doc = new SEPA.Document(format);
  doc.grpHdr.id = `KONTOR-${format}-${transfers.length}`;
  doc.grpHdr.created = new Date('2026-06-15T10:00:00Z');
  doc.grpHdr.initiatorName = 'Acme';
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = new Date('2026-06-16T00:00:00Z');
  info.debtorIBAN = debtor;
  info.debtorBIC = 'KONTDEFFXXX';
  info.debtorName = 'Acme';
  doc.addPaymentInfo(info);
  transfers.forEach((t, i) => {
    const tx = info.createTransaction();
    tx.creditorName = t.name;
    tx.creditorIBAN = t.iban;
    if (t.bic) tx.creditorBIC = t.bic;
    tx.amount = t.amount;
    tx.remittanceInfo = t.info;
    tx.end2endId = `E2E-${i}`;
    if (t.country) tx.creditorCountry = t.country;
    if (t.city) tx.creditorCity = t.city;
    if (t.street) tx.creditorStreet = t.street;
    info.addTransaction(tx);
  });
  return Buffer.from(doc.toString(), 'utf8');
};

await forEachEngine((engine) => {
  describe(`pain.001 import (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let account = 0;

    const send = async (who: Session, fields: Record<string, string>, content: Buffer, code?: string) => {
      const m = multipart(fields, { name: 'payments.xml', content, type: 'application/xml' });
      return t.app.inject({ method: 'POST', url: api('manager/transactions/import'), payload: m.body, headers: { ...m.headers, authorization: `Bearer ${await who.token()}`, ...(code ? { 'one-time-code': code } : {}) } });
    };
    const preview = (content: Buffer) => send(acme.manager, { is_submit: '0', bank_account_id: String(account) }, content);
    const create = async (content: Buffer) => {
      await acme.manager.token();
      t.advance(30);
      return send(acme.manager, { is_submit: '1', bank_account_id: String(account) }, content, t.code());
    };
    const counts = async () => Promise.all((['imports', 'transactions', 'jobs'] as const).map(async (table) => Number((await t.db.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)));

    beforeAll(async () => {
      const setup = await makeJobsApp(engine);
      ({ t, acme } = setup);
      account = await insertAccount(t, acme.companyId, 'EUR', { name: 'Payroll EUR', iban: DEBTOR });
      await fund(t, setup.admin, account, '40000.00');
    });
    afterAll(async () => t.close());

    it('previews a pain.001.001.03 batch with exact sums, then pays it through the code-bound job', async () => {
      const file = painFile('pain.001.001.03', [
        { name: 'Payee 1 GmbH', iban: payee(1), bic: 'COBADEFFXXX', amount: 100, info: 'Invoice 1', country: 'DE', street: 'Hauptstr. 1', city: 'Berlin' },
        { name: 'Payee 2 & Söhne', iban: payee(2), amount: 2500, info: 'Invoice 2', country: 'DE' },
        { name: 'Payee 3 AG', iban: payee(3), amount: 250.55, info: 'Invoice 3' },
      ]);
      const before = await counts();
      const res = await preview(file);
      expect(res.statusCode, res.body).toBe(200);
      // Fees as for the xlsx path: 0.1 % with a minimum of 1.00 EUR: 1.00 + 2.50 + 1.00.
      expect(res.json().data).toMatchObject({ transactionsCount: 3, transactionsAmount: '2850.55', transactionsAmountWithFee: '2855.05', failedCount: 0, errors: {} });
      expect(await counts()).toEqual(before);
      // The second submit needs the one-time code bound to this batch.
      const unconfirmed = await send(acme.manager, { is_submit: '1', bank_account_id: String(account) }, file);
      expect(unconfirmed.statusCode).toBe(403);
      const created = await create(file);
      expect(created.statusCode, created.body).toBe(201);
      expect(await runJobs(t)).toBeGreaterThan(0);
      const importId = created.json().data.id as number;
      const record = await t.db.db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirstOrThrow();
      expect(record).toMatchObject({ status: 'DONE', success_transactions_count: 3, failed_transactions_count: 0 });
      expect(String(record.success_transactions_amount)).toBe('285055');
      const rows = await t.db.db.selectFrom('transactions').selectAll().where('import_id', '=', importId).orderBy('id').execute();
      expect(rows.map((r) => [String(r.amount), r.beneficiary_name, r.ref_message])).toEqual([['10000', 'Payee 1 GmbH', 'Invoice 1'], ['250000', 'Payee 2 & Söhne', 'Invoice 2'], ['25055', 'Payee 3 AG', 'Invoice 3']]);
      expect(JSON.parse(rows[0]?.details ?? '{}')).toMatchObject({ customer_iban: payee(1), bank_swift: 'COBADEFFXXX', customer_country: 'DE' });
      // The original is kept as the XML it was.
      const original = await acme.manager.call({ method: 'GET', url: api(`manager/imports/${importId}/downloads/original-file`) });
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toMatch(/^application\/xml/);
      expect(original.body).toContain('pain.001.001.03');
    });

    it('reads pain.001.001.09 with the same row errors and a grand total of the valid rows', async () => {
      const good = painFile('pain.001.001.09', [
        { name: 'Nine One', iban: payee(11), bic: 'COBADEFFXXX', amount: 12.34, info: 'A' },
        { name: 'Nine Two', iban: payee(12), amount: 0.5, info: 'Too small' },
        { name: 'Nine Three', iban: payee(13), amount: 1000.01, info: 'B' },
      ]).toString('utf8');
      // A broken IBAN, as a hand-edited file would carry it (the generator refuses to write one).
      const file = Buffer.from(good.replace(payee(13), 'DE00370400440532013013'), 'utf8');
      const res = await preview(file);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ transactionsCount: 1, transactionsAmount: '12.34', transactionsAmountWithFee: '13.34', failedCount: 2 });
      expect(Object.keys(data.errors).sort()).toEqual(['pain.001.3.A', 'pain.001.4.G']);
    });

    it('refuses hostile, malformed, mismatched and oversized XML with a clear 4xx and changes nothing', async () => {
      const before = await counts();
      const base = painFile('pain.001.001.03', [{ name: 'X', iban: payee(21), amount: 10, info: 'x' }]).toString('utf8');
      const xxe = base.replace('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>').replace('<Nm>X</Nm>', '<Nm>&xxe;</Nm>');
      const laughs = base.replace('<?xml version="1.0" encoding="UTF-8"?>', `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>`).replace('<Nm>X</Nm>', '<Nm>&lol9;</Nm>');
      const cases: [string, string, string][] = [
        ['xxe', xxe, PAIN001_MESSAGES.doctype],
        ['entity expansion', laughs, PAIN001_MESSAGES.doctype],
        ['malformed', base.replace('</CdtTrfTxInf>', ''), PAIN001_MESSAGES.notXml],
        ['wrong namespace', base.replaceAll('pain.001.001.03', 'pain.008.001.02'), PAIN001_MESSAGES.namespace],
        ['unknown entity', base.replace('<Nm>X</Nm>', '<Nm>&foo;</Nm>'), PAIN001_MESSAGES.notXml],
        ['count', base.replace('<NbOfTxs>1</NbOfTxs>', '<NbOfTxs>2</NbOfTxs>'), PAIN001_MESSAGES.count],
        ['control sum', base.replace('<CtrlSum>10.00</CtrlSum>', '<CtrlSum>10.01</CtrlSum>'), PAIN001_MESSAGES.controlSum],
        ['other debtor', painFile('pain.001.001.03', [{ name: 'X', iban: payee(21), amount: 10, info: 'x' }], payee(99)).toString('utf8'), PAIN001_MESSAGES.debtor],
      ];
      for (const [name, xml, message] of cases) {
        const res = await preview(Buffer.from(xml, 'utf8'));
        expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
        expect(res.json().errors.file, name).toEqual([message]);
      }
      const latin1 = await preview(Buffer.from(base.replace('<Nm>X</Nm>', '<Nm>Müller</Nm>'), 'latin1'));
      expect(latin1.json().errors.file).toEqual([PAIN001_MESSAGES.encoding]);
      const huge = await preview(Buffer.concat([Buffer.from(base.slice(0, 200)), Buffer.alloc(21 * 1024 * 1024, 0x20)]));
      expect(huge.statusCode).toBe(413);
      expect(await counts()).toEqual(before);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../../src/contract/http';
import type { OpenApiDocument } from '../../../src/server/docs/openapi';
import { forEachEngine, type TestApp } from '../harness';
import { multipart, sepaRow, workbook } from '../importFixtures';
import { api, fund } from '../ledgerFixtures';
import { type Company, makeJobsApp } from '../reportingFixtures';

/**
 * Security issue, item 9: the import preview (is_submit false) changes nothing and moves no money, so it
 * needs no one-time code (the spec asks for none; decisions: a code confirms the payload that moves money);
 * the submit that creates the import does. The OpenAPI text of the call says exactly that.
 */

const IMPORT_PATH = '/manager/transactions/import';

await forEachEngine((engine) => {
  describe(`import preview and the one-time code (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let account = 0;
    let file: Buffer;

    const send = async (isSubmit: boolean, code?: string) => {
      const form = multipart({ is_submit: isSubmit ? '1' : '0', bank_account_id: String(account) }, { name: 'payments.xlsx', content: file });
      return t.app.inject({
        method: 'POST', url: api('manager/transactions/import'), payload: form.body,
        headers: { ...form.headers, authorization: `Bearer ${await acme.manager.token()}`, ...(code ? { [HEADERS.oneTimeCode]: code } : {}) },
      });
    };
    const count = async (table: 'imports' | 'jobs' | 'transactions') => Number((await t.db.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      const setup = await makeJobsApp(engine);
      ({ t, acme } = setup);
      account = setup.acmeEur;
      await fund(t, setup.admin, account, '1000.00');
      file = await workbook([sepaRow(1, '10.00'), sepaRow(2, '20.00')]);
    });
    afterAll(async () => t.close());

    it('answers the preview without a one-time code and changes nothing', async () => {
      const before = { imports: await count('imports'), jobs: await count('jobs'), transactions: await count('transactions') };
      const res = await send(false);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers[HEADERS.otpRequired]).toBeUndefined();
      expect(res.json().data).toMatchObject({ transactionsCount: 2, transactionsAmount: '30.00', currency: 'EUR' });
      expect({ imports: await count('imports'), jobs: await count('jobs'), transactions: await count('transactions') }).toEqual(before);
    });

    it('asks for the code on the submit that creates the import', async () => {
      const res = await send(true);
      expect(res.statusCode).toBe(403);
      expect(res.headers[HEADERS.otpRequired]).toBeDefined();
      expect(await count('imports')).toBe(0);
    });

    it('says in the OpenAPI document that the code is needed only for the submit, not for the preview', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/docs/v1/openapi.json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json<OpenApiDocument>();
      const op = doc.paths[IMPORT_PATH]?.post;
      if (!op) throw new Error('no import operation in the OpenAPI document');
      expect(op.description).not.toMatch(/always needed/);
      expect(op.description).toMatch(/\*\*One-time code:\*\* needed only when is_submit is true/);
      expect(op.description).toMatch(/preview \(is_submit false\) changes nothing and needs no code/);
      const header = op.parameters?.find((p) => p.in === 'header' && p.name === HEADERS.oneTimeCode);
      expect(header?.required).toBe(false);
      expect(header?.description).toMatch(/needed only when is_submit is true/);
      expect(op.responses['403']?.description).toMatch(/A one-time code is needed only when is_submit is true/);
      expect(op.responses['403']?.headers?.[HEADERS.otpRequired]).toBeDefined();
      // A call that always needs the code still says so.
      expect(doc.paths['/manager/transactions/{kind}']?.post?.description).toMatch(/\*\*One-time code:\*\* always needed/);
    });
  });
});

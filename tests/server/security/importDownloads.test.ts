import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../src/contract/calls';
import type { CallDef } from '../../../src/contract/http';
import { nowIso } from '../../../src/server/db/values';
import { storeImportFile } from '../../../src/server/modules/imports/importFiles';
import { localFileStore } from '../../../src/server/storage/fileStore';
import { forEachEngine, makeApp, type TestApp } from '../harness';
import { api, insertAccount, makeCompany } from '../ledgerFixtures';

/**
 * Security issue, item 5: a download follows the rule of the record whose detail it belongs to.
 * Viewing an import's detail is manager only (document 1, section 6), so its two files are too.
 */

/**
 * Every download (response: 'file') of the contract and the call whose rule it follows. The audit of
 * item 5: a new download must be added here, next to the detail it belongs to.
 */
const DOWNLOAD_RULES: Record<string, string> = {
  'manager.imports.originalFile': 'manager.imports.get',
  'manager.imports.errorsFile': 'manager.imports.get',
  'manager.transactions.wireConfirmation': 'manager.transactions.get',
  'manager.tickets.attachmentContent': 'manager.tickets.get',
  'manager.reports.download': 'manager.reports.list',
  'manager.bankAccounts.referenceLetter': 'manager.bankAccounts.get',
  'manager.bankAccounts.statement': 'manager.bankAccounts.get',
  'manager.scheduledStatements.download': 'manager.scheduledStatements.list',
  'manager.activities.report': 'manager.activities.list',
  'admin.compliance.document': 'admin.companies.compliances',
  'admin.kycFileArchives.download': 'admin.kycFileArchives.list',
  'admin.activities.report': 'admin.activities.list',
};

const defs = calls as Record<string, CallDef>;

describe('download calls and the rule of their record', () => {
  it('lists every download of the contract beside a detail call of the same access', () => {
    const downloads = Object.entries(defs).filter(([, d]) => d.response === 'file').map(([name]) => name).sort();
    expect(downloads).toEqual(Object.keys(DOWNLOAD_RULES).sort());
    for (const [download, detail] of Object.entries(DOWNLOAD_RULES)) {
      expect(defs[detail], detail).toBeDefined();
      expect(defs[download]?.access, download).toBe(defs[detail]?.access);
    }
  });
});

await forEachEngine((engine) => {
  describe(`import downloads follow the import detail (${engine})`, () => {
    let t: TestApp;
    let acme: Awaited<ReturnType<typeof makeCompany>>;
    let importId = 0;

    beforeAll(async () => {
      t = await makeApp(engine);
      acme = await makeCompany(t, 'Acme');
      const account = await insertAccount(t, acme.companyId, 'EUR');
      const now = nowIso(t.clock.now);
      const row = await t.db.db
        .insertInto('imports')
        .values({
          company_id: acme.companyId, user_id: null, bank_account_id: account, status: 'DONE', file_name: 'payments.xlsx',
          file_path: await storeImportFile(localFileStore(t.dataDir), acme.companyId, 'original', Buffer.from('original workbook')),
          errors_file_path: await storeImportFile(localFileStore(t.dataDir), acme.companyId, 'errors', Buffer.from('errors workbook')),
          progress: 100, bypass_duplicate_check: 0, success_transactions_count: 1, success_transactions_amount: '100', success_transactions_amount_with_fee: '110',
          failed_transactions_count: 1, failed_transactions_amount: '100', errors: '{"Payments.3.E":["The IBAN is invalid."]}', created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      importId = row.id;
    });
    afterAll(async () => t.close());

    it('refuses a manager-reader the detail (the rule the files follow) and lets the manager open it', async () => {
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/imports/${importId}`) })).statusCode).toBe(200);
      const detail = await acme.reader.call({ method: 'GET', url: api(`manager/imports/${importId}`) });
      expect(detail.statusCode).toBe(403);
      expect(detail.json()).toEqual({ message: 'Only managers can view import details.' });
    });

    it('refuses a manager-reader the original file (manager.imports.originalFile), as the detail does', async () => {
      const res = await acme.reader.call({ method: 'GET', url: api(`manager/imports/${importId}/downloads/original-file`) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Only managers can view import details.' });
      expect(res.headers['content-disposition']).toBeUndefined();
      const manager = await acme.manager.call({ method: 'GET', url: api(`manager/imports/${importId}/downloads/original-file`) });
      expect(manager.statusCode).toBe(200);
      expect(manager.body).toBe('original workbook');
    });

    it('refuses a manager-reader the errors file (manager.imports.errorsFile), as the detail does', async () => {
      const res = await acme.reader.call({ method: 'GET', url: api(`manager/imports/${importId}/downloads/errors-file`) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Only managers can view import details.' });
      const manager = await acme.manager.call({ method: 'GET', url: api(`manager/imports/${importId}/downloads/errors-file`) });
      expect(manager.statusCode).toBe(200);
      expect(manager.body).toBe('errors workbook');
    });

    it('answers a reader 403 whether or not the import exists, so the refusal tells nothing about other ids', async () => {
      for (const path of ['', '/downloads/original-file', '/downloads/errors-file']) {
        expect((await acme.reader.call({ method: 'GET', url: api(`manager/imports/${importId + 1000}${path}`) })).statusCode, path).toBe(403);
      }
    });
  });
});

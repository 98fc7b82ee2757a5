import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_DOCUMENT_MAX_BYTES } from '../../src/contract/complianceRules';
import type { ComplianceTracking } from '../../src/contract/entities';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, iban, insertAccount, insertFeePlans, makeCompany, setSetting } from './ledgerFixtures';
import { documentForm, JPEG, PNG_SIGNATURE, storedKycFiles, track, WEBP } from './complianceFixtures';
import { HTML, PDF, PNG } from './ticketFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;
type Who = Company['manager'];

await forEachEngine((engine) => {
  describe(`compliance trackings (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let globex: Company;
    let admin = '';
    let acmeManagerId = 0;

    const upload = (who: Who, id: number, file: string, name: string, content: Buffer, field = 'document') => {
      const form = documentForm(name, content, field);
      return who.call({ method: 'POST', url: api(`manager/compliance-trackings/${id}/files/${file}/document`), body: form.body, headers: form.headers });
    };
    const sign = (who: Who, id: number, file: string, signature = PNG_SIGNATURE) =>
      who.call({ method: 'POST', url: api(`manager/compliance-trackings/${id}/files/${file}/signature`), body: { signature } });
    const review = (id: number, body: Record<string, unknown>) => call(t, { method: 'PUT', url: api(`a/compliance-trackings/${id}/review`), token: admin, body });
    const fileRow = (id: number, key: string) =>
      t.db.db.selectFrom('kyc_files').selectAll().where('compliance_tracking_id', '=', id).where('document_type', '=', key).executeTakeFirstOrThrow();

    beforeAll(async () => {
      t = await makeApp(engine);
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      admin = await adminToken(t);
      acmeManagerId = (await t.db.db.selectFrom('users').select('id').where('email', '=', acme.managerEmail).executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => t.close());

    it('a registration opens a tracking the new user must complete, with a documents_missing notice', async () => {
      const res = await call(t, {
        method: 'POST', url: api('auth/registration'),
        body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@test.local', password: 'Str0ng-pass', password_confirmation: 'Str0ng-pass', legal_type: 'company', company_name: 'Analytical Ltd' },
      });
      expect(res.statusCode).toBe(201);
      const user = await t.db.db.selectFrom('users').select(['id', 'company_id']).where('email', '=', 'ada@test.local').executeTakeFirstOrThrow();
      const tracking = await t.db.db.selectFrom('compliance_trackings').selectAll().where('subject_type', '=', 'user').where('subject_id', '=', user.id).executeTakeFirstOrThrow();
      expect(tracking).toMatchObject({ category: 'REGISTRATION', status: 'open', step: 'files', company_id: user.company_id });
      const files = await t.db.db.selectFrom('kyc_files').select(['document_type', 'signature_required', 'status']).where('compliance_tracking_id', '=', tracking.id).orderBy('id').execute();
      expect(files.map((f) => [f.document_type, f.signature_required, f.status])).toEqual([
        ['identity_document', 0, 'open'], ['proof_of_address', 0, 'open'], ['company_registration', 0, 'open'], ['ownership_declaration', 1, 'open'],
      ]);
      const notice = await t.db.db.selectFrom('notifications').select(['type', 'user_id']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(notice.type).toBe('compliance_tracking.documents_missing');
    });

    it('a user whose compliance is required reaches the calls while the company is not enabled; others do not', async () => {
      const pendingCo = await createCompany(t, 'Pending Co', { enabled: 0 });
      const pendingId = await createUser(t, { email: 'pending@test.local', companyId: pendingCo });
      await createUser(t, { email: 'colleague@test.local', companyId: pendingCo });
      await t.db.db.updateTable('users').set({ compliance_required: 1 }).where('id', '=', pendingId).execute();
      const id = await track(t, pendingCo, 'user', pendingId, 'REGISTRATION', 'individual');
      const pending = (await login(t, 'pending@test.local')).token;
      const list = await call(t, { method: 'GET', url: api('manager/compliance-trackings'), token: pending });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((r: ComplianceTracking) => r.id)).toEqual([id]);
      const form = documentForm('passport.pdf', PDF);
      const up = await call(t, { method: 'POST', url: api(`manager/compliance-trackings/${id}/files/identity_document/document`), token: pending, body: form.body, headers: form.headers });
      expect(up.statusCode).toBe(200);
      expect(up.json().data.status).toBe('open');
      const colleague = (await login(t, 'colleague@test.local')).token;
      expect((await call(t, { method: 'GET', url: api('manager/compliance-trackings'), token: colleague })).statusCode).toBe(403);
    });

    it('keeps each company to its own trackings (404) and readers to reading (403)', async () => {
      const acmeTracking = await track(t, acme.companyId, 'user', acmeManagerId, 'UNCATEGORIZED');
      const globexTracking = await track(t, globex.companyId, 'company', globex.companyId, 'UNCATEGORIZED');
      const before = storedKycFiles(t.dataDir).length;
      expect((await upload(globex.manager, acmeTracking, 'supporting_document', 'x.pdf', PDF)).statusCode).toBe(404);
      expect((await sign(globex.manager, acmeTracking, 'supporting_document')).statusCode).toBe(404);
      expect((await globex.manager.call({ method: 'GET', url: api(`manager/compliance-trackings/user/${acmeManagerId}`) })).statusCode).toBe(404);
      expect((await globex.manager.call({ method: 'GET', url: api(`manager/compliance-trackings/company/${acme.companyId}/counts`) })).statusCode).toBe(404);
      expect((await upload(acme.reader, acmeTracking, 'supporting_document', 'x.pdf', PDF)).statusCode).toBe(403);
      expect((await sign(acme.reader, acmeTracking, 'supporting_document')).statusCode).toBe(403);
      expect(storedKycFiles(t.dataDir)).toHaveLength(before);
      const own = (await acme.reader.call({ method: 'GET', url: api('manager/compliance-trackings') })).json().data.map((r: ComplianceTracking) => r.id);
      expect(own).toContain(acmeTracking);
      expect(own).not.toContain(globexTracking);
      expect((await upload(acme.manager, acmeTracking, 'no_such_file', 'x.pdf', PDF)).statusCode).toBe(404);
      expect((await call(t, { method: 'PUT', url: api(`a/compliance-trackings/${acmeTracking}/review`), token: await acme.manager.token(), body: { status: 'verified' } })).statusCode).toBe(403);
    });

    it('refuses hostile, empty and oversized documents with a 422 and stores nothing', async () => {
      const id = await track(t, acme.companyId, 'company', acme.companyId, 'UNCATEGORIZED');
      const before = storedKycFiles(t.dataDir).length;
      const cases: [string, Buffer, string, string][] = [
        ['page.pdf', HTML, 'document', 'The document must be a PDF, PNG or JPEG file.'],
        ['photo.webp', WEBP, 'document', 'The document must be a PDF, PNG or JPEG file.'],
        ['empty.pdf', Buffer.alloc(0), 'document', 'The document is empty.'],
        ['big.pdf', Buffer.concat([PDF, Buffer.alloc(COMPLIANCE_DOCUMENT_MAX_BYTES)]), 'document', 'The document may not be greater than 10 MB.'],
        ['x.pdf', PDF, 'other', 'The document field is required.'],
      ];
      for (const [name, content, field, message] of cases) {
        const res = await upload(acme.manager, id, 'supporting_document', name, content, field);
        expect(res.statusCode, name).toBe(422);
        expect(res.json().errors.document).toEqual([message]);
      }
      const plain = await acme.manager.call({ method: 'POST', url: api(`manager/compliance-trackings/${id}/files/supporting_document/document`), body: { document: 'x' } });
      expect(plain.statusCode).toBe(422);
      expect(storedKycFiles(t.dataDir)).toHaveLength(before);
      expect(await fileRow(id, 'supporting_document')).toMatchObject({ status: 'open', file_path: '', uploaded_at: null });
    });

    it('moves open → submitted → declined → submitted → verified, with signatures, notices and user flags', async () => {
      await t.db.db.updateTable('users').set({ compliance_required: 1 }).where('id', '=', acmeManagerId).execute();
      const id = await track(t, acme.companyId, 'user', acmeManagerId, 'REGISTRATION');
      const keys = ['identity_document', 'proof_of_address', 'company_registration'];
      for (const key of keys) expect((await upload(acme.manager, id, key, `../${key}.pdf`, key === 'proof_of_address' ? JPEG : PDF)).statusCode).toBe(200);
      // The signature comes after the document, and only where one is asked for.
      expect((await sign(acme.manager, id, 'ownership_declaration')).json().errors.signature).toEqual(['Upload the document before signing it.']);
      expect((await sign(acme.manager, id, 'identity_document')).json().errors.signature).toEqual(['This document does not need a signature.']);
      const uploaded = await upload(acme.manager, id, 'ownership_declaration', 'declaration.png', PNG);
      expect(uploaded.json().data).toMatchObject({ status: 'open', step: 'files' });
      const lying = `data:image/png;base64,${JPEG.toString('base64')}`;
      expect((await sign(acme.manager, id, 'ownership_declaration', lying)).statusCode).toBe(422);
      const signed = await sign(acme.manager, id, 'ownership_declaration');
      expect(signed.statusCode).toBe(200);
      expect(signed.json().data).toMatchObject({ status: 'submitted', step: 'final' });
      const files = (signed.json().data as ComplianceTracking).files;
      expect(files.find((f) => f.key === 'proof_of_address')).toMatchObject({ filename: 'proof_of_address.pdf.jpg', mime_type: 'image/jpeg', status: 'submitted' });
      expect(files.find((f) => f.key === 'ownership_declaration')?.signed_at).not.toBeNull();
      expect(await t.db.db.selectFrom('users').select(['compliance_required', 'compliance_preparing']).where('id', '=', acmeManagerId).executeTakeFirstOrThrow()).toEqual({ compliance_required: 0, compliance_preparing: 1 });

      expect((await review(id, { status: 'declined' })).json().errors.comment).toBeDefined();
      expect((await review(id, { status: 'declined', comment: 'Blurred', files: ['nope'] })).statusCode).toBe(422);
      const declined = await review(id, { status: 'declined', comment: 'The address proof is blurred.', files: ['proof_of_address'] });
      expect(declined.statusCode).toBe(200);
      expect(declined.json().data).toMatchObject({ status: 'declined', step: 'files', comment: 'The address proof is blurred.' });
      expect((await fileRow(id, 'proof_of_address'))).toMatchObject({ status: 'declined', note: 'The address proof is blurred.' });
      expect((await fileRow(id, 'identity_document')).status).toBe('submitted');
      const rejected = await t.db.db.selectFrom('notifications').select('user_id').where('type', '=', 'compliance_tracking.documents_rejected').where('company_id', '=', acme.companyId).execute();
      expect(rejected.length).toBe(2);
      expect(await t.db.db.selectFrom('users').select(['compliance_required', 'compliance_preparing']).where('id', '=', acmeManagerId).executeTakeFirstOrThrow()).toEqual({ compliance_required: 1, compliance_preparing: 0 });
      expect((await review(id, { status: 'verified' })).statusCode).toBe(422);

      const oldPath = (await fileRow(id, 'proof_of_address')).file_path;
      const again = await upload(acme.manager, id, 'proof_of_address', 'address.pdf', PDF);
      expect(again.json().data.status).toBe('submitted');
      expect(storedKycFiles(t.dataDir).some((f) => f.endsWith(oldPath))).toBe(false);
      const doc = await call(t, { method: 'GET', url: api(`a/compliance-trackings/${id}/files/proof_of_address/document`), token: admin });
      expect(doc.statusCode).toBe(200);
      expect(doc.headers['content-type']).toBe('application/pdf');
      expect(doc.rawPayload.equals(PDF)).toBe(true);
      expect((await call(t, { method: 'GET', url: api(`a/compliance-trackings/${id}/files/nope/document`), token: admin })).statusCode).toBe(404);
      expect((await acme.manager.call({ method: 'GET', url: api(`a/compliance-trackings/${id}/files/proof_of_address/document`) })).statusCode).toBe(403);
      const verified = await review(id, { status: 'verified', comment: 'All good.' });
      expect(verified.json().data.status).toBe('verified');
      expect((verified.json().data as ComplianceTracking).files.every((f) => f.status === 'verified')).toBe(true);
      expect(await t.db.db.selectFrom('users').select(['compliance_required', 'compliance_preparing']).where('id', '=', acmeManagerId).executeTakeFirstOrThrow()).toEqual({ compliance_required: 0, compliance_preparing: 0 });
      expect((await upload(acme.manager, id, 'identity_document', 'x.pdf', PDF)).json().errors.document).toEqual(['This compliance tracking is already verified.']);
      const log = await t.db.db.selectFrom('activities').select('type').where('company_id', '=', acme.companyId).where('type', 'like', '%compliance%').execute();
      expect(log.map((l) => l.type)).toEqual(expect.arrayContaining(['compliance.document_uploaded', 'compliance.file_signed', 'admin.compliance_reviewed']));
    });

    it('lists with date, status and search filters, counts per status, and per subject', async () => {
      const co = await makeCompany(t, 'Counting');
      const mgrId = (await t.db.db.selectFrom('users').select('id').where('email', '=', co.managerEmail).executeTakeFirstOrThrow()).id;
      const start = t.clock.now;
      t.clock.now = new Date('2026-03-10T12:00:00.000Z');
      const march = await track(t, co.companyId, 'company', co.companyId, 'UNCATEGORIZED');
      t.clock.now = new Date('2026-04-20T12:00:00.000Z');
      const april = await track(t, co.companyId, 'user', mgrId, 'UNCATEGORIZED');
      t.clock.now = start;
      await upload(co.manager, april, 'supporting_document', 'a.pdf', PDF);
      const list = async (qs: string) => (await co.reader.call({ method: 'GET', url: api(`manager/compliance-trackings${qs}`) })).json();
      expect((await list('')).data.map((r: ComplianceTracking) => r.id)).toEqual([april, march]);
      expect((await list('')).counts).toMatchObject({ total: 2, open: 1, submitted: 1, verified: 0 });
      expect((await list('?from_date=2026-04-01')).data.map((r: ComplianceTracking) => r.id)).toEqual([april]);
      expect((await list('?to_date=2026-03-10')).data.map((r: ComplianceTracking) => r.id)).toEqual([march]);
      const submitted = await list('?status=submitted');
      expect(submitted.data.map((r: ComplianceTracking) => r.id)).toEqual([april]);
      expect(submitted.counts.total).toBe(2);
      expect((await list(`?search=${march}`)).data.map((r: ComplianceTracking) => r.id)).toEqual([march]);
      expect((await list('?per_page=1&page=2')).meta).toMatchObject({ total: 2, current_page: 2, last_page: 2 });
      const bad = await co.reader.call({ method: 'GET', url: api('manager/compliance-trackings?from_date=2026-05-01&to_date=2026-04-01&status=nope') });
      expect(bad.statusCode).toBe(422);
      const byUser = (await co.reader.call({ method: 'GET', url: api(`manager/compliance-trackings/user/${mgrId}`) })).json().data;
      expect(byUser.map((r: ComplianceTracking) => r.id)).toEqual([april]);
      const counts = (await co.reader.call({ method: 'GET', url: api(`manager/compliance-trackings/company/${co.companyId}/counts`) })).json().data;
      expect(counts).toMatchObject({ total: 1, open: 1, submitted: 0 });
      expect((await co.reader.call({ method: 'GET', url: api('manager/compliance-trackings/account/1') })).statusCode).toBe(422);
    });

    it('a payment awaiting administrator approval asks for a TRANSACTION tracking; a small one does not', async () => {
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      const eur = await insertAccount(t, globex.companyId, 'EUR', { selected: 1 });
      await fund(t, admin, eur, '30000.00');
      const pay = (amount: string) => globex.manager.confirmed({
        method: 'POST', url: api('manager/transactions/iban'),
        body: { bank_account_id: eur, amount, transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Beneficiary GmbH', customer_iban: iban('DE', '370400440532013000'), customer_country: 'DE' },
      });
      const small = await pay('20.00');
      expect(small.statusCode, small.body).toBe(201);
      const big = await pay('12000.00');
      expect(big.statusCode, big.body).toBe(201);
      expect(big.json().data.status).toBe('admin_action_require');
      const trackings = await t.db.db.selectFrom('compliance_trackings').select(['subject_id', 'category', 'status']).where('company_id', '=', globex.companyId).where('subject_type', '=', 'transaction').execute();
      expect(trackings).toEqual([{ subject_id: big.json().data.id, category: 'TRANSACTION', status: 'open' }]);
      const byTx = (await globex.reader.call({ method: 'GET', url: api(`manager/compliance-trackings/transaction/${big.json().data.id}`) })).json().data;
      expect(byTx[0].files.map((f: { key: string }) => f.key)).toEqual(['source_of_funds', 'payment_purpose']);
    });

    it('admin: a company’s and an employee’s trackings, other company’s employee → 404', async () => {
      const res = await call(t, { method: 'GET', url: api(`a/companies/${acme.companyId}/compliances`), token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.every((r: ComplianceTracking) => r.company_id === acme.companyId)).toBe(true);
      expect(res.json().meta.total).toBeGreaterThanOrEqual(3);
      const employee = await call(t, { method: 'GET', url: api(`a/companies/${acme.companyId}/employees/${acmeManagerId}/compliances`), token: admin });
      expect(employee.json().data.every((r: ComplianceTracking) => r.compliable_type === 'user' && r.compliable_id === acmeManagerId)).toBe(true);
      expect((await call(t, { method: 'GET', url: api(`a/companies/${globex.companyId}/employees/${acmeManagerId}/compliances`), token: admin })).statusCode).toBe(404);
      expect((await acme.manager.call({ method: 'GET', url: api(`a/companies/${acme.companyId}/compliances`) })).statusCode).toBe(403);
    });
  });
});

import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '../../src/contract/entities';
import { call, forEachEngine, type TestApp } from './harness';
import { api } from './ledgerFixtures';
import { documentForm, JPEG, PNG_SIGNATURE, track } from './complianceFixtures';
import { type Broadcast, type Company, makeJobsApp, runJobs } from './reportingFixtures';
import { PDF, PNG } from './ticketFixtures';

await forEachEngine((engine) => {
  describe(`KYC file archives (${engine})`, () => {
    let t: TestApp;
    let sent: Broadcast[];
    let acme: Company;
    let globex: Company;
    let admin = '';

    const upload = (who: Company['manager'], id: number, file: string, name: string, content: Buffer) => {
      const form = documentForm(name, content);
      return who.call({ method: 'POST', url: api(`manager/compliance-trackings/${id}/files/${file}/document`), body: form.body, headers: form.headers });
    };
    const request = (body: Record<string, unknown>, token = admin) => call(t, { method: 'POST', url: api('a/kyc-file-archives'), token, body });
    const download = (id: number) => call(t, { method: 'GET', url: api(`a/kyc-file-archives/${id}/download`), token: admin });
    const zipNames = async (raw: Buffer) => Object.keys((await JSZip.loadAsync(raw)).files).filter((n) => !n.endsWith('/')).sort();

    beforeAll(async () => {
      ({ t, sent, acme, globex, admin } = await makeJobsApp(engine));
      t.clock.now = new Date('2026-03-05T10:00:00.000Z');
      const acmeOld = await track(t, acme.companyId, 'company', acme.companyId, 'UNCATEGORIZED');
      expect((await upload(acme.manager, acmeOld, 'supporting_document', 'old.pdf', PDF)).statusCode).toBe(200);
      t.clock.now = new Date('2026-06-10T10:00:00.000Z');
      const acmeRecall = await track(t, acme.companyId, 'company', acme.companyId, 'TRANSACTION_RECALL');
      expect((await upload(acme.manager, acmeRecall, 'recall_request', 'recall.png', PNG)).statusCode).toBe(200);
      expect((await acme.manager.call({ method: 'POST', url: api(`manager/compliance-trackings/${acmeRecall}/files/recall_request/signature`), body: { signature: PNG_SIGNATURE } })).statusCode).toBe(200);
      const globexOne = await track(t, globex.companyId, 'company', globex.companyId, 'UNCATEGORIZED');
      expect((await upload(globex.manager, globexOne, 'supporting_document', 'globex.jpg', JPEG)).statusCode).toBe(200);
      t.clock.now = new Date('2026-06-15T10:00:00.000Z');
    });
    afterAll(async () => t.close());

    it('announces uploads live: kyc_file.updated and compliance.updated on the company channel', () => {
      const events = sent.filter((b) => b.channel === `private-company.${acme.companyId}`).map((b) => b.event);
      expect(events).toEqual(expect.arrayContaining(['kyc_file.updated', 'compliance.updated']));
      expect(sent.some((b) => b.channel === `private-company.${globex.companyId}` && b.event === 'kyc_file.updated')).toBe(true);
    });

    it('validates the request: dates, unknown company, admins only', async () => {
      expect((await request({ date_from: '2026-06-01', date_to: '2026-05-01' })).json().errors.date_to).toBeDefined();
      expect((await request({ date_from: '2026-06-01', date_to: '2026-06-30', company_id: 99999 })).json().errors.company_id).toEqual(['The selected company id is invalid.']);
      expect((await request({ date_from: '2026-06-01', date_to: '2026-06-30' }, await acme.manager.token())).statusCode).toBe(403);
      expect(await t.db.db.selectFrom('archives').selectAll().execute()).toEqual([]);
    });

    it('zips one company’s documents and signatures of the date range, with a manifest', async () => {
      const res = await request({ date_from: '2026-06-01', date_to: '2026-06-30', company_id: acme.companyId });
      expect(res.statusCode).toBe(201);
      const queued = res.json().data as Archive;
      expect(queued).toMatchObject({ status: 'QUEUE', company: { id: acme.companyId, name: 'Acme' }, actions: { is_downloadable: false } });
      expect((await download(queued.id)).statusCode).toBe(422);
      expect(await runJobs(t)).toBe(1);
      const listed = (await call(t, { method: 'GET', url: api('a/kyc-file-archives'), token: admin })).json();
      expect(listed.meta.total).toBe(1);
      expect(listed.data[0]).toMatchObject({ id: queued.id, status: 'DONE', actions: { is_downloadable: true } });
      const zip = await download(queued.id);
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const names = await zipNames(zip.rawPayload);
      expect(names).toHaveLength(3);
      expect(names).toContain('manifest.csv');
      expect(names.some((n) => /^\d+-Acme\/tracking-\d+-TRANSACTION_RECALL\/recall_request-recall\.png$/.test(n))).toBe(true);
      expect(names.some((n) => n.endsWith('recall_request-signature.png'))).toBe(true);
      const archive = await JSZip.loadAsync(zip.rawPayload);
      const doc = names.find((n) => n.endsWith('recall_request-recall.png')) ?? '';
      expect((await archive.file(doc)?.async('nodebuffer'))?.equals(PNG)).toBe(true);
      const manifest = (await archive.file('manifest.csv')?.async('string')) ?? '';
      expect(manifest.trim().split('\r\n')).toHaveLength(2);
      expect(manifest).not.toContain('Globex');
    });

    it('an archive of every company holds both companies; unknown ids are 404', async () => {
      const res = await request({ date_from: '2026-01-01', date_to: '2026-12-31' });
      await runJobs(t);
      const names = await zipNames((await download(res.json().data.id)).rawPayload);
      expect(names.filter((n) => n !== 'manifest.csv' && !n.includes('signature'))).toHaveLength(3);
      expect(names.some((n) => n.includes('Globex/'))).toBe(true);
      expect((await download(99999)).statusCode).toBe(404);
    });
  });
});

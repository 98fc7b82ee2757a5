import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type CallDef, fillPath } from '../../../src/contract/http';
import { track } from '../complianceFixtures';
import { type TestApp, forEachEngine } from '../harness';
import { sepaRow, workbook } from '../importFixtures';
import { fund } from '../ledgerFixtures';
import { type Company, makeJobsApp, runJobs } from '../reportingFixtures';
import { PDF, PNG } from '../ticketFixtures';
import { CALL_NAMES, defs, isErrorShape } from './contractShape';

/**
 * Issue 16, ASVS V5.2 (file upload), V5.3 (file storage), V5.4 (file download), V3.2.1 (content
 * types); API8. Generated over the contract:
 * - every multipart call refuses, by their bytes whatever name and type the client claims, SVG, HTML,
 *   polyglots (GIF/JavaScript, HTML in front of a PDF), executables and the wrong kind of file, and
 *   files over the limit, with a 4xx in the error shape, storing nothing;
 * - path tricks in file names never place a file outside the data folder nor keep `..` in a stored path;
 * - every file download carries its type, nosniff and `Content-Disposition: attachment`, unless it is
 *   an image whose type the server sniffed, shown inline; none is served as HTML or SVG.
 */

type Kind = 'image' | 'document' | 'sheet';
type Target = { params: Record<string, string | number>; who: 'manager' | 'admin'; fields: Record<string, string>; field: string; kind: Kind };

const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** A GIF header that is also JavaScript. */
const GIF_JS = Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.cookie);//');
/** HTML in front of a PDF (browsers sniff the HTML, lax PDF readers find the PDF). */
const HTML_PDF = Buffer.concat([HTML, PDF]);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 0x41)]);
const ZIP_NOT_XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
const PNG_OK = Buffer.concat([PNG, Buffer.alloc(1024, 3)]);
/** Makes any good file larger than every upload limit (20 MB for imports, the largest). */
const PADDING = Buffer.alloc(20.5 * 1024 * 1024, 0x20);

/** Per kind: the hostile files (each claims a type the call takes) and the type of a good one. */
const HOSTILE: Record<Kind, { label: string; name: string; type: string; content: Buffer }[]> = {
  image: [
    { label: 'SVG', name: 'logo.png', type: 'image/png', content: SVG },
    { label: 'SVG as svg', name: 'logo.svg', type: 'image/svg+xml', content: SVG },
    { label: 'HTML', name: 'logo.png', type: 'image/png', content: HTML },
    { label: 'GIF/JavaScript polyglot', name: 'logo.gif', type: 'image/gif', content: GIF_JS },
    { label: 'executable', name: 'logo.jpg', type: 'image/jpeg', content: EXE },
    { label: 'a PDF where an image is due', name: 'logo.png', type: 'image/png', content: PDF },
  ],
  document: [
    { label: 'SVG', name: 'passport.pdf', type: 'application/pdf', content: SVG },
    { label: 'HTML', name: 'passport.pdf', type: 'application/pdf', content: HTML },
    { label: 'HTML/PDF polyglot', name: 'passport.pdf', type: 'application/pdf', content: HTML_PDF },
    { label: 'GIF/JavaScript polyglot', name: 'passport.gif', type: 'image/gif', content: GIF_JS },
    { label: 'executable', name: 'passport.pdf', type: 'application/pdf', content: EXE },
  ],
  sheet: [
    { label: 'HTML', name: 'payments.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: HTML },
    { label: 'SVG', name: 'payments.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: SVG },
    { label: 'executable', name: 'payments.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: EXE },
    { label: 'a zip that is no workbook', name: 'payments.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: ZIP_NOT_XLSX },
    { label: 'a PDF where a workbook is due', name: 'payments.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: PDF },
  ],
};

const BOUNDARY = '----kontor-files-test';
const form = (fields: Record<string, string>, file: { field: string; name: string; type: string; content: Buffer }) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  body: Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
});

const storedFiles = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort() : [];

/** File downloads of the contract and how the test reaches one (the rest are listed with the reason). */
const MULTIPART_CALLS = CALL_NAMES.filter((n) => defs[n]?.multipart === true);
const FILE_CALLS = CALL_NAMES.filter((n) => defs[n]?.response === 'file');
const IMAGE_INLINE = /^image\/(png|jpeg|webp)$/;

await forEachEngine((engine) => {
  describe(`security: file uploads and downloads (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let admin = '';
    let eur = 0;
    let sheet: Buffer;
    let targets: Record<string, Target>;
    let downloads: Record<string, () => Promise<{ url: string; who: 'manager' | 'admin' }>>;
    const PATH_COLUMNS: [string, string][] = [['users', 'avatar_path'], ['products', 'image_path'], ['ticket_attachments', 'file_path'], ['kyc_files', 'file_path'], ['imports', 'file_path']];

    const tokenOf = async (who: 'manager' | 'admin') => (who === 'admin' ? admin : acme.manager.token());
    const upload = async (name: string, file: { name: string; type: string; content: Buffer }): Promise<LightMyRequestResponse> => {
      const def = defs[name] as CallDef;
      const target = targets[name] as Target;
      const f = form(target.fields, { field: target.field, ...file });
      return t.app.inject({ method: def.method, url: `${API_BASE}/${fillPath(def.path, target.params)}`, headers: { ...f.headers, authorization: `Bearer ${await tokenOf(target.who)}` }, payload: f.body });
    };
    const tableState = async () => {
      const out: unknown[] = [];
      for (const table of ['products', 'tickets', 'ticket_threads', 'ticket_attachments', 'imports', 'jobs', 'kyc_files', 'white_labels', 'white_label_documents', 'white_label_uploads', 'users'] as const) {
        out.push(await t.db.db.selectFrom(table).selectAll().orderBy('id').execute());
      }
      return JSON.stringify(out);
    };
    const good = (kind: Kind) =>
      kind === 'image' ? { name: 'image.png', type: 'image/png', content: PNG_OK } : kind === 'document' ? { name: 'letter.pdf', type: 'application/pdf', content: PDF } : { name: 'payments.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: sheet };

    beforeAll(async () => {
      const setup = await makeJobsApp(engine);
      ({ t, acme, admin } = setup);
      eur = setup.acmeEur;
      await fund(t, admin, eur, '1000.00');
      await t.db.db.updateTable('companies').set({ white_label_enabled: 1 }).where('id', '=', acme.companyId).execute();
      sheet = await workbook([sepaRow(1, '10.00')]);
      const managerId = (await t.db.db.selectFrom('users').select('id').where('email', '=', acme.managerEmail).executeTakeFirstOrThrow()).id;
      const trackingId = await track(t, acme.companyId, 'company', acme.companyId, 'UNCATEGORIZED');
      const opened = await acme.manager.call({ method: 'POST', url: `${API_BASE}/manager/tickets`, ...(() => { const f = form({ subject: 'Hello', message: 'Question' }, { field: 'attachments[]', name: 'letter.pdf', type: 'application/pdf', content: PDF }); return { body: f.body, headers: f.headers }; })() });
      expect(opened.statusCode, opened.body).toBe(201);
      const ticketId = opened.json<{ data: { id: number } }>().data.id;
      const product = await acme.manager.call({ method: 'POST', url: `${API_BASE}/manager/products`, body: { name: 'Widget', amount: '5.00', currency: 'EUR', to_account_id: eur, crypto_currencies: ['BTC'] } });
      expect(product.statusCode, product.body).toBe(201);
      const productId = product.json<{ data: { id: number } }>().data.id;
      targets = {
        'profile.avatar': { params: {}, who: 'manager', fields: {}, field: 'avatar', kind: 'image' },
        'admin.users.avatar': { params: { id: managerId }, who: 'admin', fields: {}, field: 'avatar', kind: 'image' },
        'manager.products.image': { params: { id: productId }, who: 'manager', fields: {}, field: 'image', kind: 'image' },
        'manager.whiteLabel.uploadImage': { params: {}, who: 'manager', fields: { column: 'logo_url' }, field: 'image', kind: 'image' },
        'admin.whiteLabel.uploadImage': { params: {}, who: 'admin', fields: { column: 'logo_url' }, field: 'image', kind: 'image' },
        'manager.whiteLabel.documentsUploadImage': { params: {}, who: 'manager', fields: { document_type: 'wire_confirmation', column: 'stamp_image_url' }, field: 'image', kind: 'image' },
        'admin.whiteLabel.documentsUploadImage': { params: {}, who: 'admin', fields: { document_type: 'wire_confirmation', column: 'stamp_image_url' }, field: 'image', kind: 'image' },
        'manager.compliance.uploadDocument': { params: { id: trackingId, file: 'supporting_document' }, who: 'manager', fields: {}, field: 'document', kind: 'document' },
        'manager.tickets.create': { params: {}, who: 'manager', fields: { subject: 'Another', message: 'Text' }, field: 'attachments[]', kind: 'document' },
        'manager.tickets.reply': { params: { id: ticketId }, who: 'manager', fields: { message: 'More' }, field: 'attachments[]', kind: 'document' },
        'manager.transactions.import': { params: {}, who: 'manager', fields: { is_submit: '0', bank_account_id: String(eur) }, field: 'file', kind: 'sheet' },
      };

      // Downloads: a record of each kind, made through the API.
      const ticketAtt = () => t.db.db.selectFrom('ticket_attachments').select(['id', 'ticket_id']).orderBy('id').executeTakeFirstOrThrow();
      const kycFile = () => t.db.db.selectFrom('kyc_files').select(['compliance_tracking_id', 'document_type']).where('compliance_tracking_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
      downloads = {
        'manager.bankAccounts.referenceLetter': async () => ({ url: `manager/bank-accounts/${eur}/reference-letter`, who: 'manager' }),
        'manager.activities.report': async () => ({ url: 'manager/activities/report', who: 'manager' }),
        'admin.activities.report': async () => ({ url: 'a/activities/report', who: 'admin' }),
        'manager.tickets.attachmentContent': async () => {
          const a = await ticketAtt();
          return { url: `manager/tickets/${a.ticket_id}/attachments/${a.id}/content`, who: 'manager' };
        },
        'manager.reports.download': async () => {
          const made = await acme.manager.call({ method: 'POST', url: `${API_BASE}/manager/reports/approved-transactions`, body: { bank_account_id: eur, period: 'total', format: 'csv' } });
          await runJobs(t);
          return { url: `manager/reports/${made.json<{ data: { id: number } }>().data.id}/download`, who: 'manager' };
        },
        'manager.imports.originalFile': async () => ({ url: `manager/imports/${await importId()}/downloads/original-file`, who: 'manager' }),
        'manager.imports.errorsFile': async () => ({ url: `manager/imports/${await importId()}/downloads/errors-file`, who: 'manager' }),
        'manager.transactions.wireConfirmation': async () => {
          const body = { bank_account_id: eur, amount: '12.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Payee GmbH', customer_iban: 'DE89370400440532013000', customer_country: 'DE' };
          const res = await acme.manager.confirmed({ method: 'POST', url: `${API_BASE}/manager/transactions/iban`, body });
          expect(res.statusCode, res.body).toBe(201);
          const id = res.json<{ data: { id: number } }>().data.id;
          // The confirmation exists for approved payments only: the bank's approval, set directly.
          await t.db.db.updateTable('transactions').set({ status: 'approved' }).where('id', '=', id).execute();
          return { url: `manager/transactions/${id}/wire-confirmation`, who: 'manager' };
        },
        'admin.compliance.document': async () => {
          const f = form({}, { field: 'document', name: 'letter.pdf', type: 'application/pdf', content: PDF });
          const sent = await acme.manager.call({ method: 'POST', url: `${API_BASE}/manager/compliance-trackings/${trackingId}/files/supporting_document/document`, body: f.body, headers: f.headers });
          expect(sent.statusCode, sent.body).toBeLessThan(300);
          const k = await kycFile();
          return { url: `a/compliance-trackings/${String(k.compliance_tracking_id)}/files/${String(k.document_type)}/document`, who: 'admin' };
        },
        // The PDF here; every format (camt.053 XML, MT940 text, PDF) is checked in its own test below.
        'manager.bankAccounts.statement': async () => ({ url: `manager/bank-accounts/${eur}/statement?format=pdf&date_from=2026-01-01&date_to=2026-01-31`, who: 'manager' }),
        // A daily PDF statement of a schedule (issue 41): the schedule's first day ends (the clock moves two
        // days; every later download here is a manager's, whose token is renewed), the job makes the file.
        'manager.scheduledStatements.download': async () => {
          const made = await acme.manager.call({ method: 'POST', url: `${API_BASE}/manager/statement-schedules`, body: { bank_account_id: eur, frequency: 'daily', format: 'pdf' } });
          expect(made.statusCode, made.body).toBe(201);
          t.advance(2 * 86_400);
          await runJobs(t);
          const statement = await t.db.db.selectFrom('scheduled_statements').select('id').orderBy('id').executeTakeFirstOrThrow();
          return { url: `manager/scheduled-statements/${statement.id}/file`, who: 'manager' };
        },
        'admin.kycFileArchives.download': async () => {
          const made = await t.app.inject({ method: 'POST', url: `${API_BASE}/a/kyc-file-archives`, headers: { authorization: `Bearer ${admin}` }, payload: { date_from: '2026-01-01', date_to: '2026-12-31' } });
          expect(made.statusCode, made.body).toBeLessThan(300);
          await runJobs(t);
          return { url: `a/kyc-file-archives/${made.json<{ data: { id: number } }>().data.id}/download`, who: 'admin' };
        },
      };
    });
    afterAll(async () => t.close());

    let importCache: number | undefined;
    const importId = async (): Promise<number> => {
      if (importCache !== undefined) return importCache;
      const bad = await workbook([sepaRow(1, '10.00'), sepaRow(2, 'ten')]);
      await acme.manager.token();
      t.advance(30);
      const f = form({ is_submit: '1', bank_account_id: String(eur) }, { field: 'file', name: 'payments.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: bad });
      const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/manager/transactions/import`, headers: { ...f.headers, authorization: `Bearer ${await acme.manager.token()}`, 'one-time-code': t.code() }, payload: f.body });
      expect(res.statusCode, res.body).toBe(201);
      await runJobs(t);
      importCache = res.json<{ data: { id: number } }>().data.id;
      return importCache;
    };

    it('knows how to reach every multipart call and every file download of the contract', () => {
      expect(MULTIPART_CALLS).toEqual(Object.keys(targets).sort());
      expect(FILE_CALLS).toEqual(Object.keys(downloads).sort());
    });

    it('V5.2.2 / API8: every upload refuses SVG, HTML, polyglots, executables and the wrong kind of file by their bytes, and stores nothing', async () => {
      for (const name of MULTIPART_CALLS) {
        const target = targets[name] as Target;
        for (const file of HOSTILE[target.kind]) {
          const before = { files: storedFiles(t.dataDir), tables: await tableState() };
          const res = await upload(name, file);
          expect(res.statusCode >= 400 && res.statusCode < 500, `${name} ${file.label}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(true);
          expect(isErrorShape(res.body), `${name} ${file.label}: ${res.body.slice(0, 200)}`).toBe(true);
          expect({ files: storedFiles(t.dataDir), tables: await tableState() }, `${name} ${file.label}`).toEqual(before);
        }
      }
    });

    it('V5.2.1 / API4: every upload refuses a file over its limit (20.5 MB) with 413 or 422 and stores nothing', async () => {
      for (const name of MULTIPART_CALLS) {
        const target = targets[name] as Target;
        const g = good(target.kind);
        const before = { files: storedFiles(t.dataDir), tables: await tableState() };
        const res = await upload(name, { ...g, content: Buffer.concat([g.content, PADDING]) });
        expect([413, 422], `${name}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        expect(isErrorShape(res.body), name).toBe(true);
        expect({ files: storedFiles(t.dataDir), tables: await tableState() }, name).toEqual(before);
      }
    });

    it('V5.3.2: path tricks in file names never write outside the data folder nor keep ".." in a stored path; the good file is taken', async () => {
      const tag = crypto.randomBytes(6).toString('hex');
      const names = [`../../../../../../../../../tmp/kontor-escape-${tag}.png`, `..\\..\\kontor-escape-${tag}.png`, `../kontor-escape-${tag}.png`, `%2e%2e%2fkontor-escape-${tag}.png`, `kontor-escape-${tag}\u0000.png`];
      for (const name of MULTIPART_CALLS) {
        const target = targets[name] as Target;
        const g = good(target.kind);
        const ext = path.extname(g.name);
        for (const trick of names) {
          const res = await upload(name, { ...g, name: trick.replace('.png', ext) });
          expect(res.statusCode, `${name} ${trick}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        }
        // The control: the same call takes the good file.
        const ok = await upload(name, g);
        expect(ok.statusCode, `${name}: ${ok.body.slice(0, 300)}`).toBeLessThan(300);
      }
      for (const dir of [os.tmpdir(), path.dirname(t.dataDir), '/tmp', process.cwd()]) {
        expect(fs.readdirSync(dir).filter((f) => f.includes(`kontor-escape-${tag}`)), dir).toEqual([]);
      }
      for (const [table, column] of PATH_COLUMNS) {
        const rows = await t.db.db.selectFrom(table as 'users').select(column as 'avatar_path').execute();
        for (const row of rows) {
          const value = (row as Record<string, unknown>)[column];
          if (typeof value === 'string') expect(value, `${table}.${column}`).not.toMatch(/(^|[\\/])\.\.([\\/]|$)|^[\\/]|\u0000/);
        }
      }
    });

    it('V5.4.1 / V3.2.1: every file download has its type, nosniff and Content-Disposition attachment (images the server sniffed may be inline); none is HTML or SVG', async () => {
      for (const name of FILE_CALLS) {
        const make = downloads[name];
        if (!make) throw new Error(`no download for ${name}`);
        const { url, who } = await make();
        const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/${url}`, headers: { authorization: `Bearer ${await tokenOf(who)}` } });
        expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
        const type = String(res.headers['content-type'] ?? '');
        const disposition = String(res.headers['content-disposition'] ?? '');
        expect(type, name).not.toBe('');
        expect(type.split(';')[0]?.trim(), name).not.toMatch(/^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)$/i);
        expect(res.headers['x-content-type-options'], name).toBe('nosniff');
        if (IMAGE_INLINE.test(type.split(';')[0] ?? '')) expect(disposition, name).toMatch(/^(inline|attachment)/);
        else expect(disposition, name).toMatch(/^attachment;/);
      }
    });

    it('V5.4.1 / V3.2.1: an account statement comes in each format with its own type, nosniff, no-store and Content-Disposition attachment', async () => {
      // camt.053 is XML by its standard (ISO 20022), so application/xml is its type: it is never
      // rendered, being an attachment with nosniff under the server's CSP, and every text in it is
      // escaped by the writer (statementDocument tests).
      const expected = { camt053: ['application/xml', '.xml'], mt940: ['text/plain', '.sta'], pdf: ['application/pdf', '.pdf'] } as const;
      for (const [format, [type, extension]] of Object.entries(expected)) {
        const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/manager/bank-accounts/${eur}/statement?format=${format}&date_from=2026-01-01&date_to=2026-01-31`, headers: { authorization: `Bearer ${await tokenOf('manager')}` } });
        expect(res.statusCode, `${format}: ${res.body.slice(0, 200)}`).toBe(200);
        expect(String(res.headers['content-type']).split(';')[0]?.trim(), format).toBe(type);
        expect(res.headers['x-content-type-options'], format).toBe('nosniff');
        expect(String(res.headers['cache-control']), format).toContain('no-store');
        expect(String(res.headers['content-disposition']), format).toMatch(new RegExp(`^attachment; filename="[^"/\\\\]+\\${extension}"$`));
        expect(String(res.headers['content-security-policy'] ?? ''), format).not.toBe('');
      }
    });

    it('V5.4.1: uploaded images are served with the type sniffed from their bytes, nosniff, never as HTML (avatars, product images)', async () => {
      // A JPEG header followed by HTML: taken as a JPEG, it must never come back as a page.
      const jpegHtml = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16, 0), HTML]);
      const avatar = await upload('profile.avatar', { name: 'me.html', type: 'text/html', content: jpegHtml });
      const image = await upload('manager.products.image', { name: 'me.png', type: 'image/png', content: PNG_OK });
      expect(image.statusCode, image.body).toBeLessThan(300);
      const urls: string[] = [];
      if (avatar.statusCode < 300) urls.push(String(avatar.json<{ data: { avatar: string } }>().data.avatar));
      else expect(isErrorShape(avatar.body)).toBe(true);
      const stored = await t.db.db.selectFrom('products').select('image_path').where('image_path', 'is not', null).executeTakeFirstOrThrow();
      const product = await acme.manager.call({ method: 'GET', url: `${API_BASE}/manager/products/${(await t.db.db.selectFrom('products').select('id').where('image_path', '=', stored.image_path).executeTakeFirstOrThrow()).id}` });
      const productImage = /"image(_url)?":"([^"]+)"/.exec(product.body)?.[2];
      if (productImage) urls.push(productImage);
      expect(urls.length).toBeGreaterThan(0);
      for (const u of urls) {
        const res = await t.app.inject({ method: 'GET', url: new URL(u, 'http://localhost').pathname });
        expect(res.statusCode, u).toBe(200);
        expect(String(res.headers['content-type']), u).toMatch(/^image\/(png|jpeg|webp)/);
        expect(res.headers['x-content-type-options'], u).toBe('nosniff');
        expect(res.headers['content-disposition'] ?? 'inline', u).not.toMatch(/html/);
      }
    });
  });
});

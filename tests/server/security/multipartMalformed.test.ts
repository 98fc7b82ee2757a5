import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../src/contract/calls';
import { type CallDef, fillPath } from '../../../src/contract/http';
import type { OpenApiDocument } from '../../../src/server/docs/openapi';
import { NOT_YET } from '../../../src/server/http/notYet';
import { track } from '../complianceFixtures';
import { forEachEngine, makeApp, type TestApp } from '../harness';
import { adminToken, api, insertAccount, makeCompany } from '../ledgerFixtures';
import { PDF, PNG, ticketForm } from '../ticketFixtures';

/**
 * Security issue, item 6: a multipart body the server cannot read (no boundary, a body cut short, a
 * boundary that is not the body's) answers 4xx in the documented error shape on every multipart call,
 * never 500, and changes nothing.
 */

const BOUNDARY = '----kontor-well-formed';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; content: Buffer };

const formBody = (parts: Part[]): Buffer =>
  Buffer.concat([
    ...parts.flatMap((p) =>
      'content' in p
        ? [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`), p.content, Buffer.from('\r\n')]
        : [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)],
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

const png = (name: string): Part => ({ name, filename: 'image.png', type: 'image/png', content: Buffer.concat([PNG, Buffer.alloc(2048, 3)]) });
const pdf = (name: string): Part => ({ name, filename: 'letter.pdf', type: 'application/pdf', content: Buffer.concat([PDF, Buffer.alloc(2048, 32)]) });

/** How a malformed variant is made from the well-formed body. */
const VARIANTS: Record<string, (body: Buffer) => { contentType: string; body: Buffer }> = {
  'no boundary': (body) => ({ contentType: 'multipart/form-data', body }),
  'an empty boundary': (body) => ({ contentType: 'multipart/form-data; boundary=', body }),
  'a truncated body': (body) => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: body.subarray(0, Math.floor(body.length * 0.6)) }),
  'a wrong boundary': (body) => ({ contentType: 'multipart/form-data; boundary=----kontor-not-this-one', body }),
};

const defs = calls as Record<string, CallDef>;
/** Every multipart call the server routes (the contract's call table; planned calls have no route yet). */
const MULTIPART_CALLS = Object.entries(defs).filter(([name, d]) => d.multipart === true && !NOT_YET.has(name)).map(([name]) => name).sort();

/** Every file under the data folder (uploads, tickets, imports, kyc…), relative. */
const storedFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort()
    : [];

const TABLES = ['products', 'tickets', 'ticket_threads', 'ticket_attachments', 'imports', 'jobs', 'kyc_files', 'compliance_trackings', 'white_labels', 'white_label_documents', 'users', 'activities', 'notifications'] as const;

await forEachEngine((engine) => {
  describe(`malformed multipart bodies (${engine})`, () => {
    let t: TestApp;
    let targets: Record<string, () => Promise<{ params: Record<string, string | number>; token: string; parts: Part[] }>>;

    const snapshot = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const table of TABLES) tables[table] = await t.db.db.selectFrom(table).selectAll().orderBy('id').execute();
      return { files: storedFiles(t.dataDir), tables };
    };

    beforeAll(async () => {
      t = await makeApp(engine);
      const acme = await makeCompany(t, 'Acme');
      await t.db.db.updateTable('companies').set({ white_label_enabled: 1 }).where('id', '=', acme.companyId).execute();
      const account = await insertAccount(t, acme.companyId, 'EUR');
      const admin = await adminToken(t);
      const managerId = (await t.db.db.selectFrom('users').select('id').where('email', '=', acme.managerEmail).executeTakeFirstOrThrow()).id;
      const trackingId = await track(t, acme.companyId, 'company', acme.companyId, 'UNCATEGORIZED');
      const ticket = ticketForm({ subject: 'Card blocked', message: 'Please help' });
      const opened = await acme.manager.call({ method: 'POST', url: api('manager/tickets'), body: ticket.body, headers: ticket.headers });
      expect(opened.statusCode, opened.body).toBe(201);
      const ticketId = opened.json().data.id as number;
      const manager = () => acme.manager.token();
      const product = await acme.manager.call({ method: 'POST', url: api('manager/products'), body: { name: 'Widget', amount: '5.00', currency: 'EUR', to_account_id: account, crypto_currencies: ['BTC'] } });
      expect(product.statusCode, product.body).toBe(201);
      const productId = product.json().data.id as number;

      targets = {
        'manager.products.image': async () => ({ params: { id: productId }, token: await manager(), parts: [png('image')] }),
        'profile.avatar': async () => ({ params: {}, token: await manager(), parts: [png('avatar')] }),
        'admin.users.avatar': async () => ({ params: { id: managerId }, token: admin, parts: [png('avatar')] }),
        'manager.whiteLabel.uploadImage': async () => ({ params: {}, token: await manager(), parts: [{ name: 'column', value: 'logo_url' }, png('image')] }),
        'admin.whiteLabel.uploadImage': async () => ({ params: {}, token: admin, parts: [{ name: 'column', value: 'logo_url' }, png('image')] }),
        'manager.whiteLabel.documentsUploadImage': async () => ({
          params: {}, token: await manager(), parts: [{ name: 'document_type', value: 'wire_confirmation' }, { name: 'column', value: 'stamp_image_url' }, png('image')],
        }),
        'admin.whiteLabel.documentsUploadImage': async () => ({
          params: {}, token: admin, parts: [{ name: 'document_type', value: 'wire_confirmation' }, { name: 'column', value: 'stamp_image_url' }, png('image')],
        }),
        'manager.transactions.import': async () => ({
          params: {}, token: await manager(),
          parts: [{ name: 'is_submit', value: '0' }, { name: 'bank_account_id', value: String(account) }, { name: 'file', filename: 'payments.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: Buffer.alloc(4096, 7) }],
        }),
        'manager.compliance.uploadDocument': async () => ({ params: { id: trackingId, file: 'supporting_document' }, token: await manager(), parts: [pdf('document')] }),
        'manager.tickets.create': async () => ({ params: {}, token: await manager(), parts: [{ name: 'subject', value: 'Hello' }, { name: 'message', value: 'A question' }, pdf('attachments[]')] }),
        'manager.tickets.reply': async () => ({ params: { id: ticketId }, token: await manager(), parts: [{ name: 'message', value: 'More detail' }, pdf('attachments[]')] }),
      };
    });
    afterAll(async () => t.close());

    it('documents the 400 of an unreadable body on every multipart call', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/docs/v1/openapi.json' })).json<OpenApiDocument>();
      for (const name of MULTIPART_CALLS) {
        const def = defs[name];
        const op = def ? doc.paths[`/${def.path}`]?.[def.method.toLowerCase() as 'post'] : undefined;
        expect(op?.responses['400']?.description, name).toMatch(/multipart\/form-data/);
      }
    });

    it('knows how to reach every multipart call the server routes', () => {
      expect(MULTIPART_CALLS.length).toBeGreaterThan(0);
      for (const name of MULTIPART_CALLS) expect(t.app.registeredCalls.has(name), name).toBe(true);
      expect(MULTIPART_CALLS).toEqual(Object.keys(targets).sort());
    });

    for (const name of MULTIPART_CALLS) {
      it(`${name}: no boundary, an empty one, a truncated body and a wrong boundary answer 4xx in the error shape and change nothing`, async () => {
        const def = defs[name];
        const target = targets[name];
        if (!def || !target) throw new Error(`No target for ${name}`);
        const { params, token, parts } = await target();
        const url = api(fillPath(def.path, params));
        const body = formBody(parts);
        const before = await snapshot();
        for (const [label, make] of Object.entries(VARIANTS)) {
          const variant = make(body);
          const res = await t.app.inject({ method: def.method, url, headers: { authorization: `Bearer ${token}`, 'content-type': variant.contentType }, payload: variant.body });
          expect(res.statusCode >= 400 && res.statusCode < 500, `${label}: ${res.statusCode} ${res.body}`).toBe(true);
          const answer = res.json<Record<string, unknown>>();
          expect(typeof answer.message, label).toBe('string');
          expect(Object.keys(answer).every((key) => key === 'message' || key === 'errors'), label).toBe(true);
          if (answer.errors !== undefined) {
            for (const messages of Object.values(answer.errors as Record<string, unknown>)) expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string'), label).toBe(true);
          }
          expect(await snapshot(), label).toEqual(before);
        }
        // The control: the same call with the well-formed body gets past the parser (a 2xx, or a 422 on its content).
        const ok = await t.app.inject({ method: def.method, url, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: body });
        expect([200, 201, 422], `${ok.statusCode} ${ok.body}`).toContain(ok.statusCode);
      });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_ATTACHMENT_MAX_BYTES } from '../../src/contract/constants';
import { nowIso } from '../../src/server/db/values';
import { createUser, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, insertAccount, insertFeePlans, makeCompany, setSetting } from './ledgerFixtures';
import { HTML, PDF, PNG, storedTicketFiles, ticketForm, type Upload } from './ticketFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;
type Who = Company['manager'];
type Row = { id: number; subject: string; status: string };

await forEachEngine((engine) => {
  describe(`support tickets (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let globex: Company;
    let acmeTx = 0;
    let globexTx = 0;

    const open = (who: Who, fields: Record<string, string | string[]>, files: Upload[] = []) => {
      const form = ticketForm(fields, files);
      return who.call({ method: 'POST', url: api('manager/tickets'), body: form.body, headers: form.headers });
    };
    const replyTo = (who: Who, id: number, fields: Record<string, string>, files: Upload[] = []) => {
      const form = ticketForm(fields, files);
      return who.call({ method: 'POST', url: api(`manager/tickets/${id}/reply`), body: form.body, headers: form.headers });
    };
    const get = (who: Who, path: string) => who.call({ method: 'GET', url: api(path) });
    const rowCounts = async () => ({
      tickets: Number((await t.db.db.selectFrom('tickets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      threads: Number((await t.db.db.selectFrom('ticket_threads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      attachments: Number((await t.db.db.selectFrom('ticket_attachments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      files: storedTicketFiles(t.dataDir).length,
    });
    const firstTransaction = async (companyId: number) =>
      (await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;

    beforeAll(async () => {
      t = await makeApp(engine);
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      const admin = await adminToken(t);
      await fund(t, admin, await insertAccount(t, acme.companyId, 'EUR', { selected: 1 }), '100.00');
      await fund(t, admin, await insertAccount(t, globex.companyId, 'EUR', { selected: 1 }), '100.00');
      acmeTx = await firstTransaction(acme.companyId);
      globexTx = await firstTransaction(globex.companyId);
    });
    afterAll(async () => t.close());

    it('opens a ticket with attachments (multipart, name[] arrays) and serves them with their type and name', async () => {
      const res = await open(acme.manager, { subject: 'Payment not received', message: 'Our payee has not received the funds.', priority: 'high', 'transaction_ids[]': [String(acmeTx)] }, [
        { name: 'statement.pdf', content: PDF, type: 'application/pdf' },
        { name: '../../etc/screen shot', content: PNG, type: 'text/html' },
      ]);
      expect(res.statusCode).toBe(201);
      const ticket = res.json().data;
      expect(ticket).toMatchObject({ subject: 'Payment not received', status: 'open', priority: 'high', transaction_ids: [acmeTx], threads_count: 1, attachments_count: 2, closed_at: null });
      expect(ticket.user.email).toBe(acme.managerEmail);
      expect(ticket.threads).toHaveLength(1);
      expect(ticket.threads[0]).toMatchObject({ message: 'Our payee has not received the funds.', is_staff: false });
      // The type comes from the bytes, the name loses its path and gets the type's extension.
      expect(ticket.threads[0].attachments.map((a: { filename: string; mime_type: string }) => [a.filename, a.mime_type])).toEqual([
        ['statement.pdf', 'application/pdf'],
        ['screen shot.png', 'image/png'],
      ]);
      const [pdf, png] = ticket.attachments as { id: number; size: number }[];
      expect(pdf?.size).toBe(PDF.length);
      const content = await get(acme.reader, `manager/tickets/${ticket.id}/attachments/${png?.id}/content`);
      expect(content.statusCode).toBe(200);
      expect(content.headers['content-type']).toBe('image/png');
      expect(content.headers['content-disposition']).toBe(`attachment; filename="screen shot.png"; filename*=UTF-8''screen%20shot.png`);
      expect(content.headers['x-content-type-options']).toBe('nosniff');
      expect(content.rawPayload.equals(PNG)).toBe(true);
      const listed = (await get(acme.manager, `manager/tickets/${ticket.id}/attachments`)).json().data;
      expect(listed.map((a: { id: number }) => a.id)).toEqual([pdf?.id, png?.id]);
      // Stored under the data folder, never under a name from the request.
      const files = storedTicketFiles(t.dataDir);
      expect(files).toHaveLength(2);
      expect(files.every((f) => /tickets\/\d+\/[0-9a-f]{32}\.(pdf|png)$/.test(f))).toBe(true);
    });

    it('replies with attachments, lists threads and one thread, and the reply reopens a closed ticket', async () => {
      const id = (await open(acme.manager, { subject: 'Card limit', message: 'Please raise our limit.' })).json().data.id as number;
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/tickets/${id}`), body: { status: 'closed' } })).json().data).toMatchObject({ status: 'closed' });
      t.advance(60);
      const res = await replyTo(acme.manager, id, { message: 'One more detail.' }, [{ name: 'limit.pdf', content: PDF }]);
      expect(res.statusCode).toBe(201);
      const thread = res.json().data;
      expect(thread).toMatchObject({ message: 'One more detail.', is_staff: false, attachments: [{ filename: 'limit.pdf', mime_type: 'application/pdf', ticket_id: id }] });
      const threads = (await get(acme.reader, `manager/tickets/${id}/threads`)).json().data;
      expect(threads.map((th: { message: string }) => th.message)).toEqual(['Please raise our limit.', 'One more detail.']);
      expect((await get(acme.reader, `manager/tickets/${id}/threads/${thread.id}`)).json().data).toMatchObject({ id: thread.id, message: 'One more detail.' });
      const detail = (await get(acme.reader, `manager/tickets/${id}`)).json().data;
      expect(detail).toMatchObject({ status: 'open', closed_at: null, threads_count: 2, attachments_count: 1, last_message_at: nowIso(t.clock.now) });
      // A staff answer shows as such.
      const staff = await createUser(t, { email: 'support@test.local', role: 'admin' });
      await t.db.db.insertInto('ticket_threads').values({ ticket_id: id, user_id: staff, message: 'Done.', created_at: nowIso(t.clock.now), updated_at: nowIso(t.clock.now) }).execute();
      expect((await get(acme.manager, `manager/tickets/${id}/threads`)).json().data[2]).toMatchObject({ message: 'Done.', is_staff: true });
      // Another ticket's thread is not found through this ticket.
      const other = (await open(acme.manager, { subject: 'Other', message: 'Other' })).json().data;
      expect((await get(acme.manager, `manager/tickets/${id}/threads/${other.threads[0].id}`)).statusCode).toBe(404);
      expect((await get(acme.manager, `manager/tickets/${id}/attachments/${detail.attachments[0].id + 1000}/content`)).statusCode).toBe(404);
    });

    it('closes and reopens by PUT; answered cannot be set by a manager', async () => {
      const id = (await open(acme.manager, { subject: 'Close me', message: 'Text' })).json().data.id as number;
      const put = (status: string) => acme.manager.call({ method: 'PUT', url: api(`manager/tickets/${id}`), body: { status } });
      const closed = await put('closed');
      expect(closed.json().data).toMatchObject({ status: 'closed', closed_at: nowIso(t.clock.now) });
      expect((await put('open')).json().data).toMatchObject({ status: 'open', closed_at: null });
      const bad = await put('answered');
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ message: 'The selected status is invalid.', errors: { status: ['The selected status is invalid.'] } });
      const types = await t.db.db.selectFrom('activities').select('type').where('type', 'like', 'ticket.%').execute();
      expect(types.filter((a) => a.type === 'ticket.status_changed').length).toBeGreaterThanOrEqual(3);
    });

    it('pages, sorts and filters the list on the server (status, priority, search in subject, messages and #id)', async () => {
      for (let i = 0; i < 3; i += 1) {
        t.advance(10);
        await open(globex.manager, { subject: `Globex question ${i}`, message: i === 1 ? 'About the IBAN of Zephyr' : 'Plain', priority: i === 2 ? 'low' : '' });
      }
      const list = (query: string) => get(globex.manager, `manager/tickets${query}`);
      const page1 = (await list('?per_page=2')).json();
      expect(page1.meta).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
      expect(page1.data.map((r: Row) => r.subject)).toEqual(['Globex question 2', 'Globex question 1']);
      expect(page1.data[0]).toMatchObject({ priority: 'low', threads_count: 1, attachments_count: 0 });
      expect(page1.data[0].threads).toBeUndefined();
      expect((await list('?per_page=2&page=2')).json().data.map((r: Row) => r.subject)).toEqual(['Globex question 0']);
      expect((await list('?sort=subject&order=asc')).json().data.map((r: Row) => r.subject)).toEqual(['Globex question 0', 'Globex question 1', 'Globex question 2']);
      expect((await list('?search=zephyr')).json().data.map((r: Row) => r.subject)).toEqual(['Globex question 1']);
      expect((await list('?search=question%202')).json().meta.total).toBe(1);
      expect((await list('?priority=low')).json().meta.total).toBe(1);
      const first = page1.data[1] as Row;
      expect((await list(`?search=%23${first.id}`)).json().data.map((r: Row) => r.id)).toEqual([first.id]);
      t.advance(10);
      await globex.manager.call({ method: 'PUT', url: api(`manager/tickets/${first.id}`), body: { status: 'closed' } });
      expect((await list('?status=closed')).json().data.map((r: Row) => r.id)).toEqual([first.id]);
      expect((await list('?status=open')).json().meta.total).toBe(2);
      expect((await list('?status=pending')).statusCode).toBe(422);
      expect((await list('?sort=DROP TABLE')).statusCode).toBe(422);
      // A sort key that is no column (a prototype name included) falls back to the default order.
      for (const key of ['constructor', 'password']) expect((await list(`?sort=${key}`)).statusCode, key).toBe(200);
      expect((await list('?per_page=101')).statusCode).toBe(422);
      // Only the company's own tickets, newest activity first, at most 5.
      const latest = (await get(globex.manager, 'manager/tickets/latest')).json().data as Row[];
      expect(latest.map((r) => r.id)).toEqual([first.id, ...page1.data.filter((r: Row) => r.id !== first.id).map((r: Row) => r.id), ...(await list('?per_page=2&page=2')).json().data.map((r: Row) => r.id)]);
      const acmeLatest = (await get(acme.manager, 'manager/tickets/latest')).json().data as Row[];
      expect(acmeLatest.length).toBeLessThanOrEqual(5);
      expect(acmeLatest.some((r) => r.subject.startsWith('Globex'))).toBe(false);
    });

    it('lets manager-reader read but not write (403), and changes nothing', async () => {
      const ticket = (await open(acme.manager, { subject: 'Reader test', message: 'Text' })).json().data;
      const before = await rowCounts();
      expect((await get(acme.reader, 'manager/tickets')).statusCode).toBe(200);
      expect((await get(acme.reader, `manager/tickets/${ticket.id}`)).statusCode).toBe(200);
      expect((await open(acme.reader, { subject: 'Nope', message: 'Nope' }, [{ name: 'a.pdf', content: PDF }])).statusCode).toBe(403);
      expect((await replyTo(acme.reader, ticket.id, { message: 'Nope' }, [{ name: 'a.pdf', content: PDF }])).statusCode).toBe(403);
      expect((await acme.reader.call({ method: 'PUT', url: api(`manager/tickets/${ticket.id}`), body: { status: 'closed' } })).statusCode).toBe(403);
      expect(await rowCounts()).toEqual(before);
      expect((await get(acme.reader, `manager/tickets/${ticket.id}`)).json().data.status).toBe('open');
    });

    it("answers 404 for another company's ticket, thread and attachment on every call, and refuses its transactions", async () => {
      const theirs = (await open(globex.manager, { subject: 'Globex private', message: 'Secret' }, [{ name: 'secret.pdf', content: PDF }])).json().data;
      const before = await rowCounts();
      const att = theirs.attachments[0].id as number;
      for (const path of [`manager/tickets/${theirs.id}`, `manager/tickets/${theirs.id}/threads`, `manager/tickets/${theirs.id}/threads/${theirs.threads[0].id}`, `manager/tickets/${theirs.id}/attachments`, `manager/tickets/${theirs.id}/attachments/${att}/content`]) {
        const res = await get(acme.manager, path);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toEqual({ message: 'Ticket not found.' });
      }
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/tickets/${theirs.id}`), body: { status: 'closed' } })).statusCode).toBe(404);
      expect((await replyTo(acme.manager, theirs.id, { message: 'Hi' }, [{ name: 'x.pdf', content: PDF }])).statusCode).toBe(404);
      const foreign = await open(acme.manager, { subject: 'Foreign tx', message: 'Text', 'transaction_ids[]': [String(acmeTx), String(globexTx)] });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({ transaction_ids: ['The selected transaction ids are invalid.'] });
      expect(await rowCounts()).toEqual(before);
      expect((await get(acme.manager, 'manager/tickets?search=Globex%20private')).json().meta.total).toBe(0);
    });

    it('refuses oversized, wrong-type, empty and too many attachments with 422 and stores nothing', async () => {
      const ticket = (await open(acme.manager, { subject: 'Uploads', message: 'Text' })).json().data;
      const before = await rowCounts();
      const big = Buffer.concat([PDF, Buffer.alloc(TICKET_ATTACHMENT_MAX_BYTES, 0x20)]);
      const cases: [string, Upload[], string][] = [
        ['oversized', [{ name: 'ok.pdf', content: PDF }, { name: 'big.pdf', content: big }], 'Each attachment may not be greater than 5 MB.'],
        ['wrong type', [{ name: 'ok.png', content: PNG }, { name: 'page.pdf', content: HTML, type: 'application/pdf' }], 'The attachment page.pdf must be a PDF, PNG, JPEG or WebP file.'],
        ['empty', [{ name: 'empty.pdf', content: Buffer.alloc(0) }], 'The attachment empty.pdf is empty.'],
        ['too many', Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, content: PDF })), 'You may attach at most 5 files.'],
      ];
      for (const [label, files, message] of cases) {
        const created = await open(acme.manager, { subject: 'With files', message: 'Text' }, files);
        expect(created.statusCode, label).toBe(422);
        expect(created.json().errors.attachments, label).toContain(message);
        const replied = await replyTo(acme.manager, ticket.id, { message: 'Text' }, files);
        expect(replied.statusCode, label).toBe(422);
      }
      expect(await rowCounts()).toEqual(before);
    });

    it('answers malformed input with 422 in the documented shape and changes nothing', async () => {
      const ticket = (await open(acme.manager, { subject: 'Malformed', message: 'Text' })).json().data;
      const before = await rowCounts();
      const missing = await open(acme.manager, { subject: '   ' }, [{ name: 'a.pdf', content: PDF }]);
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['message', 'subject']);
      const combined = await open(acme.manager, { subject: 'x'.repeat(201), message: 'Text', priority: 'urgent' }, [{ name: 'evil.html', content: HTML }]);
      expect(combined.statusCode).toBe(422);
      expect(Object.keys(combined.json().errors).sort()).toEqual(['attachments', 'priority', 'subject']);
      expect((await open(acme.manager, { subject: 'Bad ids', message: 'Text', 'transaction_ids[]': ['abc'] })).statusCode).toBe(422);
      const json = await acme.manager.call({ method: 'POST', url: api('manager/tickets'), body: { subject: 'JSON', message: 'Text' } });
      expect(json.statusCode).toBe(422);
      expect(json.json()).toEqual({ message: 'Send the ticket as multipart/form-data.', errors: { message: ['Send the ticket as multipart/form-data.'] } });
      expect((await replyTo(acme.manager, ticket.id, { message: '' })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/tickets/${ticket.id}`), body: {} })).statusCode).toBe(422);
      expect((await get(acme.manager, 'manager/tickets/abc')).statusCode).toBe(422);
      expect((await get(acme.manager, `manager/tickets/${ticket.id}/attachments/x/content`)).statusCode).toBe(422);
      expect(await rowCounts()).toEqual(before);
    });
  });
});

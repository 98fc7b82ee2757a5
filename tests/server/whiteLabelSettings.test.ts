import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHITE_LABEL_DOCUMENT_TYPES } from '../../src/contract/enums';
import { whiteLabelImageDir } from '../../src/server/modules/whiteLabel/images';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';
import { HTML, JPEG, PNG, postImage, SVG } from './whiteLabelFixtures';

const ADMIN = '/api/v1/a/white-label';
const MANAGER = '/api/v1/manager/company/white-label';
const PUBLIC = '/api/v1/white-label';

const defaults = { name: 'Kontor Bank', primary_color: '#1f4e79', secondary_color: '#f2a900', support_email: 'help@kontor.test' };
const own = { name: 'Acme Pay', primary_color: '#C62828', secondary_color: '#263238', support_email: 'Support@Acme.test' };

const storedFiles = (t: TestApp): string[] => {
  const dir = whiteLabelImageDir(t.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

await forEachEngine((engine) => {
  describe(`white-label settings (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let manager: string;
    let reader: string;
    let plain: string;
    let other: string;
    let acmeId: number;
    beforeAll(async () => {
      t = await makeApp(engine);
      acmeId = await createCompany(t, 'Acme');
      const plainId = await createCompany(t, 'Plain');
      const otherId = await createCompany(t, 'Other');
      await t.db.db.updateTable('companies').set({ white_label_enabled: 1 }).where('id', 'in', [acmeId, otherId]).execute();
      await createUser(t, { email: 'admin@wl.test', role: 'admin' });
      await createUser(t, { email: 'mgr@wl.test', role: 'manager', companyId: acmeId, twoFactor: true });
      await createUser(t, { email: 'reader@wl.test', role: 'manager-reader', companyId: acmeId, twoFactor: true });
      await createUser(t, { email: 'plain@wl.test', role: 'manager', companyId: plainId, twoFactor: true });
      await createUser(t, { email: 'other@wl.test', role: 'manager', companyId: otherId, twoFactor: true });
      admin = (await login(t, 'admin@wl.test')).token;
      manager = (await login(t, 'mgr@wl.test', true)).token;
      reader = (await login(t, 'reader@wl.test', true)).token;
      plain = (await login(t, 'plain@wl.test', true)).token;
      other = (await login(t, 'other@wl.test', true)).token;
      expect((await call(t, { method: 'PUT', url: ADMIN, token: admin, body: defaults })).statusCode).toBe(200);
    });
    afterAll(async () => t.close());

    it('shows a company without its own white label the platform defaults, marked inherited', async () => {
      const res = await call(t, { method: 'GET', url: MANAGER, token: reader });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ ...defaults, inherited: true, theme_locked: true });
    });

    it('refuses companies without the white-label feature, readers writing, and the other side of admin/manager', async () => {
      expect((await call(t, { method: 'GET', url: MANAGER, token: plain })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: MANAGER, token: plain, body: own })).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: `${MANAGER}/documents`, token: plain })).statusCode).toBe(403);
      expect((await postImage(t, `${MANAGER}/upload-image`, plain, { column: 'logo_url' }, { content: PNG })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: MANAGER, token: reader, body: own })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: `${MANAGER}/documents`, token: reader, body: { document_type: 'report' } })).statusCode).toBe(403);
      expect((await postImage(t, `${MANAGER}/upload-image`, reader, { column: 'logo_url' }, { content: PNG })).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: `${ADMIN}/documents`, token: manager })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: `${ADMIN}/documents`, token: manager, body: { document_type: 'report' } })).statusCode).toBe(403);
      expect((await postImage(t, `${ADMIN}/upload-image`, manager, { column: 'logo_url' }, { content: PNG })).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: MANAGER, token: admin })).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: MANAGER })).statusCode).toBe(401);
      expect(await t.db.db.selectFrom('white_labels').select('id').where('company_id', 'is not', null).execute()).toEqual([]);
      expect(storedFiles(t)).toEqual([]);
    });

    it('validates colours (#RRGGBB), the support e-mail, the name and image addresses, changing nothing', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...own, primary_color: 'red' }, 'primary_color'],
        [{ ...own, primary_color: '#abc' }, 'primary_color'],
        [{ ...own, secondary_color: '#12345g' }, 'secondary_color'],
        [{ ...own, support_email: 'nobody' }, 'support_email'],
        [{ ...own, name: '' }, 'name'],
        [{ ...own, name: 'x'.repeat(101) }, 'name'],
        [{ ...own, logo_url: 'https://evil.example/logo.png' }, 'logo_url'],
        [{ ...own, favicon_url: 'javascript:alert(1)' }, 'favicon_url'],
        [{ ...own, background_url: '/media/white-label/c999-AAAAAAAAAAAAAAAA.png' }, 'background_url'],
      ];
      for (const [body, field] of cases) {
        const res = await call(t, { method: 'PUT', url: MANAGER, token: manager, body });
        expect({ field, status: res.statusCode }).toEqual({ field, status: 422 });
        expect(Object.keys(res.json().errors)).toEqual([field]);
      }
      expect(await t.db.db.selectFrom('white_labels').select('id').where('company_id', '=', acmeId).execute()).toEqual([]);
    });

    it('saves the company its own record, moves cache_set_at, logs it, and leaves the public branding alone', async () => {
      const before = (await call(t, { method: 'GET', url: MANAGER, token: manager })).json().data.cache_set_at;
      t.advance(30);
      const res = await call(t, { method: 'PUT', url: MANAGER, token: manager, body: own });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ name: 'Acme Pay', primary_color: '#C62828', support_email: 'support@acme.test', inherited: false });
      expect(Date.parse(res.json().data.cache_set_at)).toBeGreaterThan(Date.parse(before));
      t.advance(30);
      const again = await call(t, { method: 'PUT', url: MANAGER, token: manager, body: { ...own, name: 'Acme Pay 2' } });
      expect(Date.parse(again.json().data.cache_set_at)).toBeGreaterThan(Date.parse(res.json().data.cache_set_at));
      expect((await call(t, { method: 'GET', url: PUBLIC })).json().data).toMatchObject(defaults);
      expect((await call(t, { method: 'GET', url: MANAGER, token: other })).json().data).toMatchObject({ ...defaults, inherited: true });
      const log = await t.db.db.selectFrom('activities').select(['company_id', 'meta']).where('type', '=', 'white_label.updated').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(log.company_id).toBe(acmeId);
      expect(JSON.parse(log.meta ?? '{}')).toMatchObject({ scope: 'company', changed: ['name'] });
    });

    it('refuses hostile uploads and stores nothing', async () => {
      const url = `${MANAGER}/upload-image`;
      const refused = [
        await postImage(t, url, manager, { column: 'logo_url' }, { content: HTML, filename: 'logo.png', type: 'image/png' }),
        await postImage(t, url, manager, { column: 'logo_url' }, { content: SVG, filename: 'logo.svg', type: 'image/svg+xml' }),
        await postImage(t, url, manager, { column: 'logo_url' }, { content: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) }),
        await postImage(t, url, manager, { column: 'theme' }, { content: PNG }),
        await postImage(t, url, manager, {}, { content: PNG }),
        await postImage(t, url, manager, { column: 'logo_url' }, null),
        await call(t, { method: 'POST', url, token: manager, body: { column: 'logo_url', image: 'iVBORw0KGgo=' } }),
      ];
      for (const res of refused) expect(res.statusCode === 413 || res.statusCode === 422, `${res.statusCode} ${res.body}`).toBe(true);
      expect(refused.map((res) => Object.keys(res.json().errors ?? {}))).toEqual([['image'], ['image'], ['image'], ['column'], ['column'], ['image'], ['image']]);
      expect(storedFiles(t)).toEqual([]);
    });

    it('stores an image, serves it with its type and nosniff, and lets only its own white label use it', async () => {
      const upload = await postImage(t, `${MANAGER}/upload-image`, manager, { column: 'favicon_url' }, { content: JPEG, filename: 'icon.exe' });
      expect(upload.statusCode).toBe(200);
      const { url, column } = upload.json().data;
      expect(column).toBe('favicon_url');
      expect(url).toMatch(new RegExp(`^/media/white-label/c${acmeId}-[A-Za-z0-9_-]{16}\\.jpg$`));
      expect(storedFiles(t)).toEqual([path.basename(url)]);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(JPEG)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/media/white-label/..%2F..%2Fsecret.png' })).statusCode).toBe(404);

      expect((await call(t, { method: 'PUT', url: MANAGER, token: other, body: { ...own, favicon_url: url } })).json().errors).toHaveProperty('favicon_url');
      expect((await call(t, { method: 'PUT', url: ADMIN, token: admin, body: { ...defaults, favicon_url: url } })).json().errors).toHaveProperty('favicon_url');
      const saved = await call(t, { method: 'PUT', url: MANAGER, token: manager, body: { ...own, favicon_url: url } });
      expect(saved.json().data.favicon_url).toBe(url);
      const kept = await call(t, { method: 'PUT', url: MANAGER, token: manager, body: { ...own, favicon_url: url, logo_url: '' } });
      expect(kept.json().data).toMatchObject({ favicon_url: url, logo_url: null });

      const next = (await postImage(t, `${MANAGER}/upload-image`, manager, { column: 'favicon_url' }, { content: PNG })).json().data.url;
      expect(storedFiles(t)).toEqual([path.basename(url), path.basename(next)].sort());
      await call(t, { method: 'PUT', url: MANAGER, token: manager, body: { ...own, favicon_url: next } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(storedFiles(t)).toEqual([path.basename(next)]);
    });

    it('lists the document types paginated, inherits the defaults, and saves a company its own version', async () => {
      const adminDoc = await call(t, { method: 'PUT', url: `${ADMIN}/documents`, token: admin, body: { document_type: 'report', header_text: 'Kontor Bank AG', footer_text: 'Registered in Berlin' } });
      expect(adminDoc.statusCode).toBe(200);
      expect(adminDoc.json().data).toMatchObject({ document_type: 'report', header_text: 'Kontor Bank AG', inherited: false, enabled: true });

      const page1 = (await call(t, { method: 'GET', url: `${MANAGER}/documents?per_page=2`, token: reader })).json();
      expect(page1.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: WHITE_LABEL_DOCUMENT_TYPES.length });
      expect(page1.data.map((d: { document_type: string }) => d.document_type)).toEqual(WHITE_LABEL_DOCUMENT_TYPES.slice(0, 2));
      const page2 = (await call(t, { method: 'GET', url: `${MANAGER}/documents?per_page=2&page=2`, token: reader })).json();
      expect(page2.data).toEqual([expect.objectContaining({ document_type: 'report', header_text: 'Kontor Bank AG', inherited: true, id: null })]);

      const bad = await call(t, { method: 'PUT', url: `${MANAGER}/documents`, token: manager, body: { document_type: 'passport', header_text: 'x' } });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['document_type']);
      const tooLong = await call(t, { method: 'PUT', url: `${MANAGER}/documents`, token: manager, body: { document_type: 'report', footer_text: 'x'.repeat(2001) } });
      expect(tooLong.statusCode).toBe(422);

      const mine = await call(t, { method: 'PUT', url: `${MANAGER}/documents`, token: manager, body: { document_type: 'report', header_text: 'Acme Pay', enabled: false } });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toMatchObject({ document_type: 'report', header_text: 'Acme Pay', footer_text: null, enabled: false, inherited: false });
      expect((await call(t, { method: 'GET', url: `${MANAGER}/documents?page=2&per_page=2`, token: other })).json().data[0]).toMatchObject({ header_text: 'Kontor Bank AG', inherited: true });
      expect((await call(t, { method: 'GET', url: `${ADMIN}/documents?page=2&per_page=2`, token: admin })).json().data[0]).toMatchObject({ header_text: 'Kontor Bank AG', enabled: true });
    });

    it('puts an uploaded image in a document column and refuses bad document uploads', async () => {
      const url = `${MANAGER}/documents/upload-image`;
      const before = storedFiles(t);
      const refused = [
        await postImage(t, url, manager, { document_type: 'report', column: 'logo_url' }, { content: PNG }),
        await postImage(t, url, manager, { document_type: 'invoice', column: 'stamp_image_url' }, { content: PNG }),
        await postImage(t, url, manager, { document_type: 'report', column: 'stamp_image_url' }, { content: HTML }),
      ];
      expect(refused.map((res) => res.statusCode)).toEqual([422, 422, 422]);
      expect(storedFiles(t)).toEqual(before);
      const stampBefore = (await call(t, { method: 'GET', url: MANAGER, token: manager })).json().data.cache_set_at;
      t.advance(5);
      const res = await postImage(t, url, manager, { document_type: 'wire_confirmation', column: 'stamp_image_url' }, { content: PNG });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ document_type: 'wire_confirmation', inherited: false, stamp_image_url: expect.stringMatching(/^\/media\/white-label\/c\d+-.+\.png$/) });
      expect((await t.app.inject({ method: 'GET', url: res.json().data.stamp_image_url })).headers['content-type']).toBe('image/png');
      const replaced = await postImage(t, url, manager, { document_type: 'wire_confirmation', column: 'stamp_image_url' }, { content: JPEG });
      expect(replaced.json().data.stamp_image_url).toMatch(/\.jpg$/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(storedFiles(t)).not.toContain(path.basename(res.json().data.stamp_image_url));
      expect(storedFiles(t)).toContain(path.basename(replaced.json().data.stamp_image_url));
      expect(Date.parse((await call(t, { method: 'GET', url: MANAGER, token: manager })).json().data.cache_set_at)).toBeGreaterThan(Date.parse(stampBefore));
      const logged = await t.db.db.selectFrom('activities').select('type').where('company_id', '=', acmeId).where('type', 'like', 'white_label.%').execute();
      expect(new Set(logged.map((row) => row.type))).toEqual(new Set(['white_label.updated', 'white_label.image_uploaded', 'white_label.document_updated', 'white_label.document_image_uploaded']));
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHITE_LABEL_IMAGE_MAX_BYTES, whiteLabelImageDir } from '../../../src/server/modules/whiteLabel/images';
import {
  PENDING_UPLOAD_MESSAGES, UNSAVED_UPLOAD_BYTES_MAX, UNSAVED_UPLOAD_TTL_SECONDS, UNSAVED_UPLOADS_MAX, WHITE_LABEL_UPLOAD_CLEANUP_JOB_TYPE,
} from '../../../src/server/modules/whiteLabel/pendingUploads';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from '../harness';
import { adminToken } from '../ledgerFixtures';
import { runJobs } from '../reportingFixtures';
import { JPEG, PNG, postImage } from '../whiteLabelFixtures';

/**
 * Security issue, item 8: white-label images uploaded but never saved piled up for ever (and are public).
 * An upload not saved into the white label within a day is deleted by a job; a company (and the platform
 * default) may hold at most UNSAVED_UPLOADS_MAX unsaved uploads of UNSAVED_UPLOAD_BYTES_MAX together;
 * images a save replaces are deleted (kept from before).
 */

const MANAGER = '/api/v1/manager/company/white-label';
const ADMIN = '/api/v1/a/white-label';
const own = { name: 'Acme Pay', primary_color: '#C62828', secondary_color: '#263238', support_email: 'support@acme.test' };

await forEachEngine((engine) => {
  describe(`unsaved white-label uploads (${engine})`, () => {
    let t: TestApp;
    let n = 0;

    const storedFiles = (): string[] => {
      const dir = whiteLabelImageDir(t.dataDir);
      return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    };
    const nameOf = (url: string) => path.basename(url);
    const pending = async (companyId: number | null) =>
      (companyId === null
        ? await t.db.db.selectFrom('white_label_uploads').select('file_name').where('company_id', 'is', null).execute()
        : await t.db.db.selectFrom('white_label_uploads').select('file_name').where('company_id', '=', companyId).execute()
      ).length;
    const cleanupJobs = () => t.db.db.selectFrom('jobs').selectAll().where('type', '=', WHITE_LABEL_UPLOAD_CLEANUP_JOB_TYPE).execute();

    /** A company with the white-label feature and its signed-in manager. */
    const whiteLabelCompany = async () => {
      n += 1;
      const companyId = await createCompany(t, `WL ${n}`);
      await t.db.db.updateTable('companies').set({ white_label_enabled: 1 }).where('id', '=', companyId).execute();
      const email = `wl-manager-${n}@test.local`;
      await createUser(t, { email, role: 'manager', companyId, twoFactor: true });
      t.advance(30);
      return { companyId, token: (await login(t, email, true)).token };
    };
    const upload = (token: string, content: Buffer = PNG, url = `${MANAGER}/upload-image`) => postImage(t, url, token, { column: 'logo_url' }, { content });

    beforeAll(async () => {
      t = await makeApp(engine);
    });
    afterAll(async () => t.close());

    it('deletes an upload not saved within a day (a job due a day later) and keeps the one that was saved', async () => {
      const { companyId, token } = await whiteLabelCompany();
      const unsaved = (await upload(token)).json().data.url as string;
      const saved = (await upload(token, JPEG)).json().data.url as string;
      expect((await call(t, { method: 'PUT', url: MANAGER, token, body: { ...own, logo_url: saved } })).statusCode).toBe(200);
      expect(await pending(companyId)).toBe(1);

      const jobs = (await cleanupJobs()).filter((j) => [nameOf(unsaved), nameOf(saved)].some((name) => j.payload.includes(name)));
      expect(jobs).toHaveLength(2);
      for (const job of jobs) expect(Date.parse(job.run_at) - t.clock.now.getTime()).toBe(UNSAVED_UPLOAD_TTL_SECONDS * 1000);

      // Not due before the day is over.
      t.advance(UNSAVED_UPLOAD_TTL_SECONDS - 60);
      await runJobs(t);
      expect(storedFiles()).toEqual(expect.arrayContaining([nameOf(unsaved), nameOf(saved)]));
      expect((await t.app.inject({ method: 'GET', url: unsaved })).statusCode).toBe(200);

      t.advance(120);
      expect(await runJobs(t)).toBeGreaterThanOrEqual(2);
      expect(storedFiles()).not.toContain(nameOf(unsaved));
      expect((await t.app.inject({ method: 'GET', url: unsaved })).statusCode).toBe(404);
      expect(storedFiles()).toContain(nameOf(saved));
      expect((await t.app.inject({ method: 'GET', url: saved })).statusCode).toBe(200);
      expect(await pending(companyId)).toBe(0);
    });

    it(`refuses a company more than ${UNSAVED_UPLOADS_MAX} unsaved uploads with a 422 in the error shape, storing nothing; a save frees the quota`, async () => {
      const acme = await whiteLabelCompany();
      const other = await whiteLabelCompany();
      const urls: string[] = [];
      for (let i = 0; i < UNSAVED_UPLOADS_MAX; i += 1) {
        const res = await upload(acme.token);
        expect(res.statusCode, res.body).toBe(200);
        urls.push(res.json().data.url as string);
      }
      const files = storedFiles();
      const jobs = (await cleanupJobs()).length;
      const refused = await upload(acme.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: PENDING_UPLOAD_MESSAGES.tooMany, errors: { image: [PENDING_UPLOAD_MESSAGES.tooMany] } });
      expect(storedFiles()).toEqual(files);
      expect((await cleanupJobs()).length).toBe(jobs);
      expect(await pending(acme.companyId)).toBe(UNSAVED_UPLOADS_MAX);

      // Per company: another one is not held back.
      expect((await upload(other.token)).statusCode).toBe(200);
      // Saving one of them makes room for one more.
      expect((await call(t, { method: 'PUT', url: MANAGER, token: acme.token, body: { ...own, logo_url: urls[0] } })).statusCode).toBe(200);
      expect((await upload(acme.token)).statusCode).toBe(200);
      expect((await upload(acme.token)).statusCode).toBe(422);
    });

    it(`refuses unsaved uploads beyond ${UNSAVED_UPLOAD_BYTES_MAX / 1024 / 1024} MB together, and still takes a small one`, async () => {
      const { companyId, token } = await whiteLabelCompany();
      const big = Buffer.concat([PNG, Buffer.alloc(WHITE_LABEL_IMAGE_MAX_BYTES - PNG.length - 1024)]);
      const fit = Math.floor(UNSAVED_UPLOAD_BYTES_MAX / big.length);
      for (let i = 0; i < fit; i += 1) expect((await upload(token, big)).statusCode).toBe(200);
      const files = storedFiles();
      const refused = await upload(token, big);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: PENDING_UPLOAD_MESSAGES.tooLarge, errors: { image: [PENDING_UPLOAD_MESSAGES.tooLarge] } });
      expect(storedFiles()).toEqual(files);
      expect((await upload(token, PNG)).statusCode).toBe(200);
      expect(await pending(companyId)).toBe(fit + 1);
    });

    it('holds the platform default to the same quota', async () => {
      const admin = await adminToken(t);
      for (let i = 0; i < UNSAVED_UPLOADS_MAX; i += 1) expect((await upload(admin, PNG, `${ADMIN}/upload-image`)).statusCode).toBe(200);
      expect((await upload(admin, PNG, `${ADMIN}/upload-image`)).statusCode).toBe(422);
      expect(await pending(null)).toBe(UNSAVED_UPLOADS_MAX);
    });

    it('deletes an image a save replaces, keeps the new one, and leaves both out of the quota', async () => {
      const { companyId, token } = await whiteLabelCompany();
      const first = (await upload(token)).json().data.url as string;
      expect((await call(t, { method: 'PUT', url: MANAGER, token, body: { ...own, logo_url: first } })).statusCode).toBe(200);
      const second = (await upload(token, JPEG)).json().data.url as string;
      expect((await call(t, { method: 'PUT', url: MANAGER, token, body: { ...own, logo_url: second } })).statusCode).toBe(200);
      // Gone by the time the save answers.
      expect(storedFiles()).not.toContain(nameOf(first));
      expect(storedFiles()).toContain(nameOf(second));
      expect(await pending(companyId)).toBe(0);
      t.advance(UNSAVED_UPLOAD_TTL_SECONDS + 60);
      await runJobs(t);
      expect(storedFiles()).toContain(nameOf(second));
    });
  });
});

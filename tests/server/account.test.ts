import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/server/auth/totp';
import { call, createCompany, createUser, forEachEngine, login, makeApp, TEST_PASSWORD, type TestApp } from './harness';

const linkIn = async (t: TestApp, to: string, pattern: RegExp): Promise<RegExpExecArray> => {
  const mail = await t.db.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const match = pattern.exec(mail.body);
  if (!match) throw new Error(`no link in ${mail.body}`);
  return match;
};

await forEachEngine((engine) => {
  describe(`registration, e-mail approval, password reset, profile and two-factor set-up (${engine})`, () => {
    let t: TestApp;
    let ownerId: number;
    beforeAll(async () => {
      t = await makeApp(engine);
      ownerId = await createCompany(t, 'Owner AG', { affiliation_code: 'owner1' });
      await t.db.db.insertInto('settings').values({ key: 'company_initial_fiat_accounts', value: '["EUR"]', updated_at: new Date().toISOString() }).execute();
    });
    afterAll(async () => t.close());

    const registration = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@test.local', password: 'Str0ng-pass', password_confirmation: 'Str0ng-pass', legal_type: 'company', company_name: 'Analytical Ltd' };

    it('registers through an affiliate link, needs the e-mail approved before sign-in', async () => {
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/affiliate-owner/owner1' })).json().data).toEqual({ id: ownerId, name: 'Owner AG' });
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/registration/nope', body: registration })).statusCode).toBe(404);
      const res = await call(t, { method: 'POST', url: '/api/v1/auth/registration/owner1', body: registration });
      expect(res.statusCode).toBe(201);
      const dup = await call(t, { method: 'POST', url: '/api/v1/auth/registration', body: registration });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors.email).toEqual(['The email has already been taken.']);

      const company = await t.db.db.selectFrom('companies').selectAll().where('name', '=', 'Analytical Ltd').executeTakeFirstOrThrow();
      expect(company.affiliate_owner_company_id).toBe(ownerId);
      expect(company.enabled).toBe(0);
      const accounts = await t.db.db.selectFrom('bank_accounts').select(['currency', 'selected']).where('company_id', '=', company.id).execute();
      expect(accounts).toEqual([{ currency: 'EUR', selected: 1 }]);

      const early = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'ada@test.local', password: 'Str0ng-pass' } });
      expect(early.statusCode).toBe(403);
      const [, key, code] = await linkIn(t, 'ada@test.local', /\/u\/email\/([\w-]+)\/([\w-]+)/);
      expect((await call(t, { method: 'POST', url: `/api/v1/auth/approve-email/${key}/wrong` })).statusCode).toBe(404);
      expect((await call(t, { method: 'POST', url: `/api/v1/auth/approve-email/${key}/${code}` })).statusCode).toBe(200);
      expect((await call(t, { method: 'POST', url: `/api/v1/auth/approve-email/${key}/${code}` })).statusCode).toBe(404);
      const ok = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'ada@test.local', password: 'Str0ng-pass' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.user.is_compliance_trackings_required).toBe(true);
    });

    it('resets a password through the e-mailed link once, and signs out every session', async () => {
      await createUser(t, { email: 'forgot@test.local', role: 'admin' });
      const session = await login(t, 'forgot@test.local');
      const unknown = await call(t, { method: 'POST', url: '/api/v1/auth/forgot-password', body: { email: 'nobody@test.local' } });
      const known = await call(t, { method: 'POST', url: '/api/v1/auth/forgot-password', body: { email: 'forgot@test.local' } });
      expect(unknown.json()).toEqual(known.json());
      const [, key, token] = await linkIn(t, 'forgot@test.local', /key=([\w-]+)&token=([\w-]+)/);
      expect((await call(t, { method: 'GET', url: `/api/v1/auth/reset-password/${key}/${token}` })).json().data.email).toBe('forgot@test.local');
      const weak = await call(t, { method: 'POST', url: `/api/v1/auth/reset-password/${key}/${token}`, body: { password: 'password', password_confirmation: 'password' } });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().errors.password).toContain('The password must contain at least one number.');
      const done = await call(t, { method: 'POST', url: `/api/v1/auth/reset-password/${key}/${token}`, body: { password: 'N3w-password', password_confirmation: 'N3w-password' } });
      expect(done.statusCode).toBe(200);
      expect((await call(t, { method: 'POST', url: `/api/v1/auth/reset-password/${key}/${token}`, body: { password: 'N3w-password2', password_confirmation: 'N3w-password2' } })).statusCode).toBe(404);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: session.token })).statusCode).toBe(401);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'forgot@test.local', password: 'N3w-password' } })).statusCode).toBe(200);
      const logLine = await t.db.db.selectFrom('outbox').select('body').where('to_address', '=', 'forgot@test.local').executeTakeFirstOrThrow();
      expect(logLine.body).toContain('/reset-password?');
    });

    it('updates the profile and validates it', async () => {
      await createUser(t, { email: 'prof@test.local', role: 'admin' });
      const { token } = await login(t, 'prof@test.local');
      const bad = await call(t, { method: 'PUT', url: '/api/v1/profile', token, body: { first_name: 'A'.repeat(500), last_name: 'B', phone: 'call me' } });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['first_name', 'phone']);
      const ok = await call(t, { method: 'PUT', url: '/api/v1/profile', token, body: { first_name: 'Grace', last_name: 'Hopper', phone: '+49 30 123456' } });
      expect(ok.statusCode).toBe(200);
      expect((await call(t, { method: 'GET', url: '/api/v1/profile', token })).json().data).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', phone: '+49 30 123456' });
    });

    it('sets up two-factor with a QR code and a code, then asks for a code to change the password or remove it', async () => {
      await createUser(t, { email: 'tfa@test.local', role: 'admin' });
      const { token } = await login(t, 'tfa@test.local');
      const qr = await call(t, { method: 'GET', url: '/api/v1/profile/2fa/google/qr-code', token });
      expect(qr.statusCode).toBe(200);
      const { secret, qr_code, otpauth_url } = qr.json().data as { secret: string; qr_code: string; otpauth_url: string };
      expect(qr_code).toMatch(/^data:image\/png;base64,/);
      expect(otpauth_url).toContain(`secret=${secret}`);
      const wrong = await call(t, { method: 'POST', url: '/api/v1/profile/2fa/google/assign', token, body: { code: '000000' === totpCode(secret, t.clock.now.getTime()) ? '111111' : '000000' } });
      expect(wrong.statusCode).toBe(422);
      expect((await call(t, { method: 'POST', url: '/api/v1/profile/2fa/google/assign', token, body: { code: '12345' } })).statusCode).toBe(422);
      const assign = await call(t, { method: 'POST', url: '/api/v1/profile/2fa/google/assign', token, body: { code: totpCode(secret, t.clock.now.getTime()) } });
      expect(assign.statusCode).toBe(200);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).json().data.two_factor_auth.google).toBe(true);

      t.advance(30);
      const pw = { current_password: TEST_PASSWORD, password: 'An0ther-pass', password_confirmation: 'An0ther-pass' };
      const noCode = await call(t, { method: 'PUT', url: '/api/v1/profile/password', token, body: pw });
      expect(noCode.statusCode).toBe(403);
      expect(noCode.headers['otp-required']).toBe('true');
      const wrongCurrent = await call(t, { method: 'PUT', url: '/api/v1/profile/password', token, body: { ...pw, current_password: 'nope' }, code: totpCode(secret, t.clock.now.getTime()) });
      expect(wrongCurrent.statusCode).toBe(422);
      const changed = await call(t, { method: 'PUT', url: '/api/v1/profile/password', token, body: pw, code: totpCode(secret, t.clock.now.getTime()) });
      expect(changed.statusCode).toBe(200);

      t.advance(30);
      expect((await call(t, { method: 'DELETE', url: '/api/v1/profile/2fa/google/remove', token })).statusCode).toBe(403);
      const removed = await call(t, { method: 'DELETE', url: '/api/v1/profile/2fa/google/remove', token, code: totpCode(secret, t.clock.now.getTime()) });
      expect(removed.statusCode).toBe(200);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).json().data.two_factor_auth.google).toBe(false);
    });

    it('accepts a real image as avatar and refuses other files', async () => {
      await createUser(t, { email: 'pic@test.local', role: 'admin' });
      const { token } = await login(t, 'pic@test.local');
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const upload = (content: Buffer, filename: string) => {
        const boundary = '----kontor';
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return t.app.inject({ method: 'POST', url: '/api/v1/profile/avatar', payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      };
      const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png');
      expect(fake.statusCode).toBe(422);
      expect(fake.json().errors.avatar).toEqual(['The avatar must be a PNG, JPEG or WebP image.']);
      const big = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), 'big.png');
      expect(big.statusCode).toBe(422);
      const ok = await upload(png, 'me.png');
      expect(ok.statusCode).toBe(200);
      const url = ok.json().data.avatar as string;
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect((await t.app.inject({ method: 'GET', url: '/media/avatars/..%2F..%2Fapp.key' })).statusCode).toBe(404);
    });
  });
});

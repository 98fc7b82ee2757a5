import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publishAccountsCreated } from '../bankAccounts/events';
import type { z } from 'zod';
import type { authCalls } from '../../../contract/calls/auth';
import { hashPassword } from '../../auth/passwords';
import { openInitialAccounts } from '../../ledger/accounts';
import { randomToken, sha256 } from '../../auth/secrets';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { readSettings } from '../../ledger/settings';
import { fieldError, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { sendMail } from '../mail/outbox';
import { announceOpened, openTracking } from '../compliance/open';

type Registration = z.output<(typeof authCalls)['auth.registration']['body']>;

export const EMAIL_APPROVAL_TTL_HOURS = 48;
export const REGISTRATION_MESSAGE = 'Registration complete. Please approve your e-mail address with the link we have sent you.';

/**
 * Features a new company starts with: the initial features of its legal type (settings
 * initial_features_{individual|company}), limited to those allowed for that type (allowed_features_*).
 */
const initialFeatures = async (ctx: AppContext, legalType: 'individual' | 'company'): Promise<Record<string, boolean>> => {
  const settings = await readSettings(ctx.db);
  const initial = legalType === 'individual' ? settings.initial_features_individual : settings.initial_features_company;
  const allowed: readonly string[] = legalType === 'individual' ? settings.allowed_features_individual : settings.allowed_features_company;
  return Object.fromEntries(initial.filter((f) => allowed.includes(f)).map((f) => [f, true]));
};

/** A new user starts with a company that is not enabled yet and a compliance tracking to complete. */
const register = async (ctx: AppContext, req: FastifyRequest, input: Registration, affiliateOwnerId: number | null) => {
  const taken = await ctx.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (taken) throw fieldError('email', 'The email has already been taken.');
  const now = nowIso(ctx.now());
  const passwordHash = await hashPassword(input.password);
  const features = await initialFeatures(ctx, input.legal_type);
  const { user, opened } = await ctx.db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('companies')
      .values({
        name: input.legal_type === 'company' ? (input.company_name ?? '') : `${input.first_name} ${input.last_name}`,
        legal_type: input.legal_type,
        enabled: 0,
        features: JSON.stringify(features),
        psp_portal_attached: 0,
        white_label_enabled: 0,
        company_types: JSON.stringify(['REGULAR']),
        affiliate_owner_company_id: affiliateOwnerId,
        affiliation_code: null,
        white_label_owner_company_id: null,
        payment_service_status: 'ONBOARDING_START',
        portal_services: '{}',
        country: input.country ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await trx
      .insertInto('users')
      .values({
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: null,
        password_hash: passwordHash,
        role: 'manager',
        company_id: company.id,
        enabled: 1,
        email_verified_at: null,
        avatar_path: null,
        totp_secret_enc: null,
        totp_pending_enc: null,
        totp_enabled: 0,
        otp_failures: 0,
        otp_locked_until: null,
        otp_last_step: 0,
        compliance_required: 1,
        compliance_preparing: 0,
        user_lead_id: null,
        livechat_token: null,
        is_demo: 0,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'company_id'])
      .executeTakeFirstOrThrow();
    // The compliance tracking the new user must complete (decisions: "Compliance (KYC)").
    const tracking = await openTracking(trx, ctx.now(), {
      companyId: company.id, subjectType: 'user', subjectId: created.id, category: 'REGISTRATION', legalType: input.legal_type, recipients: [created.id],
    });
    return { user: created, opened: tracking };
  });
  await announceOpened(ctx, opened);
  if (user.company_id !== null) {
    const companyName = input.legal_type === 'company' ? (input.company_name ?? '') : `${input.first_name} ${input.last_name}`;
    await publishAccountsCreated(ctx, await openInitialAccounts(ctx.db, { id: user.company_id, name: companyName, crypto: features.crypto === true }, ctx.now()));
  }
  await sendApprovalMail(ctx, req, user.id, input.email, input.first_name);
  await recordActivity(ctx, req, {
    type: 'user.registered', userId: user.id, companyId: user.company_id, description: 'Registered',
    timeline: { entityClass: 'user', entityId: user.id, event: 'registered' },
  });
  return { message: REGISTRATION_MESSAGE };
};

export const sendApprovalMail = async (ctx: AppContext, req: FastifyRequest, userId: number, email: string, firstName: string): Promise<void> => {
  const key = randomToken(12);
  const code = randomToken(24);
  const now = ctx.now();
  await ctx.db
    .insertInto('email_verifications')
    .values({ user_id: userId, key, code_hash: sha256(code), email, expires_at: nowIso(new Date(now.getTime() + EMAIL_APPROVAL_TTL_HOURS * 3600_000)), used_at: null, created_at: nowIso(now) })
    .execute();
  const link = `${ctx.config.publicUrl}/u/email/${key}/${code}`;
  await sendMail(ctx, req.log, { to: email, subject: 'Approve your e-mail address', body: `Hello ${firstName},\n\nplease approve your e-mail address: ${link}\n\nThe link is valid for ${EMAIL_APPROVAL_TTL_HOURS} hours.` });
};

const affiliateOwner = async (ctx: AppContext, code: string) => {
  const owner = await ctx.db.selectFrom('companies').select(['id', 'name']).where('affiliation_code', '=', code).where('enabled', '=', 1).executeTakeFirst();
  if (!owner) throw notFound('This affiliate link is not valid.');
  return owner;
};

export const registerRegistrationRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'auth.registration', async ({ ctx, req, reply, body }) => {
    const result = await register(ctx, req, body, null);
    reply.code(201);
    return result;
  });

  registerCall(app, 'auth.registrationAffiliated', async ({ ctx, req, reply, params, body }) => {
    const owner = await affiliateOwner(ctx, params.affiliation);
    const result = await register(ctx, req, body, owner.id);
    reply.code(201);
    return result;
  });

  registerCall(app, 'auth.affiliateOwner', async ({ ctx, params }) => ({ data: await affiliateOwner(ctx, params.id) }));

  registerCall(app, 'auth.approveEmail', async ({ ctx, params }) => {
    const now = nowIso(ctx.now());
    const row = await ctx.db.selectFrom('email_verifications').selectAll().where('key', '=', params.a).executeTakeFirst();
    if (!row || row.used_at || row.expires_at <= now || row.code_hash !== sha256(params.b)) throw notFound('This approval link is invalid or has expired.');
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('email_verifications').set({ used_at: now }).where('id', '=', row.id).execute();
      await trx.updateTable('users').set({ email_verified_at: now, updated_at: now }).where('id', '=', row.user_id).where('email', '=', row.email).execute();
    });
    return { message: 'Your e-mail address has been approved. You can sign in now.' };
  });
};

import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import type { CompanyRef } from '../../../contract/entities';
import { hashPassword } from '../../auth/passwords';
import { randomToken, sha256 } from '../../auth/secrets';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../domain/errors';
import { openInitialAccounts } from '../../ledger/accounts';
import { readSettings } from '../../ledger/settings';
import { recordActivity } from '../activityLogs/record';
import { publishAccountsCreated } from '../bankAccounts/events';
import { affiliateOwnerByCode, insertCompany } from '../companies/queries';
import { announceOpened, openTracking } from '../compliance/open';
import { sendMail } from '../mail/outbox';
import { emailTaken, insertUser, markEmailVerified } from '../users/queries';
import { emailVerificationByKey, insertEmailVerification, useEmailVerification } from './linkStore';

type Registration = CallOutput<'auth.registration', 'body'>;

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
export const register = async (ctx: AppContext, req: FastifyRequest, input: Registration, affiliateOwnerId: number | null = null): Promise<{ message: string }> => {
  if (await emailTaken(ctx.db, input.email)) throw fieldError('email', 'The email has already been taken.');
  const now = nowIso(ctx.now());
  const passwordHash = await hashPassword(input.password);
  const features = await initialFeatures(ctx, input.legal_type);
  const { user, opened } = await ctx.db.transaction().execute(async (trx) => {
    const company = await insertCompany(trx, {
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
    });
    const created = await insertUser(trx, {
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
    });
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
    type: 'user.registered', userId: user.id, companyId: user.company_id, description: 'Account registered',
    timeline: { entityClass: 'user', entityId: user.id, event: 'registered' },
  });
  return { message: REGISTRATION_MESSAGE };
};

export const sendApprovalMail = async (ctx: AppContext, req: FastifyRequest, userId: number, email: string, firstName: string): Promise<void> => {
  const key = randomToken(12);
  const code = randomToken(24);
  const now = ctx.now();
  await insertEmailVerification(ctx.db, {
    user_id: userId, key, code_hash: sha256(code), email, expires_at: nowIso(new Date(now.getTime() + EMAIL_APPROVAL_TTL_HOURS * 3600_000)), used_at: null, created_at: nowIso(now),
  });
  const link = `${ctx.config.publicUrl}/u/email/${key}/${code}`;
  await sendMail(ctx, req.log, { to: email, subject: 'Approve your e-mail address', body: `Hello ${firstName},\n\nplease approve your e-mail address: ${link}\n\nThe link is valid for ${EMAIL_APPROVAL_TTL_HOURS} hours.` });
};

/** The company an affiliate link names (its affiliation code), enabled. */
export const affiliateOwner = async (ctx: AppContext, code: string): Promise<CompanyRef> => {
  const owner = await affiliateOwnerByCode(ctx.db, code);
  if (!owner) throw notFound('This affiliate link is not valid.');
  return owner;
};

/** Registration from an affiliate link: the new company belongs to the link's owner. */
export const registerAffiliated = async (ctx: AppContext, req: FastifyRequest, code: string, input: Registration): Promise<{ message: string }> =>
  register(ctx, req, input, (await affiliateOwner(ctx, code)).id);

/** The link of the approval mail: the address is approved once, before the link expires. */
export const approveEmail = async (ctx: AppContext, key: string, code: string): Promise<{ message: string }> => {
  const now = nowIso(ctx.now());
  const row = await emailVerificationByKey(ctx.db, key);
  if (!row || row.used_at || row.expires_at <= now || row.code_hash !== sha256(code)) throw notFound('This approval link is invalid or has expired.');
  await ctx.db.transaction().execute(async (trx) => {
    await useEmailVerification(trx, row.id, now);
    await markEmailVerified(trx, row.user_id, row.email, now);
  });
  return { message: 'Your e-mail address has been approved. You can sign in now.' };
};

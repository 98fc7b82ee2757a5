import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalServiceProvider } from '../../../contract/enums';
import type { RemoteAccount } from '../../../contract/portals';
import { authTokenBody } from '../../auth/tokens';
import { bearerToken } from '../../auth/authenticate';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { formatMinor } from '../../ledger/money';
import { companyFeature, ownAccount } from '../bankAccounts/queries';
import { requireCompany } from '../company/access';
import { userResource } from '../auth/userResource';
import { ruleResource } from './incoming';
import { companyLink, employeeLink, markAttached, PORTAL_MESSAGES, portalCompany, requireCompanyLink, saveLink, tokenOf } from './links';
import type { RemoteProfile } from './provider';
import { remoteCall } from './remote';
import { portalDestinationErrors } from './destination';
import { registerSandboxRoutes } from './sandboxRoutes';

/** Kontor's stable references of its company and users at the providers (sign-ups are idempotent by them). */
const companyRef = (companyId: number) => `kontor-company-${companyId}`;
const userRef = (userId: number) => `kontor-user-${userId}`;

const SUB_UNIT = 2;

/**
 * The token and user the sign-up answers (document 2: "answer token and user, which are stored"): the
 * caller's own session token, unchanged (the remote portal's token never leaves the server), and the
 * user as auth/me gives it, now with the service attached.
 */
const sessionAnswer = async (ctx: AppContext, req: FastifyRequest, auth: AuthState) => {
  const token = await ctx.db.selectFrom('auth_tokens').select('expires_at').where('id', '=', auth.tokenId).executeTakeFirstOrThrow();
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', auth.user.id).executeTakeFirstOrThrow();
  const company = auth.company ? await ctx.db.selectFrom('companies').selectAll().where('id', '=', auth.company.id).executeTakeFirstOrThrow() : null;
  const now = ctx.now();
  return { token: authTokenBody(bearerToken(req) ?? '', new Date(token.expires_at), now), user: await userResource(ctx, user, company) };
};

/** The remote accounts of the company at a service, each with its active automatic transfer rules. */
export const remoteAccountsOf = async (ctx: AppContext, companyId: number, service: PortalServiceProvider): Promise<RemoteAccount[]> => {
  const link = await companyLink(ctx.db, companyId, service);
  if (!link) return [];
  const accounts = await remoteCall(ctx, service, (p, signal) => p.accounts(service, tokenOf(ctx, link), signal));
  const rules = await ctx.db.selectFrom('portal_auto_transfers').selectAll().where('company_id', '=', companyId).where('service', '=', service).where('deleted_at', 'is', null).orderBy('id').execute();
  return accounts.map((a) => ({
    id: a.id, portal_service: service, name: a.name, currency: a.currency, iban: a.iban, balance: formatMinor(a.balance, SUB_UNIT),
    auto_transfers: rules.filter((r) => r.remote_account_id === a.id).map(ruleResource),
  }));
};

const profileOf = (body: Record<string, unknown>): RemoteProfile => {
  const out: RemoteProfile = {};
  for (const [k, v] of Object.entries(body)) if (v !== undefined) out[k] = typeof v === 'number' || typeof v === 'string' ? v : v === null ? null : String(v);
  return out;
};

/** manager/portals/… (document 2 section 7): every call needs the portals feature and the service allowed for the company. */
export const registerPortalRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.portals.signIn', async ({ ctx, auth, params }) => {
    const company = portalCompany(auth, params.service);
    const link = (await employeeLink(ctx.db, company.id, params.service, auth.user.id)) ?? (await requireCompanyLink(ctx, company, params.service));
    const url = await remoteCall(ctx, params.service, (p, signal) => p.signInUrl(params.service, tokenOf(ctx, link), signal));
    return { url };
  });

  registerCall(app, 'manager.portals.remoteAccounts', async ({ ctx, auth, params }) => {
    const company = portalCompany(auth, params.service);
    const linked = (await companyLink(ctx.db, company.id, params.service)) !== undefined;
    const employee = (await employeeLink(ctx.db, company.id, params.service, auth.user.id)) !== undefined;
    return { data: await remoteAccountsOf(ctx, company.id, params.service), linked, employee_linked: employee };
  });

  registerCall(app, 'manager.portals.signUpCompany', async ({ ctx, req, auth, params, body }) => {
    const company = portalCompany(auth, params.service);
    const s = await remoteCall(ctx, params.service, (p, signal) => p.signUpCompany(params.service, companyRef(company.id), profileOf(body), signal));
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      await saveLink(trx, ctx.appKey, { companyId: company.id, service: params.service, kind: 'company', userId: 0 }, s, now);
      await markAttached(trx, company, params.service, now);
      await recordActivity(ctx, req, {
        type: 'portal.company_signed_up', userId: auth.user.id, companyId: company.id,
        description: `Company signed up at the portal service ${params.service}`, meta: { portal_service: params.service, remote_id: s.remoteId },
      }, trx);
    });
    return sessionAnswer(ctx, req, auth);
  });

  registerCall(app, 'manager.portals.signUpEmployee', async ({ ctx, req, auth, params, body }) => {
    const company = portalCompany(auth, params.service);
    const link = await companyLink(ctx.db, company.id, params.service);
    if (!link) throw fieldError('service', PORTAL_MESSAGES.companyFirst);
    const s = await remoteCall(ctx, params.service, (p, signal) => p.signUpEmployee(params.service, tokenOf(ctx, link), userRef(auth.user.id), profileOf(body), signal));
    await ctx.db.transaction().execute(async (trx) => {
      await saveLink(trx, ctx.appKey, { companyId: company.id, service: params.service, kind: 'employee', userId: auth.user.id }, s, ctx.now());
      await recordActivity(ctx, req, {
        type: 'portal.employee_signed_up', userId: auth.user.id, companyId: company.id,
        description: `Signed up as an employee at the portal service ${params.service}`, meta: { portal_service: params.service, remote_id: s.remoteId },
      }, trx);
    });
    return sessionAnswer(ctx, req, auth);
  });

  registerCall(app, 'manager.portals.autoTransfer', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const service = body.portal_service;
    const company = portalCompany(auth, service);
    const account = await ownAccount(ctx.db, company.id, body.bank_account_id);
    if (!account) throw fieldError('bank_account_id', 'The selected bank account id is invalid.');
    if (account.currency_type !== 'fiat') throw fieldError('bank_account_id', 'Automatic transfers need a fiat account.');
    const errors = await portalDestinationErrors(ctx, company.id, service, body.portal_destination_account_id, account.currency);
    if (Object.keys(errors).length > 0) throw fieldError(Object.keys(errors)[0] ?? 'portal_destination_account_id', Object.values(errors)[0]?.[0] ?? PORTAL_MESSAGES.remoteAccount);
    const existing = await ctx.db
      .selectFrom('portal_auto_transfers').select('id').where('service', '=', service).where('remote_account_id', '=', body.portal_destination_account_id).where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (existing) throw fieldError('portal_destination_account_id', PORTAL_MESSAGES.ruleExists);
    await confirmOtp(auth.user);
    const at = nowIso(ctx.now());
    const row = await ctx.db.transaction().execute(async (trx) => {
      const rule = await trx
        .insertInto('portal_auto_transfers')
        .values({ company_id: company.id, bank_account_id: account.id, service, remote_account_id: body.portal_destination_account_id, created_by: auth.user.id, deleted_at: null, created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordActivity(ctx, req, {
        type: 'portal.auto_transfer_created', userId: auth.user.id, companyId: company.id,
        description: `Automatic transfer ${rule.id} from ${service} account ${rule.remote_account_id} to account ${account.iban ?? account.id}`,
        meta: { auto_transfer_id: rule.id, portal_service: service, portal_destination_account_id: rule.remote_account_id, bank_account_id: account.id },
      }, trx);
      return rule;
    });
    reply.code(201);
    return { data: ruleResource(row), message: 'Automatic transfer created.' };
  });

  registerCall(app, 'manager.portals.autoTransferDelete', async ({ ctx, req, auth, params }) => {
    const company = requireCompany(auth);
    if (!companyFeature(company, 'portals')) throw forbidden(PORTAL_MESSAGES.feature);
    const rule = await ctx.db.selectFrom('portal_auto_transfers').selectAll().where('id', '=', params.id).where('company_id', '=', company.id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!rule) throw notFound(PORTAL_MESSAGES.ruleNotFound);
    portalCompany(auth, rule.service as PortalServiceProvider);
    const at = nowIso(ctx.now());
    await ctx.db.transaction().execute(async (trx) => {
      const stopped = await trx.updateTable('portal_auto_transfers').set({ deleted_at: at, updated_at: at }).where('id', '=', rule.id).where('deleted_at', 'is', null).executeTakeFirst();
      // Stopped by a simultaneous request in between: that one logged it.
      if (Number(stopped.numUpdatedRows) === 0) return;
      await recordActivity(ctx, req, {
        type: 'portal.auto_transfer_deleted', userId: auth.user.id, companyId: company.id,
        description: `Automatic transfer ${rule.id} from ${rule.service} account ${rule.remote_account_id} stopped`,
        meta: { auto_transfer_id: rule.id, portal_service: rule.service, portal_destination_account_id: rule.remote_account_id },
      }, trx);
    });
    return { message: PORTAL_MESSAGES.ruleStopped };
  });

  registerSandboxRoutes(app);
};


import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import type { PortalServiceProvider } from '../../../contract/enums';
import type { PortalAutoTransfer, RemoteAccount } from '../../../contract/portals';
import { bearerToken } from '../../auth/authenticate';
import { authTokenBody } from '../../auth/tokens';
import type { AppContext, AuthState, CompanyRow, Member } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../domain/errors';
import { formatMinor } from '../../ledger/money';
import { recordActivity } from '../activityLogs/record';
import { userResource } from '../auth/userResource';
import { ownAccount } from '../bankAccounts/queries';
import { companyById } from '../companies/queries';
import { existingUser } from '../users/queries';
import { portalDestinationErrors } from './destination';
import { ruleResource } from './incoming';
import { assertPortals, assertPortalService, companyLink, employeeLink, markAttached, PORTAL_MESSAGES, requireCompanyLink, saveLink, tokenOf } from './links';
import type { RemoteProfile } from './provider';
import { companyRule, companyRules, insertRule, remoteAccountSwept, stopRule } from './queries';
import { remoteCall } from './remote';

/** manager/portals/… (document 2 section 7): the company's portal services, its sign-ups there and its automatic transfers. */

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
  const user = await existingUser(ctx.db, auth.user.id);
  const company = auth.company ? ((await companyById(ctx.db, auth.company.id)) ?? null) : null;
  return { token: authTokenBody(bearerToken(req) ?? '', new Date(token.expires_at), ctx.now()), user: await userResource(ctx, user, company) };
};

/** The remote accounts of the company at a service, each with its active automatic transfer rules. */
const remoteAccountsOf = async (ctx: AppContext, companyId: number, service: PortalServiceProvider): Promise<RemoteAccount[]> => {
  const link = await companyLink(ctx.db, companyId, service);
  if (!link) return [];
  const accounts = await remoteCall(ctx, service, (p, signal) => p.accounts(service, tokenOf(ctx, link), signal));
  const rules = await companyRules(ctx.db, companyId, service);
  return accounts.map((a) => ({
    id: a.id, portal_service: service, name: a.name, currency: a.currency, iban: a.iban, balance: formatMinor(a.balance, SUB_UNIT),
    auto_transfers: rules.filter((r) => r.remote_account_id === a.id).map(ruleResource),
  }));
};

/** A one-time address that signs the caller in at the remote portal: as its employee when signed up so, else as the company. */
export const portalSignInUrl = async (ctx: AppContext, member: Member, service: PortalServiceProvider): Promise<{ url: string }> => {
  const link = (await employeeLink(ctx.db, member.company.id, service, member.user.id)) ?? (await requireCompanyLink(ctx, member.company, service));
  return { url: await remoteCall(ctx, service, (p, signal) => p.signInUrl(service, tokenOf(ctx, link), signal)) };
};

/** The remote accounts, and whether the company and the caller are signed up at the service. */
export const portalAccounts = async (ctx: AppContext, member: Member, service: PortalServiceProvider) => {
  const linked = (await companyLink(ctx.db, member.company.id, service)) !== undefined;
  const employee = (await employeeLink(ctx.db, member.company.id, service, member.user.id)) !== undefined;
  return { data: await remoteAccountsOf(ctx, member.company.id, service), linked, employee_linked: employee };
};

const profileOf = (body: Record<string, unknown>): RemoteProfile => {
  const out: RemoteProfile = {};
  for (const [k, v] of Object.entries(body)) if (v !== undefined) out[k] = typeof v === 'number' || typeof v === 'string' ? v : v === null ? null : String(v);
  return out;
};

/** Signs the company up at the service with its questionnaire; the service is attached for the company. */
export const signUpCompany = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, company: CompanyRow, service: PortalServiceProvider, body: Record<string, unknown>) => {
  const s = await remoteCall(ctx, service, (p, signal) => p.signUpCompany(service, companyRef(company.id), profileOf(body), signal));
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await saveLink(trx, ctx.appKey, { companyId: company.id, service, kind: 'company', userId: 0 }, s, now);
    await markAttached(trx, company, service, now);
    await recordActivity(ctx, req, {
      type: 'portal.company_signed_up', userId: auth.user.id, companyId: company.id,
      description: `Company signed up at the portal service ${service}`, meta: { portal_service: service, remote_id: s.remoteId },
    }, trx);
  });
  return sessionAnswer(ctx, req, auth);
};

/** Signs the caller up as an employee under the company's sign-up (which must come first). */
export const signUpEmployee = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, company: CompanyRow, service: PortalServiceProvider, body: Record<string, unknown>) => {
  const link = await companyLink(ctx.db, company.id, service);
  if (!link) throw fieldError('service', PORTAL_MESSAGES.companyFirst);
  const s = await remoteCall(ctx, service, (p, signal) => p.signUpEmployee(service, tokenOf(ctx, link), userRef(auth.user.id), profileOf(body), signal));
  await ctx.db.transaction().execute(async (trx) => {
    await saveLink(trx, ctx.appKey, { companyId: company.id, service, kind: 'employee', userId: auth.user.id }, s, ctx.now());
    await recordActivity(ctx, req, {
      type: 'portal.employee_signed_up', userId: auth.user.id, companyId: company.id,
      description: `Signed up as an employee at the portal service ${service}`, meta: { portal_service: service, remote_id: s.remoteId },
    }, trx);
  });
  return sessionAnswer(ctx, req, auth);
};

/** A rule's one-time code and request (activity log). */
export type RuleExtras = { confirmOtp: () => Promise<void>; req: FastifyRequest };

/**
 * An automatic transfer: incoming funds on a remote account of the company are swept into one of its
 * fiat accounts in the same currency (autoTransfer.ts). Every check first, then the one-time code.
 */
export const createAutoTransfer = async (ctx: AppContext, member: Member, body: CallOutput<'manager.portals.autoTransfer', 'body'>, x: RuleExtras): Promise<{ data: PortalAutoTransfer; message: string }> => {
  const service = body.portal_service;
  const { company, user } = member;
  const account = await ownAccount(ctx.db, company.id, body.bank_account_id);
  if (!account) throw fieldError('bank_account_id', 'The selected bank account id is invalid.');
  if (account.currency_type !== 'fiat') throw fieldError('bank_account_id', 'Automatic transfers need a fiat account.');
  const errors = await portalDestinationErrors(ctx, company.id, service, body.portal_destination_account_id, account.currency);
  if (Object.keys(errors).length > 0) throw fieldError(Object.keys(errors)[0] ?? 'portal_destination_account_id', Object.values(errors)[0]?.[0] ?? PORTAL_MESSAGES.remoteAccount);
  if (await remoteAccountSwept(ctx.db, service, body.portal_destination_account_id)) throw fieldError('portal_destination_account_id', PORTAL_MESSAGES.ruleExists);
  await x.confirmOtp();
  const at = nowIso(ctx.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    const rule = await insertRule(trx, { companyId: company.id, bankAccountId: account.id, service, remoteAccount: body.portal_destination_account_id, userId: user.id, at });
    await recordActivity(ctx, x.req, {
      type: 'portal.auto_transfer_created', userId: user.id, companyId: company.id,
      description: `Automatic transfer ${rule.id} from ${service} account ${rule.remote_account_id} to account ${account.iban ?? account.id}`,
      meta: { auto_transfer_id: rule.id, portal_service: service, portal_destination_account_id: rule.remote_account_id, bank_account_id: account.id },
    }, trx);
    return rule;
  });
  return { data: ruleResource(row), message: 'Automatic transfer created.' };
};

/** Stops a live rule of the company (404 otherwise) whose service the company may use (403 otherwise); a simultaneous stop in between has logged it already. */
export const stopAutoTransfer = async (ctx: AppContext, req: FastifyRequest, member: Member, id: number): Promise<{ message: string }> => {
  assertPortals(member.company);
  const rule = await companyRule(ctx.db, member.company.id, id);
  if (!rule) throw notFound(PORTAL_MESSAGES.ruleNotFound);
  assertPortalService(member.company, rule.service as PortalServiceProvider);
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await stopRule(trx, rule.id, at))) return;
    await recordActivity(ctx, req, {
      type: 'portal.auto_transfer_deleted', userId: member.user.id, companyId: member.company.id,
      description: `Automatic transfer ${rule.id} from ${rule.service} account ${rule.remote_account_id} stopped`,
      meta: { auto_transfer_id: rule.id, portal_service: rule.service, portal_destination_account_id: rule.remote_account_id },
    }, trx);
  });
  return { message: PORTAL_MESSAGES.ruleStopped };
};

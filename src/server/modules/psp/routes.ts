import type { FastifyInstance } from 'fastify';
import { publishAccountsUpdated } from '../bankAccounts/events';
import { PSP_SEGMENT } from '../../../contract/constants';
import { nowIso } from '../../db/values';
import { fieldError, HttpError, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { ownAccount } from '../bankAccounts/queries';
import { publishCompanyUpdated } from '../companies/events';
import { offsetOf, paginationMeta } from '../../http/paging';
import { PSP_ACCESS_MESSAGES, pspCompany, pspLinkOf, requirePspLink } from './access';
import { PSP_ACCOUNT_TYPES, type PspAccountType } from './adapter';
import { depositOf } from './deposit';
import { callPsp } from './provider';
import { merchantResource, paymentResource, type PspAccountListRow, pspAccountResource } from './resource';
import { registerSandboxRoutes } from './sandboxRoutes';

export const PSP_MESSAGES_OUT = {
  signedUp: 'Your company is signed up at the PSP. Keep the token safe: it is shown only now.',
  tokenRotated: 'The old PSP token no longer works. Keep the new token safe: it is shown only now.',
  accountAttached: 'The account is attached to the PSP.',
  paymentNotFound: 'PSP payment not found.',
  accountType: 'The selected account type is invalid.',
  accountInvalid: 'The selected bank account id is invalid.',
  accountFiat: 'Only fiat accounts can be attached to the PSP.',
  alreadyAttached: 'This account is already attached to the PSP with this account type.',
} as const;

const tokenHint = (token: string) => token.slice(-4);

const accountRows = (ctx: { db: import('kysely').Kysely<import('../../db/schema').Database> }, companyId: number) =>
  ctx.db
    .selectFrom('psp_accounts')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'psp_accounts.bank_account_id')
    .where('psp_accounts.company_id', '=', companyId);

/** The PSP portal calls (document 2, "payment-service integration"); docs/psp.md. */
export const registerPspRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.psp.signUp', async ({ ctx, req, auth, body, reply }) => {
    const company = pspCompany(auth);
    const existing = await pspLinkOf(ctx.db, company.id);
    if (existing && company.psp_portal_attached === 1) throw new HttpError(422, PSP_ACCESS_MESSAGES.alreadySignedUp);
    const website = body.website ?? null;
    // The PSP finds its merchant by Kontor's company id, so signing up again (after an admin detached the
    // company) gives the same merchant and a new token.
    const merchant = await callPsp(ctx, (psp, signal) => psp.signUp({ partnerReference: String(company.id), name: company.name, country: company.country, website }, signal));
    const at = nowIso(ctx.now());
    await ctx.db.transaction().execute(async (trx) => {
      const values = { merchant_id: merchant.merchantId, website, token_hint: tokenHint(merchant.token), token_issued_at: at, updated_at: at };
      await trx
        .insertInto('psp_links')
        .values({ company_id: company.id, provider: PSP_SEGMENT, signed_up_by: auth.user.id, created_at: at, ...values })
        .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
        .execute();
      await trx.updateTable('companies').set({ psp_portal_attached: 1, updated_at: at }).where('id', '=', company.id).execute();
      await recordActivity(ctx, req, {
        type: 'psp.signed_up', userId: auth.user.id, companyId: company.id,
        description: `Company signed up at the PSP as merchant ${merchant.merchantId}`, meta: { psp_provider: PSP_SEGMENT, merchant_id: merchant.merchantId },
      }, trx);
    });
    await publishCompanyUpdated(ctx, company.id);
    const link = await requirePspLink(ctx.db, company.id);
    reply.code(201);
    return { message: PSP_MESSAGES_OUT.signedUp, data: { ...merchantResource(link), token: merchant.token } };
  });

  registerCall(app, 'manager.psp.revokeToken', async ({ ctx, req, auth }) => {
    const company = pspCompany(auth);
    const link = await requirePspLink(ctx.db, company.id);
    const { token } = await callPsp(ctx, (psp, signal) => psp.rotateToken(link.merchant_id, signal));
    const at = nowIso(ctx.now());
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('psp_links').set({ token_hint: tokenHint(token), token_issued_at: at, updated_at: at }).where('id', '=', link.id).execute();
      // The token itself is never logged: only its last four characters, as the portal shows them.
      await recordActivity(ctx, req, {
        type: 'psp.token_revoked', userId: auth.user.id, companyId: company.id,
        description: `PSP token of merchant ${link.merchant_id} revoked; a new one was issued`, meta: { psp_provider: link.provider, merchant_id: link.merchant_id, token_hint: tokenHint(token) },
      }, trx);
    });
    const fresh = await requirePspLink(ctx.db, company.id);
    return { message: PSP_MESSAGES_OUT.tokenRotated, data: { ...merchantResource(fresh), token } };
  });

  registerCall(app, 'manager.psp.accounts', async ({ ctx, req, auth, query }) => {
    const company = pspCompany(auth);
    const link = await pspLinkOf(ctx.db, company.id);
    const count = await accountRows(ctx, company.id).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    const total = Number(count.n);
    const rows: PspAccountListRow[] = await accountRows(ctx, company.id)
      .select([
        'psp_accounts.id', 'psp_accounts.bank_account_id', 'psp_accounts.account_type', 'psp_accounts.external_id', 'psp_accounts.active', 'psp_accounts.created_at',
        'bank_accounts.name', 'bank_accounts.currency', 'bank_accounts.iban',
      ])
      .orderBy('psp_accounts.id')
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page))
      .execute();
    // The merchant travels beside the page: the portal's PSP pages have no other call that reads it.
    return { data: rows.map(pspAccountResource), meta: { ...paginationMeta(req, query.page, query.per_page, total), merchant: link ? merchantResource(link) : null } };
  });

  registerCall(app, 'manager.psp.accountsCreate', async ({ ctx, req, auth, body, reply }) => {
    const company = pspCompany(auth);
    const link = await requirePspLink(ctx.db, company.id);
    if (!(PSP_ACCOUNT_TYPES as readonly string[]).includes(body.account_type)) throw fieldError('account_type', PSP_MESSAGES_OUT.accountType);
    const accountType = body.account_type as PspAccountType;
    const account = await ownAccount(ctx.db, company.id, body.bank_account_id);
    if (!account) throw fieldError('bank_account_id', PSP_MESSAGES_OUT.accountInvalid);
    if (account.currency_type !== 'fiat') throw fieldError('bank_account_id', PSP_MESSAGES_OUT.accountFiat);
    const attached = await ctx.db.selectFrom('psp_accounts').select('id').where('company_id', '=', company.id).where('bank_account_id', '=', account.id).where('account_type', '=', accountType).executeTakeFirst();
    if (attached) throw fieldError('account_type', PSP_MESSAGES_OUT.alreadyAttached);
    const remote = await callPsp(ctx, (psp, signal) =>
      psp.attachAccount({ merchantId: link.merchant_id, accountType, currency: account.currency, iban: account.iban, holder: company.name }, signal),
    );
    const at = nowIso(ctx.now());
    const inserted = await ctx.db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('psp_accounts')
        .values({ company_id: company.id, bank_account_id: account.id, account_type: accountType, external_id: remote.accountId, active: remote.active ? 1 : 0, created_at: at, updated_at: at })
        .onConflict((oc) => oc.columns(['company_id', 'bank_account_id', 'account_type']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!added) throw fieldError('account_type', PSP_MESSAGES_OUT.alreadyAttached);
      await recordActivity(ctx, req, {
        type: 'psp.account_attached', userId: auth.user.id, companyId: company.id,
        description: `Account ${account.iban ?? account.id} attached to the PSP as ${accountType} (${remote.accountId})`,
        meta: { psp_provider: link.provider, psp_account_id: added.id, bank_account_id: account.id, account_type: accountType, external_id: remote.accountId },
      }, trx);
      return added;
    });
    await publishAccountsUpdated(ctx, [account.id]);
    const row = await accountRows(ctx, company.id)
      .select([
        'psp_accounts.id', 'psp_accounts.bank_account_id', 'psp_accounts.account_type', 'psp_accounts.external_id', 'psp_accounts.active', 'psp_accounts.created_at',
        'bank_accounts.name', 'bank_accounts.currency', 'bank_accounts.iban',
      ])
      .where('psp_accounts.id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    reply.code(201);
    return { message: PSP_MESSAGES_OUT.accountAttached, data: pspAccountResource(row) };
  });

  registerCall(app, 'manager.psp.payment', async ({ ctx, auth, params }) => {
    const company = pspCompany(auth);
    const link = await requirePspLink(ctx.db, company.id);
    const payment = await callPsp(ctx, (psp, signal) => psp.getPayment(link.merchant_id, params.id, signal));
    if (!payment) throw notFound(PSP_MESSAGES_OUT.paymentNotFound);
    const funding = await ctx.db
      .selectFrom('psp_accounts')
      .innerJoin('bank_accounts', 'bank_accounts.id', 'psp_accounts.bank_account_id')
      .select('bank_accounts.id')
      .where('psp_accounts.company_id', '=', company.id)
      .where('psp_accounts.account_type', '=', 'funding')
      .where('psp_accounts.active', '=', 1)
      .where('bank_accounts.currency', '=', payment.currency)
      .orderBy('psp_accounts.id')
      .executeTakeFirst();
    return { data: paymentResource(payment, await depositOf(ctx.db, company.id, payment.paymentId), funding?.id ?? null) };
  });

  registerSandboxRoutes(app);
};

import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import { PSP_SEGMENT } from '../../../contract/constants';
import type { AppContext, Member } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, notFound, ruleBroken } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { publishAccountsUpdated } from '../bankAccounts/events';
import { ownAccount } from '../bankAccounts/queries';
import { publishCompanyUpdated } from '../companies/events';
import { updateCompany } from '../companies/queries';
import { PSP_ACCESS_MESSAGES, pspLinkOf, requirePspLink } from './access';
import { PSP_ACCOUNT_TYPES, type PspAccountType } from './adapter';
import { depositOf } from './deposit';
import { callPsp } from './provider';
import { attachedAccount, attachedAccountsPage, fundingAccountIn, insertAttachment, isAttached, saveLink, saveTokenHint } from './queries';
import { merchantResource, paymentResource, pspAccountResource } from './resource';

/** The PSP portal of a company (document 2, "payment-service integration"; docs/psp.md). */

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

/**
 * Signs the company up at the PSP. The PSP finds its merchant by Kontor's company id, so signing up
 * again (after an admin detached the company) gives the same merchant and a new token.
 */
export const signUp = async (ctx: AppContext, req: FastifyRequest, member: Member, body: CallOutput<'manager.psp.signUp', 'body'>) => {
  const { company, user } = member;
  const existing = await pspLinkOf(ctx.db, company.id);
  if (existing && company.psp_portal_attached === 1) throw ruleBroken(PSP_ACCESS_MESSAGES.alreadySignedUp);
  const website = body.website ?? null;
  const merchant = await callPsp(ctx, (psp, signal) => psp.signUp({ partnerReference: String(company.id), name: company.name, country: company.country, website }, signal));
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    await saveLink(trx, company.id, user.id, { merchant_id: merchant.merchantId, website, token_hint: tokenHint(merchant.token), token_issued_at: at, updated_at: at });
    await updateCompany(trx, company.id, { psp_portal_attached: 1, updated_at: at });
    await recordActivity(ctx, req, {
      type: 'psp.signed_up', userId: user.id, companyId: company.id,
      description: `Company signed up at the PSP as merchant ${merchant.merchantId}`, meta: { psp_provider: PSP_SEGMENT, merchant_id: merchant.merchantId },
    }, trx);
  });
  await publishCompanyUpdated(ctx, company.id);
  const link = await requirePspLink(ctx.db, company.id);
  return { message: PSP_MESSAGES_OUT.signedUp, data: { ...merchantResource(link), token: merchant.token } };
};

/** Ends the merchant's token and issues a new one (shown once). The token itself is never logged: only its last four characters, as the portal shows them. */
export const revokeToken = async (ctx: AppContext, req: FastifyRequest, member: Member) => {
  const { company, user } = member;
  const link = await requirePspLink(ctx.db, company.id);
  const { token } = await callPsp(ctx, (psp, signal) => psp.rotateToken(link.merchant_id, signal));
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    await saveTokenHint(trx, link.id, tokenHint(token), at);
    await recordActivity(ctx, req, {
      type: 'psp.token_revoked', userId: user.id, companyId: company.id,
      description: `PSP token of merchant ${link.merchant_id} revoked; a new one was issued`, meta: { psp_provider: link.provider, merchant_id: link.merchant_id, token_hint: tokenHint(token) },
    }, trx);
  });
  const fresh = await requirePspLink(ctx.db, company.id);
  return { message: PSP_MESSAGES_OUT.tokenRotated, data: { ...merchantResource(fresh), token } };
};

/** A page of the accounts attached to the PSP, with the merchant (the portal's PSP pages have no other call that reads it). */
export const attachedAccounts = async (ctx: AppContext, member: Member, p: { page: number; per_page: number }) => {
  const link = await pspLinkOf(ctx.db, member.company.id);
  const { rows, total } = await attachedAccountsPage(ctx.db, member.company.id, p);
  return { data: rows.map(pspAccountResource), total, merchant: link ? merchantResource(link) : null };
};

/** Registers an own fiat account with the PSP as its settlement or funding account. */
export const attachAccount = async (ctx: AppContext, req: FastifyRequest, member: Member, body: CallOutput<'manager.psp.accountsCreate', 'body'>) => {
  const { company, user } = member;
  const link = await requirePspLink(ctx.db, company.id);
  if (!(PSP_ACCOUNT_TYPES as readonly string[]).includes(body.account_type)) throw fieldError('account_type', PSP_MESSAGES_OUT.accountType);
  const accountType = body.account_type as PspAccountType;
  const account = await ownAccount(ctx.db, company.id, body.bank_account_id);
  if (!account) throw fieldError('bank_account_id', PSP_MESSAGES_OUT.accountInvalid);
  if (account.currency_type !== 'fiat') throw fieldError('bank_account_id', PSP_MESSAGES_OUT.accountFiat);
  if (await isAttached(ctx.db, company.id, account.id, accountType)) throw fieldError('account_type', PSP_MESSAGES_OUT.alreadyAttached);
  const remote = await callPsp(ctx, (psp, signal) => psp.attachAccount({ merchantId: link.merchant_id, accountType, currency: account.currency, iban: account.iban, holder: company.name }, signal));
  const at = nowIso(ctx.now());
  const inserted = await ctx.db.transaction().execute(async (trx) => {
    const added = await insertAttachment(trx, { companyId: company.id, bankAccountId: account.id, accountType, externalId: remote.accountId, active: remote.active, at });
    if (!added) throw fieldError('account_type', PSP_MESSAGES_OUT.alreadyAttached);
    await recordActivity(ctx, req, {
      type: 'psp.account_attached', userId: user.id, companyId: company.id,
      description: `Account ${account.iban ?? account.id} attached to the PSP as ${accountType} (${remote.accountId})`,
      meta: { psp_provider: link.provider, psp_account_id: added.id, bank_account_id: account.id, account_type: accountType, external_id: remote.accountId },
    }, trx);
    return added;
  });
  await publishAccountsUpdated(ctx, [account.id]);
  return { message: PSP_MESSAGES_OUT.accountAttached, data: pspAccountResource(await attachedAccount(ctx.db, company.id, inserted.id)) };
};

/** One payment of the merchant at the PSP, with the deposit that funds it and the account to fund it from. */
export const pspPayment = async (ctx: AppContext, member: Member, id: string) => {
  const link = await requirePspLink(ctx.db, member.company.id);
  const payment = await callPsp(ctx, (psp, signal) => psp.getPayment(link.merchant_id, id, signal));
  if (!payment) throw notFound(PSP_MESSAGES_OUT.paymentNotFound);
  const funding = await fundingAccountIn(ctx.db, member.company.id, payment.currency);
  return paymentResource(payment, await depositOf(ctx.db, member.company.id, payment.paymentId), funding ?? null);
};

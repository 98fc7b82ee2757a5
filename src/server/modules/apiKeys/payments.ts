import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { CallOutput } from '../../../contract/calls';
import type { AppContext, AuthState, Member } from '../../context';
import type { ApiPaymentRequestsTable } from '../../db/schemaConnect';
import { nowIso, parseJson } from '../../db/values';
import { conflict, forbidden, notFound } from '../../domain/errors';
import { offsetOf } from '../../http/paging';
import { formatMinor } from '../../ledger/money';
import { checkedPayment, createPayment } from '../transactions/service';

/**
 * Payments asked for with an API key (issue 41, docs/decisions.md): a key never acts as a person, so
 * what it sends is checked and priced at once (the same checks as a manager's payment), stored, and
 * made only when a manager of the company confirms it with their own one-time code, bound to that
 * request; every check runs again then. Until then nothing is held or moved.
 */
export type ApiPaymentResource = {
  id: number; api_key_id: number; kind: string; bank_account_id: number; amount: string; fee: string; currency: string; beneficiary: string;
  status: string; transaction_id: number | null; decided_by: number | null; decided_at: string | null; created_at: string; body: Record<string, unknown>;
};

export const API_PAYMENT_MESSAGES = {
  notFound: 'Payment request not found.',
  keysOnly: 'Payment requests are made with an API key; sign-ins make payments directly.',
  decided: 'This payment request was already decided.',
} as const;

type Row = Selectable<ApiPaymentRequestsTable>;

const subUnitOf = async (ctx: AppContext, accountId: number): Promise<number> =>
  (await ctx.db.selectFrom('bank_accounts').select('sub_unit').where('id', '=', accountId).executeTakeFirst())?.sub_unit ?? 2;

const resource = async (ctx: AppContext, r: Row): Promise<ApiPaymentResource> => {
  const sub = await subUnitOf(ctx, r.bank_account_id);
  return {
    id: r.id, api_key_id: r.api_key_id, kind: r.kind, bank_account_id: r.bank_account_id, amount: formatMinor(BigInt(r.amount), sub), fee: formatMinor(BigInt(r.fee), sub), currency: r.currency,
    beneficiary: r.beneficiary, status: r.status, transaction_id: r.transaction_id, decided_by: r.decided_by, decided_at: r.decided_at, created_at: r.created_at, body: parseJson<Record<string, unknown>>(r.body, {}),
  };
};

export const requestApiPayment = async (ctx: AppContext, member: Member, auth: AuthState, kind: 'iban' | 'transfer', body: unknown): Promise<ApiPaymentResource> => {
  if (!auth.apiKey) throw forbidden(API_PAYMENT_MESSAGES.keysOnly);
  const checked = await checkedPayment(ctx, member, kind, body);
  const at = nowIso(ctx.now());
  const row = await ctx.db.insertInto('api_payment_requests').values({
    company_id: member.company.id, api_key_id: auth.apiKey.id, kind, body: JSON.stringify(body ?? {}), bank_account_id: checked.accountId, amount: checked.amount.toString(), fee: checked.fee.toString(),
    currency: checked.currency, beneficiary: checked.beneficiary, status: 'awaiting_confirmation', transaction_id: null, decided_by: null, decided_at: null, created_at: at, updated_at: at,
  }).returningAll().executeTakeFirstOrThrow();
  return resource(ctx, row);
};

export const companyApiPayments = async (ctx: AppContext, companyId: number, query: CallOutput<'manager.apiPayments.list', 'query'>): Promise<{ data: ApiPaymentResource[]; total: number }> => {
  const own = ctx.db.selectFrom('api_payment_requests').where('company_id', '=', companyId);
  const count = await own.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await own.selectAll().orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
  return { data: await Promise.all(rows.map((r) => resource(ctx, r))), total: Number(count?.n ?? 0) };
};

const awaiting = async (ctx: AppContext, companyId: number, id: number): Promise<Row> => {
  const row = await ctx.db.selectFrom('api_payment_requests').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(API_PAYMENT_MESSAGES.notFound);
  if (row.status !== 'awaiting_confirmation') throw conflict(API_PAYMENT_MESSAGES.decided);
  return row;
};

/** A person makes the payment a key asked for, as themself: the code they give is bound to this request and its body. */
export const confirmApiPayment = async (ctx: AppContext, member: Member, id: number, x: { confirmOtp: (payload: unknown) => Promise<void>; req: FastifyRequest }): Promise<ApiPaymentResource> => {
  const row = await awaiting(ctx, member.company.id, id);
  const body = parseJson<Record<string, unknown>>(row.body, {});
  const made = await createPayment(ctx, member, row.kind as 'iban' | 'transfer', body, { confirmOtp: () => x.confirmOtp({ api_payment_request: row.id, kind: row.kind, body }), idempotencyId: undefined, req: x.req });
  const at = nowIso(ctx.now());
  const done = await ctx.db.updateTable('api_payment_requests').set({ status: 'confirmed', transaction_id: made.id, decided_by: member.user.id, decided_at: at, updated_at: at })
    .where('id', '=', row.id).where('status', '=', 'awaiting_confirmation').returningAll().executeTakeFirst();
  if (!done) throw conflict(API_PAYMENT_MESSAGES.decided);
  return resource(ctx, done);
};

export const rejectApiPayment = async (ctx: AppContext, member: Member, id: number): Promise<ApiPaymentResource> => {
  const row = await awaiting(ctx, member.company.id, id);
  const at = nowIso(ctx.now());
  const done = await ctx.db.updateTable('api_payment_requests').set({ status: 'rejected', decided_by: member.user.id, decided_at: at, updated_at: at })
    .where('id', '=', row.id).where('status', '=', 'awaiting_confirmation').returningAll().executeTakeFirst();
  if (!done) throw conflict(API_PAYMENT_MESSAGES.decided);
  return resource(ctx, done);
};

import type { FastifyRequest } from 'fastify';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { CallOutput } from '../../../contract/calls';
import { WITHDRAWAL_PAYEE_FIELDS } from '../../../contract/calls/forms';
import type { WithdrawalPayee } from '../../../contract/entities';
import type { Currency, PaymentForm, TransactionType, TransferService } from '../../../contract/enums';
import type { PaymentTemplate } from '../../../contract/templates';
import type { AppContext, Member } from '../../context';
import { containsText } from '../../db/like';
import type { Database } from '../../db/schema';
import type { PaymentTemplatesTable } from '../../db/schemaTemplates';
import { nowIso, parseJson } from '../../db/values';
import { fieldError, notFound, ruleBroken } from '../../domain/errors';
import { currencyInfo } from '../../ledger/currencies';
import { formatMinor } from '../../ledger/money';
import { recordActivity } from '../activityLogs/record';
import { ownAccount, ownAccounts } from '../bankAccounts/queries';
import { parseAmount } from '../transactions/amounts';
import { companyTransaction } from '../transactions/service';

/**
 * Issue 40: the company's payment templates. A template keeps what a payment form needs to start a
 * payment again (accounts, payee and routing, reference, optionally the amount); it moves no money,
 * so it needs no one-time code: the payment made from it is confirmed as any other.
 */

type TemplateRow = Selectable<PaymentTemplatesTable>;
type CreateBody = CallOutput<'manager.paymentTemplates.create', 'body'>;
type UpdateBody = CallOutput<'manager.paymentTemplates.update', 'body'>;
type FromTransactionBody = CallOutput<'manager.paymentTemplates.fromTransaction', 'body'>;

export const TEMPLATE_MESSAGES = {
  notFound: 'Payment template not found.',
  nameTaken: 'A payment template with this name already exists.',
  notTemplatable: 'Only withdrawals, transfers, exchanges and conversions can be saved as a template.',
  saved: 'Payment template saved.',
  changed: 'Payment template changed.',
  deleted: 'Payment template deleted.',
} as const;

/** The form a transaction of a type is made with again; the other types (deposits, fees, crypto…) have no template. */
const KIND_OF: Partial<Record<TransactionType, PaymentForm>> = { withdrawal: 'withdrawal', transfer: 'transfer', exchange: 'exchange', convert: 'convert' };

const payeeOf = (row: TemplateRow): WithdrawalPayee | null => (row.payee ? parseJson<WithdrawalPayee>(row.payee, {}) : null);

/** Whom a withdrawal pays, for lists: the payee's name and account. */
const payeeLabel = (p: WithdrawalPayee): string => {
  const name = p.customer_legal_type === 'individual' ? [p.customer_first_name, p.customer_last_name].filter(Boolean).join(' ') : (p.customer_name ?? '');
  const account = p.customer_iban ?? ([p.customer_sort_code, p.customer_account].filter(Boolean).join(' ') || (p.portal_destination_account_id ?? ''));
  return [name, account ? `(${account})` : ''].filter(Boolean).join(' ');
};

const resourceOf = (row: TemplateRow, accountNames: ReadonlyMap<number, string>): PaymentTemplate => {
  const payee = payeeOf(row);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as PaymentForm,
    bank_account_id: row.bank_account_id,
    currency: row.currency as Currency,
    to_account_id: row.to_account_id,
    amount: row.amount === null ? null : formatMinor(BigInt(row.amount), currencyInfo(row.currency).subUnit),
    reference: row.reference,
    transfer_service: (payee?.transfer_service as TransferService | undefined) ?? null,
    payee,
    beneficiary: payee ? payeeLabel(payee) || null : row.to_account_id === null ? null : (accountNames.get(row.to_account_id) ?? null),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
};

const resources = async (db: Kysely<Database>, companyId: number, rows: readonly TemplateRow[]): Promise<PaymentTemplate[]> => {
  const destinations = rows.map((r) => r.to_account_id).filter((id): id is number => id !== null);
  const accounts = destinations.length > 0 ? await ownAccounts(db, companyId, destinations) : new Map();
  const names = new Map([...accounts].map(([id, a]) => [id, a.name]));
  return rows.map((r) => resourceOf(r, names));
};

const ownTemplate = async (ctx: AppContext, member: Member, id: number): Promise<TemplateRow> => {
  const row = await ctx.db.selectFrom('payment_templates').selectAll().where('id', '=', id).where('company_id', '=', member.company.id).executeTakeFirst();
  if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
  return row;
};

/** A name is the company's own: two templates of one company never share one (case and spaces aside). */
const checkName = async (ctx: AppContext, member: Member, name: string, except?: number): Promise<void> => {
  let q = ctx.db.selectFrom('payment_templates').select('id').where('company_id', '=', member.company.id).where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except !== undefined) q = q.where('id', '<>', except);
  if (await q.executeTakeFirst()) throw fieldError('name', TEMPLATE_MESSAGES.nameTaken);
};

export const listTemplates = async (ctx: AppContext, member: Member, q: { page: number; per_page: number; search?: string | undefined }): Promise<{ data: PaymentTemplate[]; total: number }> => {
  let base = ctx.db.selectFrom('payment_templates').where('company_id', '=', member.company.id);
  const term = q.search?.trim();
  if (term) base = base.where((eb) => eb.or([containsText(sql.ref('name'), term), containsText(sql.ref('reference'), term), containsText(sql.ref('payee'), term)]));
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('name').orderBy('id').limit(q.per_page).offset((q.page - 1) * q.per_page).execute();
  return { data: await resources(ctx.db, member.company.id, rows), total: Number(count?.n ?? 0) };
};

export const getTemplate = async (ctx: AppContext, member: Member, id: number): Promise<PaymentTemplate> =>
  (await resources(ctx.db, member.company.id, [await ownTemplate(ctx, member, id)]))[0] as PaymentTemplate;

type TemplateValues = Pick<TemplateRow, 'name' | 'kind' | 'bank_account_id' | 'to_account_id' | 'currency' | 'amount' | 'reference' | 'payee'>;

const insertTemplate = async (ctx: AppContext, member: Member, values: TemplateValues, req: FastifyRequest, describe: (id: number) => string): Promise<PaymentTemplate> => {
  await checkName(ctx, member, values.name);
  const at = nowIso(ctx.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx.insertInto('payment_templates').values({ ...values, company_id: member.company.id, created_by: member.user.id, created_at: at, updated_at: at }).returningAll().executeTakeFirstOrThrow();
    await recordActivity(ctx, req, {
      type: 'template.created', userId: member.user.id, companyId: member.company.id, description: describe(created.id), meta: { template_id: created.id },
    }, trx);
    return created;
  });
  return getTemplate(ctx, member, row.id);
};

/** A template from a payment form's values: the accounts are the company's, the amount fits the source account's currency. */
export const createTemplate = async (ctx: AppContext, member: Member, b: CreateBody, req: FastifyRequest): Promise<PaymentTemplate> => {
  const source = await ownAccount(ctx.db, member.company.id, b.bank_account_id);
  if (!source) throw fieldError('bank_account_id', 'The selected bank account id is invalid.');
  const ownToAccount = b.kind !== 'withdrawal' && b.to_account_id !== undefined;
  if (ownToAccount && !(await ownAccount(ctx.db, member.company.id, b.to_account_id as number))) throw fieldError('to_account_id', 'The selected to account id is invalid.');
  const amount = b.amount === undefined ? null : parseAmount(b.amount, source).toString();
  const payee: Record<string, unknown> = {};
  if (b.kind === 'withdrawal') for (const f of WITHDRAWAL_PAYEE_FIELDS) if (b[f] !== undefined) payee[f] = b[f];
  return insertTemplate(ctx, member, {
    name: b.name, kind: b.kind, bank_account_id: source.id, to_account_id: ownToAccount ? (b.to_account_id as number) : null, currency: source.currency, amount,
    reference: b.reference ?? null, payee: b.kind === 'withdrawal' ? JSON.stringify(payee) : null,
  }, req, (tid) => `Payment template #${tid} "${b.name}" saved from a payment form`);
};

/** A sent payment of the company as a template: its accounts, payee and reference, and its amount when asked. */
export const templateFromTransaction = async (ctx: AppContext, member: Member, id: number, b: FromTransactionBody, req: FastifyRequest): Promise<PaymentTemplate> => {
  const tx = await companyTransaction(ctx, member.company, id);
  const kind = KIND_OF[tx.type_id];
  if (!kind) throw ruleBroken(TEMPLATE_MESSAGES.notTemplatable);
  const source = await ownAccount(ctx.db, member.company.id, tx.bank_account_id);
  if (!source) throw ruleBroken(TEMPLATE_MESSAGES.notTemplatable);
  return insertTemplate(ctx, member, {
    name: b.name, kind, bank_account_id: source.id, to_account_id: kind === 'withdrawal' ? null : tx.to_account_id, currency: source.currency,
    amount: b.with_amount ? parseAmount(tx.amount, source).toString() : null, reference: tx.ref_message, payee: kind === 'withdrawal' ? JSON.stringify(tx.payee ?? {}) : null,
  }, req, (tid) => `Payment template #${tid} "${b.name}" saved from payment ${tx.name}`);
};

export const updateTemplate = async (ctx: AppContext, member: Member, id: number, b: UpdateBody, req: FastifyRequest): Promise<PaymentTemplate> => {
  const before = await ownTemplate(ctx, member, id);
  await checkName(ctx, member, b.name, id);
  const amount = b.amount === undefined ? null : parseAmount(b.amount, { sub_unit: currencyInfo(before.currency).subUnit }).toString();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('payment_templates').set({ name: b.name, amount, reference: b.reference ?? null, updated_at: nowIso(ctx.now()) }).where('id', '=', id).where('company_id', '=', member.company.id).execute();
    await recordActivity(ctx, req, { type: 'template.updated', userId: member.user.id, companyId: member.company.id, description: `Payment template #${id} "${b.name}" changed`, meta: { template_id: id } }, trx);
  });
  return getTemplate(ctx, member, id);
};

export const deleteTemplate = async (ctx: AppContext, member: Member, id: number, req: FastifyRequest): Promise<PaymentTemplate> => {
  const shown = await getTemplate(ctx, member, id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('payment_templates').where('id', '=', id).where('company_id', '=', member.company.id).execute();
    await recordActivity(ctx, req, { type: 'template.deleted', userId: member.user.id, companyId: member.company.id, description: `Payment template #${id} "${shown.name}" deleted`, meta: { template_id: id } }, trx);
  });
  return shown;
};

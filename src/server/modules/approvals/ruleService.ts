import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import type { ApprovalRule, ApprovalSettings } from '../../../contract/approvals';
import type { AppContext, Member } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../domain/errors';
import { currencyInfo, FIAT_SUB_UNIT } from '../../ledger/currencies';
import { recordActivity } from '../activityLogs/record';
import { companyRule, companyRules, type RuleRow, ruleResource, settingsOf } from './rules';

/** The approval rules and settings of a company, kept by its managers (the routes refuse manager-reader's writes). */

type RuleBody = CallOutput<'manager.approvalRules.create', 'body'>;
type Confirm = () => Promise<void>;

const RULE_CLASS = 'approval_rule';

export const listRules = async (ctx: AppContext, member: Member, q: { page: number; per_page: number }): Promise<{ data: ApprovalRule[]; total: number }> => {
  const rows = await companyRules(ctx.db, member.company.id);
  return { data: rows.slice((q.page - 1) * q.per_page, q.page * q.per_page).map(ruleResource), total: rows.length };
};

const ownRule = async (ctx: AppContext, member: Member, id: number): Promise<RuleRow> => {
  const row = await companyRule(ctx.db, member.company.id, id);
  if (!row) throw notFound('Approval rule not found.');
  return row;
};

export const getRule = async (ctx: AppContext, member: Member, id: number): Promise<ApprovalRule> => ruleResource(await ownRule(ctx, member, id));

/** A threshold has at most its currency's decimals (EUR's for a rule of every currency). */
const ruleValues = (b: RuleBody) => {
  const currency = b.currency ?? null;
  const decimals = currency ? currencyInfo(currency).subUnit : FIAT_SUB_UNIT;
  if ((b.threshold.split('.')[1]?.length ?? 0) > decimals) throw fieldError('threshold', `The threshold may have at most ${decimals} decimals.`);
  return { currency, threshold: b.threshold, approvals_required: b.approvals_required, import_basis: b.import_basis };
};

const describe = (r: Pick<RuleRow, 'currency' | 'threshold' | 'approvals_required'>) =>
  `from ${r.threshold} ${r.currency ?? 'EUR (every currency)'}, ${r.approvals_required} approval${r.approvals_required === 1 ? '' : 's'}`;

export const createRule = async (ctx: AppContext, member: Member, body: RuleBody, confirm: Confirm, req: FastifyRequest): Promise<ApprovalRule> => {
  const values = ruleValues(body);
  await confirm();
  const at = nowIso(ctx.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx.insertInto('approval_rules').values({ company_id: member.company.id, ...values, created_by: member.user.id, created_at: at, updated_at: at }).returningAll().executeTakeFirstOrThrow();
    await recordActivity(ctx, req, {
      type: 'approval.rule_created', userId: member.user.id, companyId: member.company.id, description: `Approval rule #${created.id} added: ${describe(created)}`, meta: { rule_id: created.id },
      timeline: { entityClass: RULE_CLASS, entityId: created.id, event: 'created', changes: { threshold: { old: null, new: created.threshold }, currency: { old: null, new: created.currency }, approvals_required: { old: null, new: created.approvals_required } } },
    }, trx);
    return created;
  });
  return ruleResource(row);
};

export const updateRule = async (ctx: AppContext, member: Member, id: number, body: RuleBody, confirm: Confirm, req: FastifyRequest): Promise<ApprovalRule> => {
  const before = await ownRule(ctx, member, id);
  const values = ruleValues(body);
  await confirm();
  const at = nowIso(ctx.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('approval_rules').set({ ...values, updated_at: at }).where('id', '=', id).where('company_id', '=', member.company.id).returningAll().executeTakeFirstOrThrow();
    const changes = Object.fromEntries((['currency', 'threshold', 'approvals_required', 'import_basis'] as const).filter((k) => before[k] !== updated[k]).map((k) => [k, { old: before[k], new: updated[k] }]));
    await recordActivity(ctx, req, {
      type: 'approval.rule_updated', userId: member.user.id, companyId: member.company.id, description: `Approval rule #${id} changed: ${describe(updated)}`, meta: { rule_id: id },
      timeline: { entityClass: RULE_CLASS, entityId: id, event: 'updated', changes },
    }, trx);
    return updated;
  });
  return ruleResource(row);
};

export const deleteRule = async (ctx: AppContext, member: Member, id: number, confirm: Confirm, req: FastifyRequest): Promise<ApprovalRule> => {
  const before = await ownRule(ctx, member, id);
  await confirm();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('approval_rules').where('id', '=', id).where('company_id', '=', member.company.id).execute();
    await recordActivity(ctx, req, {
      type: 'approval.rule_deleted', userId: member.user.id, companyId: member.company.id, description: `Approval rule #${id} removed (${describe(before)})`, meta: { rule_id: id },
      timeline: { entityClass: RULE_CLASS, entityId: id, event: 'deleted' },
    }, trx);
  });
  return ruleResource(before);
};

export const getApprovalSettings = (ctx: AppContext, member: Member): Promise<ApprovalSettings> => settingsOf(ctx.db, member.company.id);

export const updateApprovalSettings = async (ctx: AppContext, member: Member, body: CallOutput<'manager.approvalSettings.update', 'body'>, confirm: Confirm, req: FastifyRequest): Promise<ApprovalSettings> => {
  const before = await settingsOf(ctx.db, member.company.id);
  await confirm();
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('approval_settings').values({ company_id: member.company.id, expiry_days: body.expiry_days, updated_at: at })
      .onConflict((oc) => oc.column('company_id').doUpdateSet({ expiry_days: body.expiry_days, updated_at: at })).execute();
    await recordActivity(ctx, req, {
      type: 'approval.settings_updated', userId: member.user.id, companyId: member.company.id,
      description: `Held payments now expire after ${body.expiry_days} day${body.expiry_days === 1 ? '' : 's'} (was ${before.expiry_days})`, meta: { expiry_days: body.expiry_days },
    }, trx);
  });
  return settingsOf(ctx.db, member.company.id);
};

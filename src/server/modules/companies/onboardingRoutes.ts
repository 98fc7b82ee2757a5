import type { FastifyInstance } from 'fastify';
import type { PaymentServiceOnboarding } from '../../../contract/entities';
import { nowIso } from '../../db/values';
import { conflict, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { publishCompanyUpdated } from './events';
import { FIRST_STAGE, isOnboarding, nextStage, onboardRefusal, statusAfterApplying } from './onboardingRules';
import { lockCompany, saveServiceState } from './onboardingStore';
import { paymentServicesOf, serviceStateOf, transitionResource, transitionsOf } from './paymentServices';
import { findCompany } from './resource';

export const ONBOARDING_MESSAGES = {
  notOnboarding: 'This payment service is not being onboarded: start the onboarding first.',
  applied: 'An applied transition cannot be changed.',
  raced: 'The onboarding has just moved on: reload and try again.',
} as const;

/** Admin: payment services of a company and their onboarding (docs/decisions.md "Companies (admin)"). */
export const registerAdminCompanyOnboarding = (app: FastifyInstance): void => {
  registerCall(app, 'admin.companies.paymentServices', async ({ ctx, params }) => ({ data: await paymentServicesOf(ctx, await findCompany(ctx, params.id)) }));

  registerCall(app, 'admin.companies.onboardingTransitions', async ({ ctx, params }) => {
    const company = await findCompany(ctx, params.id);
    return { data: await transitionsOf(ctx, company.id, params.service) };
  });

  registerCall(app, 'admin.companies.transitionUpdate', async ({ ctx, req, auth, params, body }) => {
    const company = await findCompany(ctx, params.id);
    const where = { id: params.transition, company_id: company.id, service: params.service };
    const row = await ctx.db.selectFrom('onboarding_transitions').selectAll().where('id', '=', where.id).where('company_id', '=', where.company_id).where('service', '=', where.service).executeTakeFirst();
    if (!row) throw notFound('Transition not found.');
    if (row.applied_at !== null) throw conflict(ONBOARDING_MESSAGES.applied);
    const done = await ctx.db
      .updateTable('onboarding_transitions')
      .set({ fields: JSON.stringify(body.fields), updated_at: nowIso(ctx.now()) })
      .where('id', '=', row.id)
      .where('applied_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(ONBOARDING_MESSAGES.applied);
    await recordActivity(ctx, req, {
      type: 'admin.onboarding_transition_updated', userId: auth.user.id, companyId: company.id,
      description: `Onboarding transition #${row.id} of ${params.service} updated`, meta: { company_id: company.id, service: params.service, transition_id: row.id, fields: Object.keys(body.fields) },
    });
    const fresh = await ctx.db.selectFrom('onboarding_transitions').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    return { data: transitionResource(fresh, null), message: 'Transition updated successfully.' };
  });

  registerCall(app, 'admin.companies.onboard', async ({ ctx, req, auth, params }) => {
    const now = nowIso(ctx.now());
    const state = await ctx.db.transaction().execute(async (trx): Promise<PaymentServiceOnboarding> => {
      const company = await lockCompany(trx, ctx.engine, params.id);
      const refusal = onboardRefusal((await serviceStateOf(trx, company, params.service)).status);
      if (refusal) throw conflict(refusal);
      await trx.deleteFrom('onboarding_transitions').where('company_id', '=', company.id).where('service', '=', params.service).where('applied_at', 'is', null).execute();
      const second = nextStage(FIRST_STAGE);
      await trx
        .insertInto('onboarding_transitions')
        .values([
          { company_id: company.id, service: params.service, from_stage: null, to_stage: FIRST_STAGE, fields: '{}', applied_at: now, applied_by_user_id: auth.user.id, created_at: now, updated_at: now },
          ...(second ? [{ company_id: company.id, service: params.service, from_stage: FIRST_STAGE, to_stage: second, fields: '{}', applied_at: null, applied_by_user_id: null, created_at: now, updated_at: now }] : []),
        ])
        .execute();
      await saveServiceState(trx, company, params.service, { status: 'ONBOARDING_START', stage: FIRST_STAGE }, now);
      return { service: params.service, status: 'ONBOARDING_START', stage: FIRST_STAGE };
    });
    await recordActivity(ctx, req, {
      type: 'admin.onboarding_started', userId: auth.user.id, companyId: params.id, description: `Onboarding of ${params.service} started for company #${params.id}`,
      meta: { company_id: params.id, service: params.service },
      timeline: { entityClass: 'company', entityId: params.id, event: 'onboarding_started', changes: { [`payment_services.${params.service}`]: { old: 'DISABLED', new: 'ONBOARDING_START' } } },
    });
    await publishCompanyUpdated(ctx, params.id);
    return { data: state, message: 'Onboarding started.' };
  });

  registerCall(app, 'admin.companies.applyNext', async ({ ctx, req, auth, params, body }) => {
    const now = nowIso(ctx.now());
    const { state, from } = await ctx.db.transaction().execute(async (trx) => {
      const company = await lockCompany(trx, ctx.engine, params.id);
      const current = await serviceStateOf(trx, company, params.service);
      if (!isOnboarding(current.status)) throw conflict(ONBOARDING_MESSAGES.notOnboarding);
      const pending = await trx
        .selectFrom('onboarding_transitions')
        .selectAll()
        .where('company_id', '=', company.id)
        .where('service', '=', params.service)
        .where('applied_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst();
      if (!pending) throw conflict(ONBOARDING_MESSAGES.notOnboarding);
      if (body.transition_id !== undefined && body.transition_id !== pending.id) throw conflict(ONBOARDING_MESSAGES.raced);
      const done = await trx
        .updateTable('onboarding_transitions')
        .set({ applied_at: now, applied_by_user_id: auth.user.id, updated_at: now })
        .where('id', '=', pending.id)
        .where('applied_at', 'is', null)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw conflict(ONBOARDING_MESSAGES.raced);
      const status = statusAfterApplying(pending.to_stage);
      const following = status === 'ACTIVE' ? null : nextStage(pending.to_stage);
      if (following) {
        await trx
          .insertInto('onboarding_transitions')
          .values({ company_id: company.id, service: params.service, from_stage: pending.to_stage, to_stage: following, fields: '{}', applied_at: null, applied_by_user_id: null, created_at: now, updated_at: now })
          .execute();
      }
      await saveServiceState(trx, company, params.service, { status, stage: pending.to_stage }, now);
      const next: PaymentServiceOnboarding = { service: params.service, status, stage: pending.to_stage };
      return { state: next, from: current.stage };
    });
    await recordActivity(ctx, req, {
      type: 'admin.onboarding_stage_applied', userId: auth.user.id, companyId: params.id,
      description: `Onboarding of ${params.service} for company #${params.id} moved from ${from ?? '-'} to ${state.stage ?? '-'}`,
      meta: { company_id: params.id, service: params.service, from, to: state.stage, status: state.status },
      timeline: { entityClass: 'company', entityId: params.id, event: 'onboarding_stage_applied', changes: { [`payment_services.${params.service}.stage`]: { old: from, new: state.stage } } },
    });
    await publishCompanyUpdated(ctx, params.id);
    return { data: state, message: state.status === 'ACTIVE' ? 'The payment service is now active.' : 'Next onboarding stage applied.' };
  });
};

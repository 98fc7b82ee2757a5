import type { FastifyRequest } from 'fastify';
import type { OnboardingTransition, PaymentServiceOnboarding } from '../../../contract/entities';
import type { PortalServiceProvider } from '../../../contract/enums';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { conflict, notFound } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { publishCompanyUpdated } from './events';
import { FIRST_STAGE, isOnboarding, nextStage, onboardRefusal, statusAfterApplying } from './onboardingRules';
import {
  addTransition,
  applyTransition,
  dropPendingTransitions,
  existingTransition,
  lockCompany,
  pendingTransition,
  saveServiceState,
  setTransitionFields,
  transitionOf,
} from './onboardingStore';
import { paymentServicesOf, serviceStateOf, transitionResource, transitionsOf } from './paymentServices';
import { findCompany } from './queries';

/** Admin: payment services of a company and their onboarding (docs/decisions.md "Companies (admin)"). */

export const ONBOARDING_MESSAGES = {
  notOnboarding: 'This payment service is not being onboarded: start the onboarding first.',
  applied: 'An applied transition cannot be changed.',
  raced: 'The onboarding has just moved on: reload and try again.',
} as const;

type ServiceOf = { id: number; service: PortalServiceProvider };

export const companyPaymentServices = async (ctx: AppContext, id: number): Promise<PaymentServiceOnboarding[]> => paymentServicesOf(ctx, await findCompany(ctx, id));

export const onboardingTransitions = async (ctx: AppContext, { id, service }: ServiceOf): Promise<OnboardingTransition[]> => transitionsOf(ctx, (await findCompany(ctx, id)).id, service);

/** The fields of a transition not applied yet. */
export const updateTransition = async (
  ctx: AppContext,
  req: FastifyRequest,
  auth: AuthState,
  { id, service, transition }: ServiceOf & { transition: number },
  fields: Record<string, unknown>,
): Promise<{ data: OnboardingTransition; message: string }> => {
  const company = await findCompany(ctx, id);
  const row = await transitionOf(ctx.db, { id: transition, companyId: company.id, service });
  if (!row) throw notFound('Transition not found.');
  if (row.applied_at !== null) throw conflict(ONBOARDING_MESSAGES.applied);
  if (!(await setTransitionFields(ctx.db, row.id, fields, nowIso(ctx.now())))) throw conflict(ONBOARDING_MESSAGES.applied);
  await recordActivity(ctx, req, {
    type: 'admin.onboarding_transition_updated', userId: auth.user.id, companyId: company.id,
    description: `Onboarding transition #${row.id} of ${service} updated`, meta: { company_id: company.id, service, transition_id: row.id, fields: Object.keys(fields) },
  });
  return { data: transitionResource(await existingTransition(ctx.db, row.id), null), message: 'Transition updated successfully.' };
};

/** Starts the onboarding of a disabled service: the first stage applied, the move to the second pending. */
export const startOnboarding = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, { id, service }: ServiceOf): Promise<{ data: PaymentServiceOnboarding; message: string }> => {
  const now = nowIso(ctx.now());
  const state = await ctx.db.transaction().execute(async (trx): Promise<PaymentServiceOnboarding> => {
    const company = await lockCompany(trx, ctx.engine, id);
    const refusal = onboardRefusal((await serviceStateOf(trx, company, service)).status);
    if (refusal) throw conflict(refusal);
    await dropPendingTransitions(trx, company.id, service);
    await addTransition(trx, { companyId: company.id, service, from: null, to: FIRST_STAGE, appliedBy: auth.user.id, at: now });
    const second = nextStage(FIRST_STAGE);
    if (second) await addTransition(trx, { companyId: company.id, service, from: FIRST_STAGE, to: second, appliedBy: null, at: now });
    await saveServiceState(trx, company, service, { status: 'ONBOARDING_START', stage: FIRST_STAGE }, now);
    return { service, status: 'ONBOARDING_START', stage: FIRST_STAGE };
  });
  await recordActivity(ctx, req, {
    type: 'admin.onboarding_started', userId: auth.user.id, companyId: id, description: `Onboarding of ${service} started for company #${id}`,
    meta: { company_id: id, service },
    timeline: { entityClass: 'company', entityId: id, event: 'onboarding_started', changes: { [`payment_services.${service}`]: { old: 'DISABLED', new: 'ONBOARDING_START' } } },
  });
  await publishCompanyUpdated(ctx, id);
  return { data: state, message: 'Onboarding started.' };
};

/** Applies the pending move (the one the admin saw, when given) and opens the following one; the last stage makes the service active. */
export const applyNextStage = async (
  ctx: AppContext,
  req: FastifyRequest,
  auth: AuthState,
  { id, service }: ServiceOf,
  seenTransitionId: number | undefined,
): Promise<{ data: PaymentServiceOnboarding; message: string }> => {
  const now = nowIso(ctx.now());
  const { state, from } = await ctx.db.transaction().execute(async (trx) => {
    const company = await lockCompany(trx, ctx.engine, id);
    const current = await serviceStateOf(trx, company, service);
    if (!isOnboarding(current.status)) throw conflict(ONBOARDING_MESSAGES.notOnboarding);
    const pending = await pendingTransition(trx, company.id, service);
    if (!pending) throw conflict(ONBOARDING_MESSAGES.notOnboarding);
    if (seenTransitionId !== undefined && seenTransitionId !== pending.id) throw conflict(ONBOARDING_MESSAGES.raced);
    if (!(await applyTransition(trx, pending.id, auth.user.id, now))) throw conflict(ONBOARDING_MESSAGES.raced);
    const status = statusAfterApplying(pending.to_stage);
    const following = status === 'ACTIVE' ? null : nextStage(pending.to_stage);
    if (following) await addTransition(trx, { companyId: company.id, service, from: pending.to_stage, to: following, appliedBy: null, at: now });
    await saveServiceState(trx, company, service, { status, stage: pending.to_stage }, now);
    const next: PaymentServiceOnboarding = { service, status, stage: pending.to_stage };
    return { state: next, from: current.stage };
  });
  await recordActivity(ctx, req, {
    type: 'admin.onboarding_stage_applied', userId: auth.user.id, companyId: id,
    description: `Onboarding of ${service} for company #${id} moved from ${from ?? '-'} to ${state.stage ?? '-'}`,
    meta: { company_id: id, service, from, to: state.stage, status: state.status },
    timeline: { entityClass: 'company', entityId: id, event: 'onboarding_stage_applied', changes: { [`payment_services.${service}.stage`]: { old: from, new: state.stage } } },
  });
  await publishCompanyUpdated(ctx, id);
  return { data: state, message: state.status === 'ACTIVE' ? 'The payment service is now active.' : 'Next onboarding stage applied.' };
};

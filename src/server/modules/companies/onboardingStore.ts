import type { Kysely, Selectable } from 'kysely';
import type { PortalServicesMap } from '../../../contract/entities';
import type { PaymentServiceStatus, PortalServiceProvider } from '../../../contract/enums';
import type { CompanyRow } from '../../context';
import type { DbEngine } from '../../db/engine';
import type { Database } from '../../db/schema';
import type { OnboardingTransitionsTable } from '../../db/schemaCompanies';
import { parseJson } from '../../db/values';
import { notFound } from '../../domain/errors';
import { companyStatusAfter, portalServicesAfter } from './onboardingRules';
import { COMPANY_NOT_FOUND } from './queries';

/** The company row, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export const lockCompany = async (trx: Kysely<Database>, engine: DbEngine, id: number): Promise<CompanyRow> => {
  const q = trx.selectFrom('companies').selectAll().where('id', '=', id);
  const row = await (engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
};

/** Writes the service's status and stage, and what follows on the company: its status and portal services map. */
export const saveServiceState = async (
  trx: Kysely<Database>,
  company: CompanyRow,
  service: PortalServiceProvider,
  state: { status: PaymentServiceStatus; stage: string },
  now: string,
): Promise<void> => {
  const existing = await trx.selectFrom('company_payment_services').select('id').where('company_id', '=', company.id).where('service', '=', service).executeTakeFirst();
  if (existing) {
    await trx.updateTable('company_payment_services').set({ status: state.status, stage: state.stage, updated_at: now }).where('id', '=', existing.id).execute();
  } else {
    await trx.insertInto('company_payment_services').values({ company_id: company.id, service, status: state.status, stage: state.stage, created_at: now, updated_at: now }).execute();
  }
  const services = parseJson<PortalServicesMap>(company.portal_services, {});
  await trx
    .updateTable('companies')
    .set({
      payment_service_status: companyStatusAfter(company.payment_service_status as PaymentServiceStatus, state.status),
      portal_services: JSON.stringify(portalServicesAfter(services, service, state.status)),
      updated_at: now,
    })
    .where('id', '=', company.id)
    .execute();
};

export type TransitionRow = Selectable<OnboardingTransitionsTable>;

export const transitionOf = (db: Kysely<Database>, where: { id: number; companyId: number; service: PortalServiceProvider }): Promise<TransitionRow | undefined> =>
  db.selectFrom('onboarding_transitions').selectAll().where('id', '=', where.id).where('company_id', '=', where.companyId).where('service', '=', where.service).executeTakeFirst();

export const existingTransition = (db: Kysely<Database>, id: number): Promise<TransitionRow> => db.selectFrom('onboarding_transitions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The transitions of one service of a company, oldest first (the pending one, if any, last). */
export const transitionsOfService = (db: Kysely<Database>, companyId: number, service: PortalServiceProvider): Promise<TransitionRow[]> =>
  db.selectFrom('onboarding_transitions').selectAll().where('company_id', '=', companyId).where('service', '=', service).orderBy('id').execute();

/** Sets the fields of a transition not applied yet: false when it has been applied (meanwhile). */
export const setTransitionFields = async (db: Kysely<Database>, id: number, fields: unknown, at: string): Promise<boolean> => {
  const done = await db.updateTable('onboarding_transitions').set({ fields: JSON.stringify(fields), updated_at: at }).where('id', '=', id).where('applied_at', 'is', null).executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
};

/** The move of the service waiting to be applied, if any. */
export const pendingTransition = (trx: Kysely<Database>, companyId: number, service: PortalServiceProvider): Promise<TransitionRow | undefined> =>
  trx.selectFrom('onboarding_transitions').selectAll().where('company_id', '=', companyId).where('service', '=', service).where('applied_at', 'is', null).orderBy('id').executeTakeFirst();

/** Drops the moves of the service that were never applied (a new onboarding starts over). */
export const dropPendingTransitions = async (trx: Kysely<Database>, companyId: number, service: PortalServiceProvider): Promise<void> => {
  await trx.deleteFrom('onboarding_transitions').where('company_id', '=', companyId).where('service', '=', service).where('applied_at', 'is', null).execute();
};

/** Adds a move from one stage to the next: applied by `appliedBy` now, or pending (appliedBy null). */
export const addTransition = async (
  trx: Kysely<Database>,
  t: { companyId: number; service: PortalServiceProvider; from: string | null; to: string; appliedBy: number | null; at: string },
): Promise<void> => {
  await trx
    .insertInto('onboarding_transitions')
    .values({
      company_id: t.companyId, service: t.service, from_stage: t.from, to_stage: t.to, fields: '{}',
      applied_at: t.appliedBy === null ? null : t.at, applied_by_user_id: t.appliedBy, created_at: t.at, updated_at: t.at,
    })
    .execute();
};

/** Applies a pending move: false when another request applied it first. */
export const applyTransition = async (trx: Kysely<Database>, id: number, userId: number, at: string): Promise<boolean> => {
  const done = await trx.updateTable('onboarding_transitions').set({ applied_at: at, applied_by_user_id: userId, updated_at: at }).where('id', '=', id).where('applied_at', 'is', null).executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
};

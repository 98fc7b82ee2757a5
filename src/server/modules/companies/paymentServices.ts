import type { Kysely, Selectable } from 'kysely';
import type { OnboardingTransition, PaymentServiceOnboarding, PortalServicesMap } from '../../../contract/entities';
import { PORTAL_SERVICE_PROVIDERS, type PaymentServiceStatus, type PortalServiceProvider } from '../../../contract/enums';
import type { AppContext, CompanyRow } from '../../context';
import type { Database } from '../../db/schema';
import type { OnboardingTransitionsTable } from '../../db/schemaCompanies';
import { parseJson } from '../../db/values';
import { derivedStatus } from './onboardingRules';

type TransitionRow = Selectable<OnboardingTransitionsTable>;

/** One service of a company: its onboarding record, or the status its portal services map gives. */
export const serviceStateOf = async (db: Kysely<Database>, company: CompanyRow, service: PortalServiceProvider): Promise<PaymentServiceOnboarding> => {
  const row = await db
    .selectFrom('company_payment_services')
    .select(['status', 'stage'])
    .where('company_id', '=', company.id)
    .where('service', '=', service)
    .executeTakeFirst();
  if (row) return { service, status: row.status as PaymentServiceStatus, stage: row.stage };
  return { service, status: derivedStatus(parseJson<PortalServicesMap>(company.portal_services, {}), service), stage: null };
};

/** Every payment service (portal service provider) of a company with its status and stage. */
export const paymentServicesOf = async (ctx: AppContext, company: CompanyRow): Promise<PaymentServiceOnboarding[]> => {
  const rows = await ctx.db.selectFrom('company_payment_services').select(['service', 'status', 'stage']).where('company_id', '=', company.id).execute();
  const recorded = new Map(rows.map((r) => [r.service, r]));
  const services = parseJson<PortalServicesMap>(company.portal_services, {});
  return PORTAL_SERVICE_PROVIDERS.map((service) => {
    const row = recorded.get(service);
    return row ? { service, status: row.status as PaymentServiceStatus, stage: row.stage } : { service, status: derivedStatus(services, service), stage: null };
  });
};

export const transitionResource = (row: TransitionRow, by: { id: number; first_name: string; last_name: string; email: string } | null): OnboardingTransition => ({
  id: row.id,
  from_stage: row.from_stage,
  to_stage: row.to_stage,
  fields: parseJson<OnboardingTransition['fields']>(row.fields, {}),
  applied_at: row.applied_at,
  applied_by: by,
});

/** The transitions of one service of a company, oldest first (the pending one, if any, last). */
export const transitionsOf = async (ctx: AppContext, companyId: number, service: PortalServiceProvider): Promise<OnboardingTransition[]> => {
  const rows = await ctx.db.selectFrom('onboarding_transitions').selectAll().where('company_id', '=', companyId).where('service', '=', service).orderBy('id').execute();
  const userIds = [...new Set(rows.map((r) => r.applied_by_user_id).filter((id): id is number => id !== null))];
  const users = userIds.length ? await ctx.db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).where('id', 'in', userIds).execute() : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.map((r) => transitionResource(r, r.applied_by_user_id === null ? null : (byId.get(r.applied_by_user_id) ?? null)));
};

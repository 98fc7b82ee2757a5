import type { Kysely } from 'kysely';
import type { OnboardingTransition, PaymentServiceOnboarding, PortalServicesMap, UserRef } from '../../../contract/entities';
import { PORTAL_SERVICE_PROVIDERS, type PaymentServiceStatus, type PortalServiceProvider } from '../../../contract/enums';
import type { AppContext, CompanyRow } from '../../context';
import type { Database } from '../../db/schema';
import { parseJson } from '../../db/values';
import { userRefs } from '../users/userRefs';
import { derivedStatus } from './onboardingRules';
import { type TransitionRow, transitionsOfService } from './onboardingStore';

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

export const transitionResource = (row: TransitionRow, by: UserRef | null): OnboardingTransition => ({
  id: row.id,
  from_stage: row.from_stage,
  to_stage: row.to_stage,
  fields: parseJson<OnboardingTransition['fields']>(row.fields, {}),
  applied_at: row.applied_at,
  applied_by: by,
});

/** The transitions of one service of a company, oldest first (the pending one, if any, last). */
export const transitionsOf = async (ctx: AppContext, companyId: number, service: PortalServiceProvider): Promise<OnboardingTransition[]> => {
  const rows = await transitionsOfService(ctx.db, companyId, service);
  const byId = await userRefs(ctx, rows.map((r) => r.applied_by_user_id));
  return rows.map((r) => transitionResource(r, r.applied_by_user_id === null ? null : (byId.get(r.applied_by_user_id) ?? null)));
};

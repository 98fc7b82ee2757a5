import type { Kysely } from 'kysely';
import type { PortalServicesMap } from '../../../contract/entities';
import type { PaymentServiceStatus, PortalServiceProvider } from '../../../contract/enums';
import type { CompanyRow } from '../../context';
import type { DbEngine } from '../../db/engine';
import type { Database } from '../../db/schema';
import { parseJson } from '../../db/values';
import { notFound } from '../../http/errors';
import { companyStatusAfter, portalServicesAfter } from './onboardingRules';
import { COMPANY_NOT_FOUND } from './resource';

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

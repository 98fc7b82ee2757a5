import type { FastifyRequest } from 'fastify';
import type { AdminCompany } from '../../../contract/entities';
import type { AppContext, AuthState, CompanyRow } from '../../context';
import { bool, nowIso, parseJson } from '../../db/values';
import { invalid } from '../../domain/errors';
import { readSettings } from '../../ledger/settings';
import { recordActivity } from '../activityLogs/record';
import { publishCompanyUpdated } from './events';
import { type CompanyListQuery, countCompanies, findCompany, findCompanyByZohoId, pageOfCompanies, updateCompany, zohoIdTaken } from './queries';
import { adminCompanyResource } from './resource';
import { changeLog, type CompanyState, type CompanyUpdateBody, planCompanyUpdate } from './updateRules';

/** A company's row, for the modules that act on its accounts (404 when there is none). */
export { findCompany };

/** Admin companies (document 2 section 7): list, profile, CRM lookup and update. */

const ZOHO_TAKEN = 'This CRM id belongs to another company.';

export const listCompanies = async (ctx: AppContext, query: CompanyListQuery): Promise<{ data: AdminCompany[]; total: number }> => {
  const [total, rows] = await Promise.all([countCompanies(ctx, query), pageOfCompanies(ctx, query)]);
  const data = [];
  for (const row of rows) data.push(await adminCompanyResource(ctx, row));
  return { data, total };
};

export const getCompany = async (ctx: AppContext, id: number): Promise<AdminCompany> => adminCompanyResource(ctx, await findCompany(ctx, id), true);

export const companyByZohoId = async (ctx: AppContext, zohoId: string): Promise<AdminCompany> => adminCompanyResource(ctx, await findCompanyByZohoId(ctx, zohoId), true);

const stateOf = (row: CompanyRow): CompanyState => ({
  legal_type: row.legal_type,
  enabled: bool(row.enabled),
  features: parseJson(row.features, {}),
  white_label_enabled: bool(row.white_label_enabled),
  psp_portal_attached: bool(row.psp_portal_attached),
  two_factor_required: bool(row.two_factor_required),
  company_types: parseJson(row.company_types, []),
  zoho_id: row.zoho_id,
});

/**
 * Enables or disables a company, its features, white label, PSP attachment, service types and CRM id.
 * A disabled company's users keep their sign-in but get no manager data from their next request on
 * (the manager gate reads the company at every call); the company channel tells their portals at once.
 */
export const changeCompany = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number, body: CompanyUpdateBody): Promise<{ data: AdminCompany; message: string }> => {
  const row = await findCompany(ctx, id);
  const settings = await readSettings(ctx.db);
  const allowed = row.legal_type === 'individual' ? settings.allowed_features_individual : settings.allowed_features_company;
  const current = stateOf(row);
  const plan = planCompanyUpdate(current, body, allowed);
  const zoho = plan.next.zoho_id;
  if (zoho !== null && zoho !== row.zoho_id && (await zohoIdTaken(ctx.db, zoho, row.id))) plan.errors.zoho_id = [ZOHO_TAKEN];
  if (Object.keys(plan.errors).length > 0) throw invalid(plan.errors);
  if (plan.changed.length > 0) {
    const { next } = plan;
    try {
      await updateCompany(ctx.db, row.id, {
        enabled: next.enabled ? 1 : 0,
        features: JSON.stringify(next.features),
        white_label_enabled: next.white_label_enabled ? 1 : 0,
        psp_portal_attached: next.psp_portal_attached ? 1 : 0,
        two_factor_required: next.two_factor_required ? 1 : 0,
        company_types: JSON.stringify(next.company_types),
        zoho_id: next.zoho_id,
        updated_at: nowIso(ctx.now()),
      });
    } catch (error) {
      // Another admin gave the same CRM id to another company in the meantime (unique index).
      if (zoho !== null && (await zohoIdTaken(ctx.db, zoho, row.id))) throw invalid({ zoho_id: [ZOHO_TAKEN] });
      throw error;
    }
    await recordActivity(ctx, req, {
      type: 'admin.company_updated', userId: auth.user.id, companyId: row.id, description: `Company #${row.id} updated`, meta: { company_id: row.id, changed: plan.changed },
      timeline: { entityClass: 'company', entityId: row.id, event: 'updated', changes: changeLog(current, next, plan.changed) },
    });
    await publishCompanyUpdated(ctx, row.id);
  }
  return { data: await getCompany(ctx, row.id), message: 'Company updated successfully.' };
};

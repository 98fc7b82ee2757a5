import type { FastifyInstance } from 'fastify';
import type { CompanyRow } from '../../context';
import { bool, nowIso, parseJson } from '../../db/values';
import { validationError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { readSettings } from '../../ledger/settings';
import { recordActivity } from '../activityLogs/record';
import { publishCompanyUpdated } from './events';
import { adminCompanyResource, findCompany } from './resource';
import { changeLog, type CompanyState, planCompanyUpdate } from './updateRules';

const ZOHO_TAKEN = 'This CRM id belongs to another company.';

const stateOf = (row: CompanyRow): CompanyState => ({
  legal_type: row.legal_type,
  enabled: bool(row.enabled),
  features: parseJson(row.features, {}),
  white_label_enabled: bool(row.white_label_enabled),
  psp_portal_attached: bool(row.psp_portal_attached),
  company_types: parseJson(row.company_types, []),
  zoho_id: row.zoho_id,
});

/**
 * Admin: enable or disable a company, its features, white label, PSP attachment, service types and
 * CRM id. A disabled company's users keep their sign-in but get no manager data from their next
 * request on (the manager gate reads the company at every call); the company channel tells their
 * portals at once.
 */
export const registerAdminCompanyWrites = (app: FastifyInstance): void => {
  registerCall(app, 'admin.companies.update', async ({ ctx, req, auth, params, body }) => {
    const row = await findCompany(ctx, params.id);
    const settings = await readSettings(ctx.db);
    const allowed = row.legal_type === 'individual' ? settings.allowed_features_individual : settings.allowed_features_company;
    const current = stateOf(row);
    const plan = planCompanyUpdate(current, body, allowed);
    const zoho = plan.next.zoho_id;
    if (zoho !== null && zoho !== row.zoho_id) {
      const taken = await ctx.db.selectFrom('companies').select('id').where('zoho_id', '=', zoho).where('id', '!=', row.id).executeTakeFirst();
      if (taken) plan.errors.zoho_id = [ZOHO_TAKEN];
    }
    if (Object.keys(plan.errors).length > 0) throw validationError(plan.errors);
    if (plan.changed.length > 0) {
      const { next } = plan;
      try {
        await ctx.db
          .updateTable('companies')
          .set({
            enabled: next.enabled ? 1 : 0,
            features: JSON.stringify(next.features),
            white_label_enabled: next.white_label_enabled ? 1 : 0,
            psp_portal_attached: next.psp_portal_attached ? 1 : 0,
            company_types: JSON.stringify(next.company_types),
            zoho_id: next.zoho_id,
            updated_at: nowIso(ctx.now()),
          })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        // Another admin gave the same CRM id to another company in the meantime (unique index).
        const clash = zoho !== null && (await ctx.db.selectFrom('companies').select('id').where('zoho_id', '=', zoho).where('id', '!=', row.id).executeTakeFirst());
        if (clash) throw validationError({ zoho_id: [ZOHO_TAKEN] });
        throw error;
      }
      await recordActivity(ctx, req, {
        type: 'admin.company_updated', userId: auth.user.id, companyId: row.id, description: `Company #${row.id} updated`, meta: { company_id: row.id, changed: plan.changed },
        timeline: { entityClass: 'company', entityId: row.id, event: 'updated', changes: changeLog(current, next, plan.changed) },
      });
      await publishCompanyUpdated(ctx, row.id);
    }
    return { data: await adminCompanyResource(ctx, await findCompany(ctx, row.id), true), message: 'Company updated successfully.' };
  });
};

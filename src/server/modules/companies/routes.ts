import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { listEmployees, updateEmployee } from './employees';
import { applyNextStage, companyPaymentServices, onboardingTransitions, startOnboarding, updateTransition } from './onboarding';
import { changeCompany, companyByZohoId, getCompany, listCompanies } from './service';

/**
 * Admin companies (document 2 section 7): list, profile, CRM lookup, update, employees, payment
 * services and their onboarding. The two compliance calls are in modules/compliance/adminRoutes.ts.
 */
export const registerAdminCompanyRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.companies.list', async ({ ctx, req, query }) => {
    const { data, total } = await listCompanies(ctx, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'admin.companies.get', async ({ ctx, params }) => ({ data: await getCompany(ctx, params.id) }));
  registerCall(app, 'admin.companies.byZohoId', async ({ ctx, params }) => ({ data: await companyByZohoId(ctx, params.id) }));
  registerCall(app, 'admin.companies.update', async ({ ctx, req, auth, params, body }) => changeCompany(ctx, req, auth, params.id, body));

  registerCall(app, 'admin.companies.employees', async ({ ctx, req, params, query }) => {
    const { data, total } = await listEmployees(ctx, params.id, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'admin.companies.employeeUpdate', async ({ ctx, req, auth, params, body }) => updateEmployee(ctx, req, auth, params, body));

  registerCall(app, 'admin.companies.paymentServices', async ({ ctx, params }) => ({ data: await companyPaymentServices(ctx, params.id) }));
  registerCall(app, 'admin.companies.onboardingTransitions', async ({ ctx, params }) => ({ data: await onboardingTransitions(ctx, params) }));
  registerCall(app, 'admin.companies.transitionUpdate', async ({ ctx, req, auth, params, body }) => updateTransition(ctx, req, auth, params, body.fields));
  registerCall(app, 'admin.companies.onboard', async ({ ctx, req, auth, params }) => startOnboarding(ctx, req, auth, params));
  registerCall(app, 'admin.companies.applyNext', async ({ ctx, req, auth, params, body }) => applyNextStage(ctx, req, auth, params, body.transition_id));
};

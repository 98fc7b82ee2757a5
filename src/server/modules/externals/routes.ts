import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';
import { userCompany } from '../company/access';
import { assertIban, beneficiaryByAccount, EXTERNALS_MESSAGES, ibanDetails, portalServiceAccount, swiftDetails } from './service';

/** Document 2 section 7 "Common": externals/iban, externals/swift, externals/{service}, beneficiary. */
export const registerExternalRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'externals.iban', async ({ query }) => ibanDetails(query.iban));
  registerCall(app, 'externals.swift', async ({ query }) => swiftDetails(query.swift));

  registerCall(app, 'externals.service', async ({ ctx, auth, params, query }) => {
    const company = userCompany(auth, 'externals.service');
    if (!company) throw forbidden(EXTERNALS_MESSAGES.portalCompanyOnly);
    return { data: await portalServiceAccount(ctx, company, params.service, query) };
  });

  registerCall(app, 'beneficiary.byIban', async ({ ctx, auth, query }) => {
    if (query.iban !== undefined) assertIban(query.iban);
    return beneficiaryByAccount(ctx, userCompany(auth, 'beneficiary.byIban'), query);
  });
};

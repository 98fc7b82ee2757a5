import type { FastifyInstance } from 'fastify';
import { companyOf, memberOf } from '../../http/caller';
import { fieldError } from '../../http/errors';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { grandTotal } from '../transactions/service';
import { integrityChecks, runIntegrityCheck } from './integrity';
import { allBankAccounts, companyBankAccount, companyBankAccounts, companyTransferMap, openCompanyAccount, selectDefaultAccount } from './service';

export const registerBankAccountRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.bankAccounts.list', async ({ ctx, req, auth, query }) => paged(req, query, await companyBankAccounts(ctx, companyOf(auth), query.currency_type, query)));
  registerCall(app, 'manager.bankAccounts.get', async ({ ctx, auth, params }) => ({ data: await companyBankAccount(ctx, companyOf(auth), params.id) }));
  registerCall(app, 'manager.bankAccounts.select', async ({ ctx, auth, params }) => selectDefaultAccount(ctx, memberOf(auth), params.id));

  registerCall(app, 'manager.bankAccounts.create', async ({ ctx, reply, auth, body }) => {
    const answer = await openCompanyAccount(ctx, memberOf(auth), body);
    reply.code(201);
    return answer;
  });

  registerCall(app, 'manager.bankAccounts.validateBalance', async ({ ctx, auth, params, query }) => {
    if (query.bank_account_id !== params.id) throw fieldError('bank_account_id', 'The bank account id does not match the account.');
    return { data: await grandTotal(ctx, memberOf(auth), 'balance', { amount: query.amount, bank_account_id: params.id, transmission_protocol_id: query.transmission_protocol_id }) };
  });

  registerCall(app, 'manager.accountsTransferMap', async ({ ctx, auth }) => ({ data: await companyTransferMap(ctx, companyOf(auth)) }));

  registerCall(app, 'admin.bankAccounts.list', async ({ ctx, req, query }) => paged(req, query, await allBankAccounts(ctx, query)));

  registerCall(app, 'admin.integrityChecks.list', async ({ ctx, req, query }) => paged(req, query, await integrityChecks(ctx, query)));

  registerCall(app, 'admin.bankAccounts.integrityCheck', async ({ ctx, reply, auth, params }) => {
    const answer = await runIntegrityCheck(ctx, params.id, auth.user.id);
    reply.code(201);
    return answer;
  });
};

import type { FastifyInstance } from 'fastify';
import { registerAdminTransactionRoutes } from './adminTransactions/routes';
import { registerBankAccountRoutes } from './bankAccounts/routes';
import { registerExchangeRoutes } from './exchange/routes';
import { registerTransactionRoutes } from './transactions/routes';

/** Routes of the ledger issue: accounts, transactions, grand totals, rates, admin transactions, bank accounts and integrity. */
export const registerLedgerRoutes = (app: FastifyInstance): void => {
  registerBankAccountRoutes(app);
  registerTransactionRoutes(app);
  registerExchangeRoutes(app);
  registerAdminTransactionRoutes(app);
};

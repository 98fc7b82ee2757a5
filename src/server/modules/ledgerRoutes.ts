import type { FastifyInstance } from 'fastify';

/** Routes of the ledger issue: transactions, grand totals, rates, admin transactions and bank accounts. */
export const registerLedgerRoutes = (_app: FastifyInstance): void => {};

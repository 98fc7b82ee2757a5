import type { FastifyInstance } from 'fastify';

/** Routes of the accounts side of the ledger issue: accounts, company, statistics, beneficiaries, lookups, documents. */
export const registerAccountRoutes = (_app: FastifyInstance): void => {};

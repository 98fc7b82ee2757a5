import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { TransactionAgentsTable } from '../../db/schemaDomain';
import type { AgentRow } from './resource';

/** What the bank's blacklist of transaction agents (modules/agentBlacklist) asks of the transaction_agents table: every company's live agents. */

export type AgentBlacklistFilter = { iban?: string | undefined; companyId?: number | undefined; blacklisted?: boolean | undefined };

const liveAgents = (db: Kysely<Database>, f: AgentBlacklistFilter) => {
  let q = db.selectFrom('transaction_agents').where('deleted_at', 'is', null);
  if (f.iban) q = q.where('iban', '=', f.iban);
  if (f.companyId !== undefined) q = q.where('company_id', '=', f.companyId);
  if (f.blacklisted !== undefined) q = q.where('blacklisted_at', f.blacklisted ? 'is not' : 'is', null);
  return q;
};

export const countLiveAgents = async (db: Kysely<Database>, f: AgentBlacklistFilter): Promise<number> =>
  Number((await liveAgents(db, f).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);

export const liveAgentsPage = (db: Kysely<Database>, f: AgentBlacklistFilter, page: number, perPage: number): Promise<AgentRow[]> =>
  liveAgents(db, f).selectAll().orderBy('id').limit(perPage).offset((page - 1) * perPage).execute();

/** A live agent of any company, or undefined. */
export const liveAgent = (db: Kysely<Database>, id: number): Promise<AgentRow | undefined> =>
  db.selectFrom('transaction_agents').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

export const setAgentBlacklist = (
  db: Kysely<Database>,
  id: number,
  values: Pick<Updateable<TransactionAgentsTable>, 'blacklisted_at' | 'blacklisted_by' | 'blacklist_reason' | 'updated_at'>,
): Promise<AgentRow> => db.updateTable('transaction_agents').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Live blacklisted agents (of any company) with this IBAN: the blacklist is the bank's, the IBAN names the party. */
export const blacklistedAgents = (db: Kysely<Database>, iban: string) =>
  db.selectFrom('transaction_agents').select(['id', 'company_id']).where('iban', '=', iban).where('blacklisted_at', 'is not', null).where('deleted_at', 'is', null).orderBy('id').execute();

import type { Kysely } from 'kysely';
import type { PortalServiceProvider } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import type { RuleRow } from './incoming';

/** The automatic transfer rules of the company: remote account at a service → own account. */

export const companyRules = (db: Kysely<Database>, companyId: number, service: PortalServiceProvider): Promise<RuleRow[]> =>
  db.selectFrom('portal_auto_transfers').selectAll().where('company_id', '=', companyId).where('service', '=', service).where('deleted_at', 'is', null).orderBy('id').execute();

/** Whether a live rule already sweeps this remote account (of any company: a remote account is swept once). */
export const remoteAccountSwept = async (db: Kysely<Database>, service: PortalServiceProvider, remoteAccount: string): Promise<boolean> =>
  (await db.selectFrom('portal_auto_transfers').select('id').where('service', '=', service).where('remote_account_id', '=', remoteAccount).where('deleted_at', 'is', null).executeTakeFirst()) !== undefined;

export const insertRule = (trx: Kysely<Database>, v: { companyId: number; bankAccountId: number; service: PortalServiceProvider; remoteAccount: string; userId: number; at: string }): Promise<RuleRow> =>
  trx
    .insertInto('portal_auto_transfers')
    .values({ company_id: v.companyId, bank_account_id: v.bankAccountId, service: v.service, remote_account_id: v.remoteAccount, created_by: v.userId, deleted_at: null, created_at: v.at, updated_at: v.at })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A live rule of the company, or undefined. */
export const companyRule = (db: Kysely<Database>, companyId: number, id: number): Promise<RuleRow | undefined> =>
  db.selectFrom('portal_auto_transfers').selectAll().where('id', '=', id).where('company_id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();

/** Stops a live rule; false when it was stopped already (by a simultaneous request). */
export const stopRule = async (trx: Kysely<Database>, id: number, at: string): Promise<boolean> => {
  const stopped = await trx.updateTable('portal_auto_transfers').set({ deleted_at: at, updated_at: at }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(stopped.numUpdatedRows) > 0;
};

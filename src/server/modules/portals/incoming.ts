import type { Kysely, Selectable } from 'kysely';
import type { PortalServiceProvider } from '../../../contract/enums';
import type { PortalAutoTransfer } from '../../../contract/portals';
import type { Database } from '../../db/schema';
import type { PortalAutoTransfersTable } from '../../db/schemaDomain/portals';
import { enqueue } from '../../jobs/queue';
import type { MovementListener } from './provider';

/**
 * Automatic transfer rules and the remote movements they react to: a provider's notification enqueues
 * the job that autoTransfer.ts runs. Apart from it, so that the providers' registry (providers.ts) does
 * not import the job that calls the providers.
 */

export const AUTO_TRANSFER_JOB_TYPE = 'portals.auto_transfer';

export type RuleRow = Selectable<PortalAutoTransfersTable>;

export const ruleResource = (r: RuleRow): PortalAutoTransfer => ({
  id: r.id,
  portal_service: r.service as PortalServiceProvider,
  bank_account_id: r.bank_account_id,
  portal_destination_account_id: r.remote_account_id,
  created_at: r.created_at,
});

export const activeRules = (db: Kysely<Database>, service: string, remoteAccount: string) =>
  db.selectFrom('portal_auto_transfers').selectAll().where('service', '=', service).where('remote_account_id', '=', remoteAccount).where('deleted_at', 'is', null).orderBy('id');

/**
 * The provider's notification that a remote balance changed (a real provider calls a webhook; the
 * sandbox calls this in the transaction that changed the balance). Incoming funds on an account with
 * an automatic transfer rule become one job; the key makes a repeated notification a no-op.
 */
export const remoteMovementReceived = (now: () => Date): MovementListener => async (db, m) => {
  if (m.amount <= 0n) return;
  const rules = await activeRules(db, m.service, m.account).execute();
  if (rules.length === 0) return;
  await enqueue(db, {
    type: AUTO_TRANSFER_JOB_TYPE,
    payload: { service: m.service, movement_ref: m.movementRef, account: m.account, amount: m.amount.toString(), currency: m.currency },
    idempotencyKey: `portal-auto:${m.service}:${m.movementRef}`,
    maxAttempts: 10,
    now: now(),
  });
};

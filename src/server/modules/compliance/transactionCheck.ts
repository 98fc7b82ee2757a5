import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { announceOpened, type OpenedTracking, openTracking } from './open';

type Draft = { companyId: number; status: string };

/**
 * A payment that needs an administrator's approval (external, worth the admin threshold or more, so
 * compliance auto-approve cannot apply) asks the company for a TRANSACTION compliance tracking:
 * opened in the payment's own database transaction, announced after the commit.
 */
export const transactionComplianceCheck = (ctx: AppContext, draft: Draft, legalType: string | null) => {
  let opened: OpenedTracking | null = null;
  const inTransaction =
    draft.status === 'admin_action_require'
      ? async (trx: Kysely<Database>, transactionId: number) => {
        opened = await openTracking(trx, ctx.now(), { companyId: draft.companyId, subjectType: 'transaction', subjectId: transactionId, category: 'TRANSACTION', legalType });
      }
      : undefined;
  const announce = async (): Promise<void> => {
    if (opened) await announceOpened(ctx, opened);
  };
  return { inTransaction, announce };
};

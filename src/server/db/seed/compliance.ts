import type { Kysely } from 'kysely';
import { openTracking } from '../../modules/compliance/open';
import type { Database } from '../schema';
import { DAY, type SeedClock } from './clock';

/**
 * Demo compliance: the registration tracking of the pending company's manager (documents still to
 * upload, so pending@ lands on the verification page) and a transaction check at Acme waiting for
 * documents. Nothing is uploaded: the seed writes no files.
 */
export const seedCompliance = async (
  trx: Kysely<Database>,
  clock: SeedClock,
  o: { pendingCompanyId: number; pendingUserId: number; acmeCompanyId: number },
): Promise<void> => {
  await openTracking(trx, new Date(clock.before(2 * DAY)), {
    companyId: o.pendingCompanyId, subjectType: 'user', subjectId: o.pendingUserId, category: 'REGISTRATION', legalType: 'company', recipients: [o.pendingUserId],
  });
  const largest = await trx
    .selectFrom('transactions')
    .select('id')
    .where('company_id', '=', o.acmeCompanyId)
    .where('type', '=', 'withdrawal')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (largest) {
    await openTracking(trx, new Date(clock.before(3 * DAY)), {
      companyId: o.acmeCompanyId, subjectType: 'transaction', subjectId: largest.id, category: 'TRANSACTION', legalType: 'company',
    });
  }
};

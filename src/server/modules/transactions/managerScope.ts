import type { AppContext, CompanyRow } from '../../context';
import { readSetting } from '../../ledger/settings';
import type { ListScope } from './filters';

/**
 * What a manager of the company may see of its transactions: its own, from the settings' log date on.
 * Only that setting is read: this runs on every transaction read of a manager, where reading and checking
 * every setting cost more than the list's own count.
 */
export const managerScope = async (ctx: AppContext, company: CompanyRow): Promise<ListScope> => {
  const fromLogDate = await readSetting(ctx.db, 'show_transactions_from_log_date');
  return { companyId: company.id, ...(fromLogDate ? { fromLogDate } : {}) };
};

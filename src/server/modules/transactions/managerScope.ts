import type { AppContext, CompanyRow } from '../../context';
import { readSettings } from '../../ledger/settings';
import type { ListScope } from './filters';

/** What a manager of the company may see of its transactions: its own, from the settings' log date on. */
export const managerScope = async (ctx: AppContext, company: CompanyRow): Promise<ListScope> => {
  const settings = await readSettings(ctx.db);
  return { companyId: company.id, ...(settings.show_transactions_from_log_date ? { fromLogDate: settings.show_transactions_from_log_date } : {}) };
};

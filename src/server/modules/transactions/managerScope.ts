import { EMPTY_SETTINGS } from '../../../contract/enums';
import { SETTINGS_VALUE_SCHEMAS } from '../../../contract/schemas';
import type { AppContext, CompanyRow } from '../../context';
import { parseJson } from '../../db/values';
import type { ListScope } from './filters';

const LOG_DATE_KEY = 'show_transactions_from_log_date';

/**
 * The settings' log date (empty when unset), read alone: it is read on every transaction read of a manager,
 * where reading and checking every setting (readSettings) cost more than the list's own count. A stored
 * value that does not match its schema reads as unset, as readSettings has it.
 */
const fromLogDateSetting = async (ctx: AppContext): Promise<string> => {
  const row = await ctx.db.selectFrom('settings').select('value').where('key', '=', LOG_DATE_KEY).executeTakeFirst();
  const parsed = row ? SETTINGS_VALUE_SCHEMAS[LOG_DATE_KEY].safeParse(parseJson<unknown>(row.value, undefined)) : undefined;
  return parsed?.success ? parsed.data : EMPTY_SETTINGS[LOG_DATE_KEY];
};

/** What a manager of the company may see of its transactions: its own, from the settings' log date on. */
export const managerScope = async (ctx: AppContext, company: CompanyRow): Promise<ListScope> => {
  const fromLogDate = await fromLogDateSetting(ctx);
  return { companyId: company.id, ...(fromLogDate ? { fromLogDate } : {}) };
};

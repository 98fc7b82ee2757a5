import { companyChannel } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { realtimeOf } from '../../realtime/publish';
import { reportResources } from './reportResource';
import type { ReportRow } from './reportRow';

/** `report.updated` on the company channel: the portal replaces the row in its list (status, download). */
export const REPORT_UPDATED_EVENT = 'report.updated';

export const publishReport = async (ctx: AppContext, row: ReportRow): Promise<void> => {
  if (row.company_id === null) return;
  const [report] = await reportResources(ctx.db, [row]);
  await realtimeOf(ctx).broadcast(companyChannel(row.company_id), REPORT_UPDATED_EVENT, report);
};

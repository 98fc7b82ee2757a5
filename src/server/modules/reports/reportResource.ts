import type { Kysely } from 'kysely';
import type { Report } from '../../../contract/entities';
import type { JobStatus, PeriodPreset, ReportFormat } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import { accountBriefs } from '../bankAccounts/queries';
import { bankAccountRef } from '../bankAccounts/resource';
import type { ReportRow } from './reportRow';

type AccountBrief = Parameters<typeof bankAccountRef>[0];

export const reportResource = (row: ReportRow, account: AccountBrief | undefined): Report => ({
  id: row.id,
  name: row.name,
  bank_account: account ? bankAccountRef(account) : { id: row.bank_account_id ?? 0, name: '', currency: 'EUR', iban: null },
  date_from: row.date_from,
  date_to: row.date_to,
  report_period: row.report_period as PeriodPreset | null,
  status: row.status as JobStatus,
  format: row.format as ReportFormat,
  created_at: row.created_at,
  actions: { is_downloadable: row.status === 'DONE' && row.file_path !== null },
});

export const reportResources = async (db: Kysely<Database>, rows: readonly ReportRow[]): Promise<Report[]> => {
  const ids = [...new Set(rows.map((r) => r.bank_account_id).filter((id): id is number => id !== null))];
  const accounts = await accountBriefs(db, ids);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return rows.map((r) => reportResource(r, r.bank_account_id !== null ? byId.get(r.bank_account_id) : undefined));
};

import type { Selectable } from 'kysely';
import type { ImportErrors, ImportRecord } from '../../../contract/entities';
import type { ImportStatus } from '../../../contract/enums';
import { companyChannel } from '../../../contract/enums';
import type { AppContext } from '../../context';
import type { ImportsTable } from '../../db/schemaDomain';
import { minor, parseJson } from '../../db/values';
import { formatMinor } from '../../ledger/money';
import { realtimeOf } from '../../realtime/publish';
import { accountBriefs } from '../bankAccounts/queries';
import { bankAccountRef } from '../bankAccounts/resource';
import { userRefs } from '../users/userRefs';

export type ImportRow = Selectable<ImportsTable>;

/** `import.created` / `import.updated` on the company channel carry the whole record (the portal replaces it). */
export const IMPORT_EVENTS = { created: 'import.created', updated: 'import.updated' } as const;

/** The record of the list and detail, plus the progress (processed/total rows) the portal shows live. */
export type ImportResource = ImportRecord & { progress: number; processed_rows: number; total_rows: number };

export const importResources = async (ctx: AppContext, rows: readonly ImportRow[]): Promise<ImportResource[]> => {
  const { db } = ctx;
  const accountIds = [...new Set(rows.map((r) => r.bank_account_id))];
  const userIds = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  const importIds = rows.map((r) => r.id);
  const accounts = await accountBriefs(db, accountIds);
  const processed = importIds.length
    ? await db.selectFrom('import_rows').select(['import_id', (eb) => eb.fn.countAll().as('n')]).where('import_id', 'in', importIds).groupBy('import_id').execute()
    : [];
  const accountOf = new Map(accounts.map((a) => [a.id, a]));
  const userOf = await userRefs(ctx, userIds);
  const processedOf = new Map(processed.map((p) => [p.import_id, Number(p.n)]));
  return rows.map((r) => {
    const a = accountOf.get(r.bank_account_id);
    const sub = a?.sub_unit ?? 2;
    const u = r.user_id === null ? undefined : userOf.get(r.user_id);
    const errors = parseJson<ImportErrors | null>(r.errors, null);
    const total = r.success_transactions_count + r.failed_transactions_count;
    return {
      id: r.id,
      bank_account: a ? bankAccountRef(a) : { id: r.bank_account_id, name: '', currency: 'EUR', iban: null },
      user: u ? { id: u.id, first_name: u.first_name, last_name: u.last_name, email: u.email } : null,
      success_transactions_count: r.success_transactions_count,
      success_transactions_amount: formatMinor(minor(r.success_transactions_amount), sub),
      success_transactions_amount_with_fee: formatMinor(minor(r.success_transactions_amount_with_fee), sub),
      failed_transactions_count: r.failed_transactions_count,
      failed_transactions_amount: formatMinor(minor(r.failed_transactions_amount), sub),
      created_at: r.created_at,
      status: r.status as ImportStatus,
      file_name: r.file_name,
      errors,
      actions: { has_errors: r.errors_file_path !== null },
      progress: r.progress,
      processed_rows: processedOf.get(r.id) ?? 0,
      total_rows: Math.max(r.total_rows, total),
    };
  });
};

export const publishImport = async (ctx: AppContext, row: ImportRow, event: keyof typeof IMPORT_EVENTS = 'updated'): Promise<void> => {
  const [record] = await importResources(ctx, [row]);
  await realtimeOf(ctx).broadcast(companyChannel(row.company_id), IMPORT_EVENTS[event], record);
};

/** Announces an import as it is now (after a change another module committed: an approval released or refused it). */
export const publishImportById = async (ctx: AppContext, id: number): Promise<void> => {
  const row = await ctx.db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
  if (row) await publishImport(ctx, row);
};

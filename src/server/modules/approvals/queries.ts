import type { Kysely, Selectable } from 'kysely';
import type { ApprovalImportBasis, ApprovalPerson, ApprovalStatus, PaymentApproval } from '../../../contract/approvals';
import type { TransactionType } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import type { PaymentApprovalsTable } from '../../db/schemaApprovals';
import type { LedgerTx } from '../../ledger/locks';
import { currencyInfo } from '../../ledger/currencies';
import { formatMinor } from '../../ledger/money';
import { offsetOf } from '../../http/paging';
import { transactionsByIds } from '../transactions/adminQueries';
import { usersByIds } from '../users/queries';

export type ApprovalRow = Selectable<PaymentApprovalsTable>;

/** The approval rows of a company with a status, newest first, a page at a time. */
export const approvalPage = async (db: Kysely<Database>, companyId: number, status: ApprovalStatus, page: number, perPage: number): Promise<{ rows: ApprovalRow[]; total: number }> => {
  const q = db.selectFrom('payment_approvals').where('company_id', '=', companyId).where('status', '=', status);
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q.selectAll().orderBy('id', 'desc').limit(perPage).offset(offsetOf(page, perPage)).execute();
  return { rows, total };
};

export const approvalsOfCompany = (db: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<ApprovalRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('payment_approvals').selectAll().where('company_id', '=', companyId).where('id', 'in', [...ids]).orderBy('id').execute();

export const approvalOfTransaction = (db: Kysely<Database>, transactionId: number): Promise<ApprovalRow | undefined> =>
  db.selectFrom('payment_approvals').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();

/** The approval row, locked for the rest of the caller's database transaction (PostgreSQL; SQLite has one writer at a time). */
export const lockApproval = async (tx: LedgerTx, id: number): Promise<ApprovalRow | undefined> => {
  const q = tx.db.selectFrom('payment_approvals').selectAll().where('id', '=', id);
  return (tx.engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
};

export const votesOf = (db: Kysely<Database>, approvalIds: readonly number[]) =>
  approvalIds.length === 0 ? Promise.resolve([]) : db.selectFrom('payment_approval_votes').selectAll().where('approval_id', 'in', [...approvalIds]).orderBy('id').execute();

type RuleCopy = PaymentApproval['rule'];

const person = (u: { id: number; first_name: string; last_name: string; email: string } | undefined): ApprovalPerson | null =>
  u ? { id: u.id, name: `${u.first_name} ${u.last_name}`.trim(), email: u.email } : null;

/**
 * The inbox's answer for approval rows: the payment's reference, type and payee (or the import's
 * file), who asked and who approved, and whether `viewer` may decide on it.
 */
export const approvalResources = async (db: Kysely<Database>, rows: readonly ApprovalRow[], viewer: { id: number; role: string } | null): Promise<PaymentApproval[]> => {
  const votes = await votesOf(db, rows.map((r) => r.id));
  const txIds = rows.flatMap((r) => (r.transaction_id === null ? [] : [r.transaction_id]));
  const importIds = rows.flatMap((r) => (r.import_id === null ? [] : [r.import_id]));
  const txs = new Map((txIds.length > 0 ? await transactionsByIds(db, txIds) : []).map((t) => [t.id, t]));
  const imports = new Map((importIds.length > 0 ? await db.selectFrom('imports').select(['id', 'file_name']).where('id', 'in', importIds).execute() : []).map((i) => [i.id, i]));
  const users = new Map((await usersByIds(db, [...rows.flatMap((r) => [r.requested_by, r.decided_by]), ...votes.map((v) => v.user_id)])).map((u) => [u.id, u]));
  return rows.map((r): PaymentApproval => {
    const t = r.transaction_id === null ? undefined : txs.get(r.transaction_id);
    const own = votes.filter((v) => v.approval_id === r.id);
    const voted = viewer !== null && own.some((v) => v.user_id === viewer.id);
    return {
      id: r.id,
      kind: r.transaction_id === null ? 'import' : 'transaction',
      transaction_id: r.transaction_id,
      import_id: r.import_id,
      reference: t?.source_reference ?? (r.import_id === null ? `#${r.id}` : (imports.get(r.import_id)?.file_name ?? `#${r.import_id}`)),
      type: t ? (t.type as TransactionType) : 'import',
      beneficiary: t?.beneficiary_name ?? null,
      status: r.status as ApprovalStatus,
      total: formatMinor(BigInt(r.total), currencyInfo(r.currency).subUnit),
      currency: r.currency,
      requested_by: person(users.get(r.requested_by)),
      requested_at: r.created_at,
      expires_at: r.expires_at,
      required: r.required,
      approvals: own.flatMap((v) => {
        const p = person(users.get(v.user_id));
        return p ? [{ ...p, at: v.created_at }] : [];
      }),
      rule: JSON.parse(r.rule) as RuleCopy & { import_basis: ApprovalImportBasis },
      decided_by: r.decided_by === null ? null : person(users.get(r.decided_by)),
      decided_at: r.decided_at,
      reason: r.reason,
      can_decide: viewer !== null && viewer.role === 'manager' && r.status === 'awaiting' && viewer.id !== r.requested_by && !voted,
    };
  });
};

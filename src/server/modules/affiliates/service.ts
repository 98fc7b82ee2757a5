import type { BankAccount, ChildCompany } from '../../../contract/entities';
import type { AppContext, CompanyRow } from '../../context';
import { notFound } from '../../domain/errors';
import { readSettings } from '../../ledger/settings';
import { companyAccounts } from '../bankAccounts/queries';
import { bankAccountResources } from '../bankAccounts/resource';
import type { ListScope, TransactionFilters } from '../transactions/filters';
import { listTransactions } from '../transactions/queries';
import type { TransactionResource } from '../transactions/resource';
import { CHILD_NOT_FOUND, type ChildKind, type ChildListQuery, childIdsOf, countChildren, ownChild, pageOfChildren } from './children';
import { childCompanyResources } from './resource';

/** Affiliates and white-labeled companies of the caller's company (the owner): read-only. */

export const childList = async (ctx: AppContext, owner: CompanyRow, kind: ChildKind, q: ChildListQuery): Promise<{ data: ChildCompany[]; total: number }> => {
  const total = await countChildren(ctx, owner, kind, q);
  const rows = await pageOfChildren(ctx, owner, kind, q);
  return { data: await childCompanyResources(ctx, rows), total };
};

export const childAccounts = async (ctx: AppContext, owner: CompanyRow, kind: ChildKind, id: number): Promise<BankAccount[]> => {
  const child = await ownChild(ctx, owner, kind, id);
  return bankAccountResources(ctx.db, await companyAccounts(ctx.db, child.id));
};

/**
 * The transaction list of the children, with the filters of the company's own list: the scope is every
 * child, narrowed by company_id to some of them (an id that is not a child is 404, not an empty page).
 */
export const childTransactions = async (ctx: AppContext, owner: CompanyRow, kind: ChildKind, f: TransactionFilters): Promise<{ data: TransactionResource[]; total: number }> => {
  const children = await childIdsOf(ctx, owner, kind);
  const known = new Set(children);
  if (f.company_id?.some((id) => !known.has(id))) throw notFound(CHILD_NOT_FOUND);
  const settings = await readSettings(ctx.db);
  const scope: ListScope = { companyIds: children, ...(settings.show_transactions_from_log_date ? { fromLogDate: settings.show_transactions_from_log_date } : {}) };
  return listTransactions(ctx, f, scope, false);
};

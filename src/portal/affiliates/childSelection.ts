/** Which child company, and which of its accounts, the transaction list is narrowed to (none: every child). */
export type ChildSelection = { companyId: number | null; accountId: number | null };

export const NO_SELECTION: ChildSelection = { companyId: null, accountId: null };

const idOf = (value: string | null): number | null => (value !== null && /^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : null);

/**
 * The selection a link carries: company_id|cid and bank_account_id|bid. An account without its
 * company is ignored (the account drill-down lives under a company).
 */
export const selectionFromQuery = (search: string): ChildSelection => {
  const q = new URLSearchParams(search);
  const first = (...keys: string[]) => keys.map((k) => q.get(k)).find((v) => v !== null && v !== '') ?? null;
  const companyId = idOf(first('company_id', 'cid'));
  return { companyId, accountId: companyId === null ? null : idOf(first('bank_account_id', 'bid')) };
};

/** Clicking a company selects it, or clears the selection when it was already the one selected. */
export const toggleCompany = (current: ChildSelection, companyId: number): ChildSelection =>
  current.companyId === companyId ? NO_SELECTION : { companyId, accountId: null };

/** Clicking an account of a company narrows to it, or back to the whole company when it was selected. */
export const toggleAccount = (current: ChildSelection, companyId: number, accountId: number): ChildSelection =>
  current.companyId === companyId && current.accountId === accountId ? { companyId, accountId: null } : { companyId, accountId };

/** The API filters of the selection, added to the list's own filters (they replace its account filter). */
export const selectionFilter = (s: ChildSelection): Record<string, string> => {
  const out: Record<string, string> = {};
  if (s.companyId !== null) out.company_id = String(s.companyId);
  if (s.companyId !== null && s.accountId !== null) out.bank_account_id = String(s.accountId);
  return out;
};

/** The query string of the selection, so that the page can be linked and reloaded as it is. */
export const selectionQuery = (s: ChildSelection): string => {
  const filter = selectionFilter(s);
  const q = new URLSearchParams();
  if (filter.company_id) q.set('cid', filter.company_id);
  if (filter.bank_account_id) q.set('bid', filter.bank_account_id);
  const text = q.toString();
  return text ? `?${text}` : '';
};

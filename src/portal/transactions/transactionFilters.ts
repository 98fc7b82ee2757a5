import { PERIOD_PRESETS } from '../../contract/enums';

/** The filters of a transaction list as the inputs hold them (text; '' means no filter). */
export type TransactionFilterValues = {
  bank_account_id: string;
  company_id: string;
  tid: string[];
  from_date: string;
  to_date: string;
  period: string;
  search: string;
};

export const EMPTY_FILTERS: TransactionFilterValues = { bank_account_id: '', company_id: '', tid: [], from_date: '', to_date: '', period: '', search: '' };

const numeric = (v: string | null): string => (v !== null && /^\d+$/.test(v.trim()) ? v.trim() : '');
const date = (v: string | null): string => (v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

/**
 * The filters a link may carry (document 1 section 2.2): bank_account_id|bid, company_id|cid, tid[],
 * from_date|start_date, to_date|end_date, period. Values that are not what they should be are ignored.
 */
export const filtersFromQuery = (search: string): TransactionFilterValues => {
  const q = new URLSearchParams(search);
  const first = (...keys: string[]) => keys.map((k) => q.get(k)).find((v) => v !== null && v !== '') ?? null;
  const period = first('period');
  return {
    bank_account_id: numeric(first('bank_account_id', 'bid')),
    company_id: numeric(first('company_id', 'cid')),
    tid: [...q.getAll('tid[]'), ...q.getAll('tid')].map(numeric).filter((v) => v !== ''),
    from_date: date(first('from_date', 'start_date')),
    to_date: date(first('to_date', 'end_date')),
    period: period !== null && (PERIOD_PRESETS as readonly string[]).includes(period) ? period : '',
    search: '',
  };
};

/** The API filter of a list: the mode plus every filter that is set (admin lists also the company). */
export const apiFilter = (mode: string, f: TransactionFilterValues, admin: boolean): Record<string, unknown> => {
  const out: Record<string, unknown> = { mode };
  if (f.bank_account_id) out.bank_account_id = f.bank_account_id;
  if (admin && f.company_id) out.company_id = f.company_id;
  if (f.tid.length > 0) out.tid = f.tid;
  if (f.from_date) out.from_date = f.from_date;
  if (f.to_date) out.to_date = f.to_date;
  if (f.period) out.period = f.period;
  if (f.search.trim()) out.search = f.search.trim();
  return out;
};

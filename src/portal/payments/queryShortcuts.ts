import { FORM_ACTION_MODES, PORTAL_SERVICE_PROVIDERS, type FormActionMode, type PortalServiceProvider } from '../../contract/enums';

export type PaymentShortcuts = {
  act: FormActionMode;
  tx?: number;
  amt?: string;
  aid?: number;
  tid?: number;
  /** A payment template the form starts from (issue 40). */
  tpl?: number;
};

export type WithdrawalShortcuts = PaymentShortcuts & {
  ag?: number;
  rp?: PortalServiceProvider;
  rp_acct?: string;
  rp_cur?: string;
  fx?: boolean;
};

type Query = URLSearchParams | string;

const params = (query: Query) => (typeof query === 'string' ? new URLSearchParams(query) : query);

/** A positive whole id; anything else is ignored (document 1 section 2.3). */
const id = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : undefined);

/** An amount as a decimal string (the form keeps amounts as text; money never goes through floats). */
const amount = (raw: string | null): string | undefined => (raw !== null && /^\d+(\.\d+)?$/.test(raw.trim()) ? raw.trim() : undefined);

const set = <T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined) => {
  if (value !== undefined) target[key] = value;
};

/** act (default create), tx, amt, aid, tid and tpl (a payment template) of every payment form. */
export const parsePaymentShortcuts = (query: Query): PaymentShortcuts => {
  const q = params(query);
  const act = q.get('act');
  const out: PaymentShortcuts = { act: (FORM_ACTION_MODES as readonly string[]).includes(act ?? '') ? (act as FormActionMode) : 'create' };
  set(out, 'tx', id(q.get('tx')));
  set(out, 'amt', amount(q.get('amt')));
  set(out, 'aid', id(q.get('aid')));
  set(out, 'tid', id(q.get('tid')));
  set(out, 'tpl', id(q.get('tpl')));
  return out;
};

/** The withdrawal's extra keys: ag (beneficiary), rp (portal service), rp_acct, rp_cur, fx (PSP deposit). */
export const parseWithdrawalShortcuts = (query: Query): WithdrawalShortcuts => {
  const q = params(query);
  const out: WithdrawalShortcuts = parsePaymentShortcuts(q);
  set(out, 'ag', id(q.get('ag')));
  const rp = q.get('rp');
  if (rp && (PORTAL_SERVICE_PROVIDERS as readonly string[]).includes(rp)) out.rp = rp as PortalServiceProvider;
  const account = q.get('rp_acct')?.trim();
  if (account) out.rp_acct = account;
  const currency = q.get('rp_cur')?.trim().toUpperCase();
  if (currency && /^[A-Z]{3,5}$/.test(currency)) out.rp_cur = currency;
  const fx = q.get('fx');
  if (fx === '1' || fx === 'true') out.fx = true;
  return out;
};

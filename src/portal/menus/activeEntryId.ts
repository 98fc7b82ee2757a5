import { ADMIN_DASHBOARD_PATH, MANAGER_DASHBOARD_PATH } from '../providers/roles';
import type { VisibleMenuEntry } from './types';

const DASHBOARDS = [ADMIN_DASHBOARD_PATH, MANAGER_DASHBOARD_PATH];

/**
 * The one entry to highlight for a pathname: the entry whose path is the pathname, else the longest
 * one the pathname lies under (a beneficiary's page highlights Beneficiaries). Dashboards count only
 * when open themselves, since every page lies under them.
 */
export const activeEntryId = (entries: readonly VisibleMenuEntry[], pathname: string): string | null => {
  let best: { id: string; length: number } | null = null;
  for (const entry of entries) {
    if (!('to' in entry.target)) continue;
    const path = entry.target.to.split('?')[0] ?? '';
    const under = path === pathname || (!DASHBOARDS.includes(path) && pathname.startsWith(`${path}/`));
    if (under && (!best || path.length > best.length)) best = { id: entry.id, length: path.length };
  }
  return best?.id ?? null;
};

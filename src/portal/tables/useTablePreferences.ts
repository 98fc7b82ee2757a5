import { useCallback, useState } from 'react';
import type { TablePreferences } from '../../contract/entities';
import type { TablePreferenceName } from '../../contract/enums';
import { useStoredUser } from '../providers/useStoredUser';
import { normalizePreferences, readTablePreferences, writeTablePreferences } from './tablePreferences';

/**
 * Columns and page size of one table for the signed-in user, restored from and saved to local
 * storage (the contract has no preferences call; docs/decisions.md "Money pages (issue 5)").
 */
export const useTablePreferences = (table: TablePreferenceName, available: readonly string[]) => {
  const userId = useStoredUser()?.id ?? 'anonymous';
  const key = `${userId}|${table}|${available.join(',')}`;
  const [saved, setSaved] = useState<{ key: string; prefs: TablePreferences } | null>(null);
  // A change of user, table or offered columns reads the stored preferences again.
  const prefs = saved?.key === key ? saved.prefs : readTablePreferences(userId, table, available);
  const save = useCallback(
    (next: TablePreferences) => {
      const normal = normalizePreferences(next, available);
      writeTablePreferences(userId, table, normal);
      setSaved({ key, prefs: normal });
    },
    [available, userId, table, key],
  );
  return { prefs, save };
};

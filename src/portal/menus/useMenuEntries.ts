import { useMemo } from 'react';
import { isAdminRole } from '../providers/roles';
import { useAccessContext } from '../providers/useAccessContext';
import { menus } from './menus';
import type { MenuName, VisibleMenuEntry } from './types';
import { useTimelineClasses } from './useTimelineClasses';
import { visibleEntries } from './visibleEntries';

/** The entries of one of the five menus that the signed-in user sees. */
export const useMenuEntries = (menu: MenuName): VisibleMenuEntry[] => {
  const ctx = useAccessContext();
  const timelineClasses = useTimelineClasses(menu === 'main' && ctx.role !== null && isAdminRole(ctx.role));
  return useMemo(() => visibleEntries(menus[menu], ctx, { timelineClasses }), [menu, ctx, timelineClasses]);
};

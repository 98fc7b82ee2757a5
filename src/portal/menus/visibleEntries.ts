import type { TimelineEntityClass } from '../../contract/entities';
import type { AccessContext } from '../providers/accessContext';
import { pathTo } from '../routes/pathTo';
import { routeByName } from '../routes/routeTable';
import { conditionHolds } from './conditionHolds';
import type { MenuEntry, VisibleMenuEntry } from './types';

/** What the server adds to the menus: the timeline entity classes (null until a/timeline/entity-classes answers). */
export type MenuEnvironment = { timelineClasses: readonly TimelineEntityClass[] | null };

const withQuery = (path: string, query: Readonly<Record<string, string>> | undefined): string =>
  query && Object.keys(query).length > 0 ? `${path}?${new URLSearchParams(query).toString()}` : path;

const pathOf = (entry: MenuEntry, routeName: string, params?: Readonly<Record<string, string>>): string => {
  const route = routeByName(routeName);
  if (!route) throw new Error(`Menu entry ${entry.id} leads to the unknown route ${routeName}`);
  return pathTo(route, params);
};

const resolveTarget = (entry: MenuEntry, ctx: AccessContext): VisibleMenuEntry['target'] => {
  const { target } = entry;
  if (!('route' in target)) return target;
  const params = typeof target.params === 'function' ? target.params(ctx) : target.params;
  return { to: withQuery(pathOf(entry, target.route, params), target.query) };
};

/** One entry per timeline entity class, each leading to the entry's route for that class. */
const expandTimelines = (entry: MenuEntry, classes: readonly TimelineEntityClass[] | null): VisibleMenuEntry[] => {
  const { target } = entry;
  if (!('route' in target)) return [];
  return (classes ?? []).map((entityClass) => ({
    id: `${entry.id}.${entityClass.slug}`,
    labelKey: entry.labelKey,
    label: entityClass.name,
    icon: entry.icon,
    target: { to: pathOf(entry, target.route, { entity_class: entityClass.slug }) },
    groupKey: entry.groupKey,
  }));
};

/**
 * The entries of a menu the user sees (document 1 section 2.6): their role is listed and every
 * condition holds; labels follow the theme; signed-out visitors see none.
 */
export const visibleEntries = (entries: readonly MenuEntry[], ctx: AccessContext, env: MenuEnvironment = { timelineClasses: null }): VisibleMenuEntry[] => {
  const { role } = ctx;
  if (role === null) return [];
  return entries
    .filter((entry) => (!entry.roles || entry.roles.includes(role)) && (entry.conditions ?? []).every((condition) => conditionHolds(ctx, condition)))
    .flatMap((entry) =>
      entry.expand === 'timelineClasses'
        ? expandTimelines(entry, env.timelineClasses)
        : [{ id: entry.id, labelKey: entry.themeLabelKeys?.[ctx.theme] ?? entry.labelKey, icon: entry.icon, target: resolveTarget(entry, ctx), groupKey: entry.groupKey }],
    );
};

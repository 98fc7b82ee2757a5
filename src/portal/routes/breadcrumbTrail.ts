import { pathTo } from './pathTo';
import { titleKeyOf } from './titleKeyOf';
import type { RouteDef, RouteParams } from './types';

/** One crumb: its title, and its link unless it is the current page or cannot be linked. */
export type Crumb = { name: string; titleKey: string; path: string | null };

const requiredParams = (path: string): string[] => [...path.matchAll(/:([\w-]+)(\?)?/g)].filter((m) => !m[2]).map((m) => m[1] ?? '');

/**
 * Breadcrumbs from the matched route up its parents (document 1 section 2.4). Ancestors take the
 * current parameters they share (a transaction's mode, say) or their defaults.
 */
export const breadcrumbTrail = (routes: readonly RouteDef[], current: RouteDef, params: RouteParams): Crumb[] => {
  const trail: Crumb[] = [{ name: current.name, titleKey: titleKeyOf(current, params), path: null }];
  const seen = new Set([current.name]);
  let parentName = current.parent;
  while (parentName && !seen.has(parentName)) {
    seen.add(parentName);
    const parent = routes.find((route) => route.name === parentName);
    if (!parent) break;
    const values = { ...parent.defaultParams, ...params };
    const linkable = requiredParams(parent.path).every((name) => values[name] !== undefined);
    trail.unshift({ name: parent.name, titleKey: titleKeyOf(parent, values), path: linkable ? pathTo(parent, params) : null });
    parentName = parent.parent;
  }
  return trail;
};

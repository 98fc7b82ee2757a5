import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../../src/portal/routes/matchRoute';
import { routeTable } from '../../../../src/portal/routes/routeTable';
import type { RouteDef, RouteParams } from '../../../../src/portal/routes/types';
import { ADMIN_PAGES, EXCLUDED, LIGHT_SCHEME_PAGES, MANAGER_PAGES, VERIFICATION_PAGES, VISITOR_PAGES } from '../../../e2e/axePages';

/**
 * A route's variant: its path with each parameter that has listed values (modes, subpages, services,
 * kinds) filled in; a missing optional one ends the path there. Other parameters (ids, keys) stay as
 * they are: any record shows the same page.
 */
const variantOf = (route: RouteDef, params: RouteParams): string => {
  const out: string[] = [];
  for (const segment of route.path.split('/')) {
    const name = /^:(\w+)\??$/.exec(segment)?.[1];
    const rule = name ? route.params?.[name] : undefined;
    if (!name || !Array.isArray(rule)) {
      out.push(segment);
      continue;
    }
    const value = params[name];
    if (value === undefined) break;
    out.push(value);
  }
  return out.join('/') || '/';
};

/** Every variant of a route: one per combination of its listed parameter values (and none, where optional). */
const variantsOf = (route: RouteDef): string[] => {
  let combinations: Array<Record<string, string | undefined>> = [{}];
  for (const segment of route.path.split('/')) {
    const [, name, optional] = /^:(\w+)(\?)?$/.exec(segment) ?? [];
    const rule = name ? route.params?.[name] : undefined;
    if (!name || !Array.isArray(rule)) continue;
    const values: Array<string | undefined> = [...rule, ...(optional ? [undefined] : [])];
    combinations = combinations.flatMap((c) => values.map((value) => ({ ...c, [name]: value })));
  }
  return [...new Set(combinations.map((params) => variantOf(route, params)))];
};

/** The route variant a checked page opens; `{name}` stands for a record id. */
const variantOfPage = (page: string): string | null => {
  const pathname = (page.split('?')[0] ?? '').replace(/\{\w+\}/g, '1');
  const match = matchRoute(routeTable, pathname);
  return match ? variantOf(match.route, match.params) : null;
};

// '{reset_link}' is the whole address of the reset e-mail's link: /reset-password?key=…
const CHECKED = [...VISITOR_PAGES.map((p) => (p === '{reset_link}' ? '/reset-password' : p)), ...MANAGER_PAGES, ...VERIFICATION_PAGES, ...ADMIN_PAGES, ...LIGHT_SCHEME_PAGES];

describe('the axe-core coverage of accessibility.spec (tests/e2e/axePages.ts)', () => {
  const all = routeTable.flatMap(variantsOf);
  const checked = new Set(CHECKED.map(variantOfPage));

  it('checks every page of the portal or says why not', () => {
    const missing = all.filter((variant) => !checked.has(variant) && !(variant in EXCLUDED));
    expect(missing, 'routes neither checked by accessibility.spec nor in EXCLUDED of tests/e2e/axePages.ts').toEqual([]);
  });

  it('lists real routes only: every checked page opens a route, every exclusion names one and is not checked', () => {
    expect(CHECKED.filter((page) => variantOfPage(page) === null)).toEqual([]);
    expect(Object.keys(EXCLUDED).filter((variant) => !all.includes(variant))).toEqual([]);
    expect(Object.keys(EXCLUDED).filter((variant) => checked.has(variant))).toEqual([]);
    for (const reason of Object.values(EXCLUDED)) expect(reason.trim()).not.toBe('');
  });

  it('names each variant as the exclusions do', () => {
    expect(variantsOf(routeTable.find((r) => r.name === 'manager.accounts') as RouteDef)).toEqual(['/manager/accounts/fiat', '/manager/accounts/crypto', '/manager/accounts']);
    expect(variantOfPage('/manager/compliance-trackings/user/{id}')).toBe('/manager/compliance-trackings/user/:entity_id/:kyc_id?');
    expect(variantOfPage('/manager/payments/withdrawal/repeat?tx={withdrawal}')).toBe('/manager/payments/withdrawal/repeat');
  });
});

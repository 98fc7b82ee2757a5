import { describe, expect, it } from 'vitest';
import { routePages } from '../../../../src/portal/routePages';
import { routeTable } from '../../../../src/portal/routes/routeTable';

/** routes/ is data; routePages.ts binds a page to each route by name, once. */
describe('the pages of the route table', () => {
  it('gives every route a page', () => {
    const without = routeTable.filter((route) => !routePages[route.name]).map((route) => route.name);
    expect(without, 'routes with no page in routePages.ts').toEqual([]);
  });

  it('names real routes only', () => {
    const names = new Set(routeTable.map((route) => route.name));
    expect(Object.keys(routePages).filter((name) => !names.has(name)), 'pages of no route').toEqual([]);
  });
});

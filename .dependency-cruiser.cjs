/** The import graph of src: which way imports may run (npm run lint:imports, part of npm test). */

/** Files that register HTTP routes: modules/…/routes.ts, …Routes.ts, …Route.ts (and the ones beside modules/). */
const ROUTE_FILES = '^src/server/[^.]*[rR]outes?\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular-server',
      comment: 'The server and the contract import one way: a type two files share lives in a leaf below both (STYLE.md, "The server: routes call services").',
      severity: 'error',
      from: { path: '^src/(?:server|contract)/' },
      to: { circular: true },
    },
    {
      name: 'http-errors-in-routes-only',
      comment:
        'Services throw domain errors (src/server/domain/errors.ts) that http/errorHandler.ts answers; only the http layer and route files decide an HTTP answer themselves.',
      severity: 'error',
      from: { pathNot: ['^src/server/http/', ROUTE_FILES] },
      to: { path: '^src/server/http/errors\\.ts$' },
    },
    {
      name: 'portal-no-circular',
      comment: 'Imports in the portal run one way: files that import each other in a circle fail the build.',
      severity: 'error',
      from: { path: '^src/portal/' },
      to: { path: '^src/portal/', circular: true },
    },
    {
      name: 'portal-routes-are-data',
      comment: 'routes/ holds the route table as data (names, paths, guards, crumbs); pages are bound to routes once, in routePages.ts.',
      severity: 'error',
      from: { path: '^src/portal/routes/' },
      to: { path: '^src/portal/', pathNot: '^src/portal/(routes|providers)/' },
    },
    {
      name: 'portal-shell-on-top',
      comment: 'layout/ is the shell around the pages: only App.tsx and routePages.ts use it, no feature.',
      severity: 'error',
      from: { path: '^src/portal/', pathNot: ['^src/portal/layout/', '^src/portal/(App\\.tsx|routePages\\.ts)$'] },
      to: { path: '^src/portal/layout/' },
    },
    {
      name: 'portal-ground-below-features',
      comment: 'The ground folders (page frame, money, two-factor widgets, lists, charts, theme, i18n) use no feature.',
      severity: 'error',
      from: { path: '^src/portal/(frame|money|twoFactor|lists|charts|components|theme|i18n)/' },
      to: { path: '^src/portal/', pathNot: '^src/portal/(frame|money|twoFactor|lists|charts|components|theme|i18n|providers|branding)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};

import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbTrail } from '../routes/breadcrumbTrail';
import { matchRoute } from '../routes/matchRoute';
import { useCrumbParamsOf } from '../routes/pageCrumbParams';
import { routeTable } from '../routes/routeTable';

/** Breadcrumbs from the matched route and its parents (document 1 section 2.4); none on a top page. */
export const Breadcrumbs = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const match = matchRoute(routeTable, pathname);
  const fromPage = useCrumbParamsOf(pathname);
  if (!match) return null;
  const trail = breadcrumbTrail(routeTable, match.route, { ...fromPage, ...match.params });
  if (trail.length < 2) return null;
  return (
    <MuiBreadcrumbs aria-label={translate('app.breadcrumbs.label')} sx={{ mt: 2 }}>
      {trail.map((crumb) =>
        crumb.path ? (
          <Link key={crumb.name} component={RouterLink} to={crumb.path} underline="hover" color="inherit">
            {translate(crumb.titleKey)}
          </Link>
        ) : (
          <Typography key={crumb.name} color="text.primary" aria-current={crumb.name === match.route.name ? 'page' : undefined}>
            {translate(crumb.titleKey)}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
};

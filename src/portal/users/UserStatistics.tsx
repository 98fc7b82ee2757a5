import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { CACHE_LIFETIMES } from '../../contract/constants';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

const FIGURES = ['total', 'new', 'active'] as const;

/** Admin dashboard: all users, new in the last 30 days, active (enabled and signed in within 30 days). */
export const UserStatistics = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data } = useQuery({
    queryKey: queryKeys.adminUserStatistics(),
    queryFn: ({ signal }) => dataProvider.getAdminUserStatistics({ signal }),
    staleTime: CACHE_LIFETIMES.statistics,
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('app.users.statistics')}</Typography>
        <Grid container spacing={2}>
          {FIGURES.map((key) => (
            <Grid key={key} size={{ xs: 4 }}>
              <Typography variant="caption" color="text.secondary">{translate(`app.users.stats.${key}`)}</Typography>
              <Typography variant="h6" data-testid={`user-stat-${key}`}>{data ? String(data[key]) : '—'}</Typography>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
};

import { Grid, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, useTranslate } from 'react-admin';
import { CACHE_LIFETIMES } from '../../contract/constants';
import type { CompanyStatistics } from '../../contract/entities';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { callLoose } from '../providers/callApi';
import { RecentActivityPanel } from '../activityLogs/RecentActivityPanel';
import { AnnouncementBanner } from '../announcements/AnnouncementBanner';
import { AccountBalancesPanel } from './AccountBalancesPanel';
import { StatusCountsChart } from './StatusCountsChart';
import { VolumeChart } from './VolumeChart';

/** /manager (manager and manager-reader): company statistics by period and the transaction volume. */
export const ManagerDashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  useDocumentTitle('app.dashboard.manager_title');
  const stats = useQuery({
    queryKey: ['statistics', 'company'],
    queryFn: ({ signal }) => callLoose<CompanyStatistics>('manager.statistic', { signal }),
    staleTime: CACHE_LIFETIMES.statistics,
  });
  return (
    <PageFrame titleKey="app.dashboard.manager_title">
      {identity?.fullName ? <Typography variant="h6" gutterBottom>{translate('app.dashboard.welcome', { name: identity.fullName })}</Typography> : null}
      <AnnouncementBanner />
      {stats.isPending ? <LinearProgress /> : null}
      <Grid container spacing={2}>
        <Grid size={12}><AccountBalancesPanel /></Grid>
        {stats.data ? (
          <>
            <Grid size={{ xs: 12, md: 6 }}><StatusCountsChart titleKey="app.money.dashboard.transactions" stats={stats.data.transactions} /></Grid>
            <Grid size={{ xs: 12, md: 6 }}><StatusCountsChart titleKey="app.money.dashboard.compliances" stats={stats.data.compliances} /></Grid>
          </>
        ) : null}
        <Grid size={12}><VolumeChart /></Grid>
        <Grid size={12}><RecentActivityPanel /></Grid>
      </Grid>
    </PageFrame>
  );
};

import { Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { CACHE_LIFETIMES } from '../../contract/constants';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
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
  const dataProvider = useDataProvider<KontorDataProvider>();
  const stats = useQuery({
    queryKey: queryKeys.companyStatistics(),
    queryFn: ({ signal }) => dataProvider.getCompanyStatistics({ signal }),
    staleTime: CACHE_LIFETIMES.statistics,
  });
  return (
    <PageFrame titleKey="app.dashboard.manager_title">
      {identity?.fullName ? <Typography variant="h6" gutterBottom>{translate('app.dashboard.welcome', { name: identity.fullName })}</Typography> : null}
      <AnnouncementBanner />
      {stats.isPending ? <LinearProgress /> : null}
      {/* One column, two for the status charts from md up (a CSS grid: the same layout as MUI's Grid without its code on this page). */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, '& > .full': { gridColumn: '1 / -1' } }}>
        <div className="full"><AccountBalancesPanel /></div>
        {stats.data ? (
          <>
            <div><StatusCountsChart titleKey="app.money.dashboard.transactions" stats={stats.data.transactions} /></div>
            <div><StatusCountsChart titleKey="app.money.dashboard.compliances" stats={stats.data.compliances} /></div>
          </>
        ) : null}
        <div className="full"><VolumeChart /></div>
        <div className="full"><RecentActivityPanel /></div>
      </Box>
    </PageFrame>
  );
};

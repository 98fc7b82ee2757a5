import { Grid } from '@mui/material';
import { ActivitiesByTypeChart } from '../activityLogs/ActivitiesByTypeChart';
import { AdminTransactionStatistics } from '../adminTransactions/AdminTransactionStatistics';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecentUsers } from '../users/RecentUsers';
import { UserStatistics } from '../users/UserStatistics';

/** /admin (super-admin and admin): transaction and user statistics, the newest users and activity by type. */
export const AdminDashboard = () => {
  useDocumentTitle('app.dashboard.admin_title');
  return (
    <PageFrame titleKey="app.dashboard.admin_title">
      <Grid container spacing={2}>
        <Grid size={12}><AdminTransactionStatistics /></Grid>
        <Grid size={{ xs: 12, md: 6 }}><UserStatistics /></Grid>
        <Grid size={{ xs: 12, md: 6 }}><RecentUsers /></Grid>
        <Grid size={12}><ActivitiesByTypeChart /></Grid>
      </Grid>
    </PageFrame>
  );
};

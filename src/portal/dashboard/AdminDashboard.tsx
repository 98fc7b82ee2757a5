import { Grid } from '@mui/material';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { RecentUsers } from '../users/RecentUsers';
import { UserStatistics } from '../users/UserStatistics';

/** /admin (super-admin and admin): user statistics and the newest users. */
export const AdminDashboard = () => {
  useDocumentTitle('app.dashboard.admin_title');
  return (
    <PageFrame titleKey="app.dashboard.admin_title">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}><UserStatistics /></Grid>
        <Grid size={{ xs: 12, md: 6 }}><RecentUsers /></Grid>
      </Grid>
    </PageFrame>
  );
};

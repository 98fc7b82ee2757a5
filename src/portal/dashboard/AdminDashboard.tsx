import { DashboardPlaceholder } from './DashboardPlaceholder';

/** /admin (super-admin and admin). */
export const AdminDashboard = () => <DashboardPlaceholder titleKey="app.dashboard.admin_title" />;

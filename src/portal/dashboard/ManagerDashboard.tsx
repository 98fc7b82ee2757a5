import { DashboardPlaceholder } from './DashboardPlaceholder';

/** /manager (manager and manager-reader). */
export const ManagerDashboard = () => <DashboardPlaceholder titleKey="app.dashboard.manager_title" />;

import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ActivityLogView } from './ActivityLogView';

/** /admin/activity-logs: every company's activity; ?user_id= and ?company_id= open it filtered. */
export const AdminActivityLogPage = () => {
  useDocumentTitle('app.routes.activity_logs');
  return (
    <PageFrame titleKey="app.routes.activity_logs">
      <ActivityLogView area="admin" />
    </PageFrame>
  );
};

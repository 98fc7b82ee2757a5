import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ActivityLogView } from './ActivityLogView';

const idParam = (value: string | null): string => (value && /^\d+$/.test(value) ? value : '');

/** /admin/activity-logs: every company's activity; ?user_id= and ?company_id= open it filtered. */
export const AdminActivityLogPage = () => {
  useDocumentTitle('app.routes.activity_logs');
  const [params] = useSearchParams();
  return (
    <PageFrame titleKey="app.routes.activity_logs">
      <ActivityLogView area="admin" initial={{ user_id: idParam(params.get('user_id')), company_id: idParam(params.get('company_id')) }} />
    </PageFrame>
  );
};

import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useAccessContext } from '../providers/useAccessContext';
import { ReportCreateForm } from './ReportCreateForm';
import { ReportList } from './ReportList';

/** /manager/reports: managers ask for reports; managers and readers list and download them. */
export const ReportsPage = () => {
  const canCreate = useAccessContext().role === 'manager';
  useDocumentTitle('app.routes.reports');
  return (
    <PageFrame titleKey="app.routes.reports">
      {canCreate ? <ReportCreateForm /> : null}
      <ReportList />
    </PageFrame>
  );
};

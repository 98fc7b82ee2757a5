import { Stack } from '@mui/material';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PrintArea } from '../print/PrintArea';
import { PrintButton } from '../print/PrintButton';
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
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}><PrintButton target="reports-list" /></Stack>
      <PrintArea id="reports-list">
        <ReportList />
      </PrintArea>
    </PageFrame>
  );
};

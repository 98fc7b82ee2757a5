import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ActivityLogView } from './ActivityLogView';

/** /manager/activities: the company's own activity log (manager and reader). */
export const ManagerActivityPage = () => {
  useDocumentTitle('app.activity.title');
  return (
    <PageFrame titleKey="app.activity.title">
      <ActivityLogView area="manager" />
    </PageFrame>
  );
};

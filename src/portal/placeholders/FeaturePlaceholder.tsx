import ConstructionIcon from '@mui/icons-material/Construction';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageFrame } from '../layout/PageFrame';
import { useCurrentRoute } from '../routes/useCurrentRoute';

/**
 * The page of a route whose feature arrives with a later issue: the route's real title (guards,
 * breadcrumbs and menus already work) and a short notice.
 */
export const FeaturePlaceholder = () => {
  const translate = useTranslate();
  const current = useCurrentRoute();
  return (
    <PageFrame titleKey={current?.titleKey ?? 'app.name'}>
      <Alert severity="info" icon={<ConstructionIcon />}>
        {translate('app.placeholder.being_built')}
      </Alert>
    </PageFrame>
  );
};

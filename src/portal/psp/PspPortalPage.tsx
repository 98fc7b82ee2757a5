import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { useAccessContext } from '../providers/useAccessContext';
import { MerchantDetails } from './MerchantDetails';
import { PSP_PATHS } from './pspTypes';
import { useMerchant } from './useMerchant';

/** /manager/psp-portal: the company's PSP merchant, or the way to sign up. */
export const PspPortalPage = () => {
  useDocumentTitle('app.routes.psp_portal');
  const translate = useTranslate();
  const access = useAccessContext();
  const merchant = useMerchant();
  return (
    <PageFrame titleKey="app.routes.psp_portal">
      <Typography sx={{ mb: 2 }}>{translate('app.psp.overview.intro')}</Typography>
      {access.limitedFeatures ? <Alert severity="info" sx={{ mb: 2 }}>{translate('app.psp.overview.limited')}</Alert> : null}
      {merchant.isPending ? null : merchant.data ? (
        <>
          <MerchantDetails merchant={merchant.data} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" component={Link} to={PSP_PATHS.accounts}>{translate('app.psp.overview.accounts')}</Button>
            <Button variant="outlined" component={Link} to={PSP_PATHS.integration}>{translate('app.psp.overview.integration')}</Button>
          </Stack>
        </>
      ) : (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>{translate('app.psp.overview.not_signed_up')}</Alert>
          <Button variant="contained" component={Link} to={PSP_PATHS.signUp}>{translate('app.psp.overview.sign_up')}</Button>
        </>
      )}
    </PageFrame>
  );
};

export default PspPortalPage;

import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useFormMutation } from '../errors/useFormMutation';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { useAccessContext } from '../providers/useAccessContext';
import { MerchantDetails } from './MerchantDetails';
import { PspPaymentLookup } from './PspPaymentLookup';
import { PSP_PATHS, type PspMerchantWithToken } from './pspTypes';
import { TokenReveal } from './TokenReveal';
import { useMerchant } from './useMerchant';

/** /manager/psp-portal/integration: the merchant, the API token (revoke = a new one), and the payment lookup. */
export const PspIntegrationPage = () => {
  useDocumentTitle('app.routes.psp_integration');
  const translate = useTranslate();
  const notify = useNotify();
  const merchant = useMerchant();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  // A manager-reader sees the merchant and looks payments up; revoking the token is the manager's.
  const writer = useAccessContext().role === 'manager';
  const dataProvider = useDataProvider<KontorDataProvider>();
  const revoke = useFormMutation(() => dataProvider.revokePspToken() as Promise<unknown>, {
    onSuccess: (answer) => {
      setToken((answer as PspMerchantWithToken).token);
      notify('app.psp.integration.revoked', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pspMerchant() });
    },
  });
  if (merchant.isSuccess && !merchant.data) return <Navigate to={writer ? PSP_PATHS.signUp : PSP_PATHS.overview} replace />;
  return (
    <PageFrame titleKey="app.routes.psp_integration">
      {merchant.data ? <MerchantDetails merchant={merchant.data} /> : null}
      {token ? <TokenReveal token={token} /> : null}
      {writer ? <Button variant="outlined" color="warning" onClick={() => setAsking(true)} disabled={revoke.loading}>{translate('app.psp.integration.revoke')}</Button> : null}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="psp-revoke-title" aria-describedby="psp-revoke-text">
        <DialogTitle id="psp-revoke-title">{translate('app.psp.integration.revoke_title')}</DialogTitle>
        <DialogContent><DialogContentText id="psp-revoke-text">{translate('app.psp.integration.revoke_text')}</DialogContentText></DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{translate('app.psp.integration.cancel')}</Button>
          <Button color="warning" variant="contained" onClick={() => { setAsking(false); void revoke.submit({}); }}>{translate('app.psp.integration.confirm')}</Button>
        </DialogActions>
      </Dialog>
      <Box><PspPaymentLookup canDeposit={writer} /></Box>
    </PageFrame>
  );
};

export default PspIntegrationPage;

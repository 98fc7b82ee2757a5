import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CompanyRef } from '../../contract/entities';
import type { RequestState } from './useRequestOnce';
import { ErrorAlert } from './ErrorAlert';
import { PageLink } from './PageLink';

type AffiliateOwnerNoticeProps = { owner: RequestState<CompanyRef> };

/** Who a registration link ties the new company to, or why the link cannot be used. */
export const AffiliateOwnerNotice = ({ owner }: AffiliateOwnerNoticeProps) => {
  const translate = useTranslate();
  switch (owner.status) {
    case 'idle':
      return null;
    case 'pending':
      return <LinearProgress sx={{ mb: 2 }} aria-label={translate('app.pages.registration.affiliate_checking')} />;
    case 'done':
      return (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {translate('app.pages.registration.affiliate', { name: owner.data.name })}
        </Alert>
      );
    case 'failed':
      return (
        <>
          <ErrorAlert error={owner.error} notFoundKey="app.pages.registration.affiliate_invalid" />
          <PageLink to="/registration" labelKey="app.pages.registration.without_affiliate" />
        </>
      );
  }
};

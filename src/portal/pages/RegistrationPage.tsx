import { Alert } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useParams, useTranslate } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';
import { AffiliateOwnerNotice } from './AffiliateOwnerNotice';
import { PageLink } from './PageLink';
import { PublicPage } from './PublicPage';
import { RegistrationForm } from './RegistrationForm';
import { useRequestOnce } from './useRequestOnce';

/**
 * /registration/{affiliation?}: a new user with a new company (or as an individual). An affiliate
 * link is checked first: a dead link would only fail at the end.
 */
export const RegistrationPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { affiliation } = useParams<{ affiliation?: string }>();
  const owner = useRequestOnce(affiliation ?? null, () => dataProvider.getAffiliateOwner({ params: { id: affiliation ?? '' } }));
  const [registered, setRegistered] = useState(false);

  if (registered) {
    return (
      <PublicPage titleKey="app.pages.registration.title">
        <Alert severity="success" role="status">
          {translate('app.pages.registration.success')}
        </Alert>
        <PageLink to="/login" labelKey="app.pages.sign_in_link" />
      </PublicPage>
    );
  }

  const formShown = owner.status === 'idle' || owner.status === 'done';
  return (
    <PublicPage titleKey="app.pages.registration.title">
      <AffiliateOwnerNotice owner={owner} />
      {formShown ? <RegistrationForm affiliation={owner.status === 'done' ? affiliation : undefined} onRegistered={() => setRegistered(true)} /> : null}
      <PageLink to="/login" labelKey="app.pages.registration.have_account" />
    </PublicPage>
  );
};

import { Alert, CircularProgress, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { KeySignIn } from './KeySignIn';

const CONTEXT_FIELDS = ['user_id', 'user_zuid', 'user_email', 'domain', 'organization_id'] as const;

type CompanySummary = { id: number; name: string; enabled: boolean; legal_type: string; country?: string | null };

const CompanyCard = ({ entityId }: { entityId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: queryKeys.crmCompany(entityId),
    queryFn: async ({ signal }): Promise<CompanySummary> => dataProvider.getCompanyByCrmId({ params: { id: entityId }, errorContext: 'silent', signal }),
  });
  if (isPending) return <CircularProgress aria-label={translate('app.signins.signing_in')} />;
  if (error || !data) return <Alert severity="warning">{translate('app.signins.company_not_found')}</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">{data.name}</Typography>
      <List dense>
        <ListItem><ListItemText primary={translate('app.signins.company_id')} secondary={String(data.id)} /></ListItem>
        <ListItem><ListItemText primary={translate('app.signins.company_enabled')} secondary={translate(data.enabled ? 'app.signins.yes' : 'app.signins.no')} /></ListItem>
        <ListItem><ListItemText primary={translate('app.signins.company_legal_type')} secondary={data.legal_type} /></ListItem>
      </List>
    </Paper>
  );
};

/**
 * /iframe-widget/company-profile: inside the CRM's iframe. The CRM opens it with its context (all five
 * values), the key it signed for them and the company's CRM entity id; the page signs the CRM user
 * in (administrators) and shows the company.
 */
export const IframeCompanyProfilePage = () => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const [signedIn, setSignedIn] = useState(false);
  const context = Object.fromEntries(CONTEXT_FIELDS.map((f) => [f, query.get(f) ?? '']));
  const key = query.get('key') ?? '';
  const entityId = query.get('entity_id') ?? '';
  const complete = CONTEXT_FIELDS.every((f) => context[f]) && key !== '' && entityId !== '';
  if (signedIn) return <CompanyCard entityId={entityId} />;
  return (
    <KeySignIn
      titleKey="app.routes.iframe_company_profile"
      onSignedIn={() => setSignedIn(true)}
      exchange={complete ? (otp) => dataProvider.signInFromIframe({ body: { ...(context as Record<(typeof CONTEXT_FIELDS)[number], string>), key }, oneTimeCode: otp, errorContext: 'login' }) : null}
    />
  );
};

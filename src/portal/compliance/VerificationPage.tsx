import { Alert, Button, Step, StepButton, Stepper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { COMPLIANCE_ROUTE_SERVICES, type ComplianceRouteService } from '../../contract/enums';
import { PageFrame } from '../frame/PageFrame';
import { usePhone } from '../frame/usePhone';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { readUser } from '../providers/authStorage';
import { useAccessContext } from '../providers/useAccessContext';
import { currentTracking, verificationStep } from './complianceLogic';
import { ComplianceFeedback } from './ComplianceFeedback';
import { ComplianceTrackingCard } from './ComplianceTrackingCard';
import { ComplianceVerifications } from './ComplianceVerifications';
import { ComplianceStatusChip } from './ComplianceStatusChip';
import { useComplianceSubject } from './useComplianceSubject';
import { useLiveCompliance } from './useLiveCompliance';

const BASE = '/profile/compliance-trackings';
const isService = (v: string | undefined): v is ComplianceRouteService => (COMPLIANCE_ROUTE_SERVICES as readonly string[]).includes(v ?? '');

/**
 * /profile/compliance-trackings/{service?}/{id?} (profile.verifications): the signed-in user's own
 * compliance while it is required. Form and video go to the KYC provider where the tracking asks
 * for them (ComplianceVerifications); otherwise they say they are not needed. The route guard sends the user on once the tracking is verified.
 */
export const VerificationPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  useDocumentTitle('app.routes.verifications');
  useLiveCompliance();
  const access = useAccessContext();
  // Four steps side by side do not fit a phone: there they stand one under the other.
  const phone = usePhone();
  const user = readUser();
  const { service, id: rawId } = useParams();
  const { data, isFetching, error } = useComplianceSubject(user ? { entity: 'user', id: user.id } : null);
  const chosen = rawId ? data?.trackings.find((t) => t.id === Number(rawId)) : undefined;
  const tracking = chosen ?? currentTracking(data?.trackings ?? []);
  const step = verificationStep(tracking, isService(service) ? service : undefined);
  const go = (s: ComplianceRouteService) => navigate(tracking ? `${BASE}/${s}/${tracking.id}` : `${BASE}/${s}`);
  return (
    <PageFrame titleKey="app.routes.verifications">
      <Typography sx={{ mb: 2 }}>{translate('app.compliance.verification.intro')}</Typography>
      <Stepper nonLinear orientation={phone ? 'vertical' : 'horizontal'} activeStep={COMPLIANCE_ROUTE_SERVICES.indexOf(step)} sx={{ mb: 3 }}>
        {COMPLIANCE_ROUTE_SERVICES.map((s) => (
          <Step key={s} completed={s === 'files' && tracking !== null && tracking.step === 'final'}>
            <StepButton onClick={() => go(s)}>{translate(`app.compliance.steps.${s}`)}</StepButton>
          </Step>
        ))}
      </Stepper>
      <ComplianceFeedback isFetching={isFetching} failed={Boolean(error)} />
      {data && !tracking ? <Alert severity="info">{translate('app.compliance.verification.none')}</Alert> : null}
      {tracking && step === 'files' ? <ComplianceTrackingCard tracking={tracking} canWrite={access.role === 'manager'} /> : null}
      {tracking && (step === 'form' || step === 'video') && tracking.verifications?.some((v) => v.step === step) ? (
        <ComplianceVerifications tracking={tracking} canWrite={access.role === 'manager'} only={step} />
      ) : null}
      {tracking && (step === 'form' || step === 'video') && !tracking.verifications?.some((v) => v.step === step) ? (
        <Alert severity="info" action={<Button component={RouterLink} to={`${BASE}/files/${tracking.id}`}>{translate('app.compliance.steps.files')}</Button>}>
          {translate('app.compliance.verification.not_offered')}
        </Alert>
      ) : null}
      {tracking && step === 'final' ? (
        <Alert severity={tracking.status === 'verified' ? 'success' : tracking.status === 'submitted' ? 'info' : 'warning'} icon={false} data-testid="verification-final">
          <Typography sx={{ mb: 1 }}><ComplianceStatusChip status={tracking.status} /></Typography>
          {translate(`app.compliance.status_hint.${tracking.status}`)}
        </Alert>
      ) : null}
    </PageFrame>
  );
};

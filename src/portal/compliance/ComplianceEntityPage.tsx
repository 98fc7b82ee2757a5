import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { COMPLIANCE_STATUSES, COMPLIANCE_SUBJECT_TYPES, type ComplianceSubjectType } from '../../contract/enums';
import { canAccess } from '../providers/canAccess';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { useAccessContext } from '../providers/useAccessContext';
import { ComplianceFeedback } from './ComplianceFeedback';
import { ComplianceTrackingCard } from './ComplianceTrackingCard';
import { useComplianceSubject } from './useComplianceSubject';
import { useLiveCompliance } from './useLiveCompliance';

const isSubject = (v: string | undefined): v is ComplianceSubjectType => (COMPLIANCE_SUBJECT_TYPES as readonly string[]).includes(v ?? '');

/**
 * /manager/compliance-trackings/{entity}/{entity_id}/{kyc_id?}: the trackings of one subject with
 * their counts; the one named by kyc_id comes first and is outlined. Managers upload and sign.
 */
export const ComplianceEntityPage = () => {
  const translate = useTranslate();
  useDocumentTitle('app.routes.kyc_entity');
  useLiveCompliance();
  const { entity, entity_id: rawId, kyc_id: rawKyc } = useParams();
  const canWrite = canAccess(useAccessContext(), 'compliance-trackings', 'create');
  const id = Number(rawId);
  const kycId = rawKyc ? Number(rawKyc) : null;
  const valid = isSubject(entity) && Number.isInteger(id) && id > 0;
  const { data, isFetching, error } = useComplianceSubject(valid ? { entity, id } : null);
  const trackings = [...(data?.trackings ?? [])].sort((a, b) => Number(b.id === kycId) - Number(a.id === kycId));
  return (
    <PageFrame titleKey="app.routes.kyc_entity">
      {valid ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('app.compliance.subject_title', { subject: translate(`app.compliance.subjects.${entity}`), id })}</Typography>
      ) : null}
      {data ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} data-testid="compliance-counts">
          <Chip size="small" label={`${translate('app.compliance.all')}: ${data.counts.total}`} />
          {COMPLIANCE_STATUSES.filter((s) => (data.counts[s] ?? 0) > 0).map((s) => (
            <Chip key={s} size="small" variant="outlined" label={`${translate(`app.compliance.statuses.${s}`)}: ${data.counts[s] ?? 0}`} />
          ))}
        </Stack>
      ) : null}
      <ComplianceFeedback isFetching={isFetching} empty={data?.trackings.length === 0} emptyKey="app.compliance.empty_subject" failed={Boolean(error) || !valid} />
      {trackings.map((t) => <ComplianceTrackingCard key={t.id} tracking={t} canWrite={canWrite} highlighted={t.id === kycId} />)}
    </PageFrame>
  );
};

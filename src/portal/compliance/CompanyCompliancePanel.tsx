import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { ComplianceTracking } from '../../contract/entities';
import { ApiError } from '../providers/ApiError';
import { callApi } from '../providers/callApi';
import { AdminTrackingCard } from './AdminTrackingCard';
import { CardPages, ComplianceFeedback } from './ComplianceFeedback';
import { ComplianceReviewDialog } from './ComplianceReviewDialog';

const PER_PAGE = 10;
type CompanyCompliancePanelProps = { companyId: number };

const fieldErrors = (e: unknown): Record<string, string> =>
  e instanceof ApiError ? Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v.join('\n')])) : {};

/** The company profile's compliance tab: its trackings, newest first, with the review of submitted ones. */
export const CompanyCompliancePanel = ({ companyId }: CompanyCompliancePanelProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<ComplianceTracking | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const key = ['compliance-trackings', 'admin', companyId, page] as const;
  const { data, isFetching, error } = useQuery({
    queryKey: key,
    queryFn: () => callApi('admin.companies.compliances', { params: { id: companyId }, query: { page, per_page: PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
  const review = async (tracking: ComplianceTracking, body: { status: 'verified' | 'declined'; comment?: string; files?: string[] }) => {
    setBusy(true);
    setErrors({});
    try {
      await callApi('admin.compliance.review', { params: { id: tracking.id }, body, errorContext: 'form' });
      notify(body.status === 'verified' ? 'app.compliance.review.verified' : 'app.compliance.review.declined', { type: 'info' });
      setDeclining(null);
      await queryClient.invalidateQueries({ queryKey: ['compliance-trackings'] });
    } catch (e) {
      setErrors(fieldErrors(e));
      if (!(e instanceof ApiError) || Object.keys(e.errors).length === 0) notify('app.compliance.review.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ComplianceFeedback isFetching={isFetching} empty={data?.data.length === 0} emptyKey="app.compliance.empty" failed={Boolean(error)} />
      {(data?.data ?? []).map((t) => (
        <AdminTrackingCard key={t.id} tracking={t} busy={busy} onVerify={() => void review(t, { status: 'verified' })} onDecline={() => { setErrors({}); setDeclining(t); }} />
      ))}
      <CardPages total={data?.meta.total} page={page} onPage={setPage} perPage={PER_PAGE} />
      <ComplianceReviewDialog
        tracking={declining}
        busy={busy}
        errors={errors}
        onCancel={() => setDeclining(null)}
        onDecline={(comment, files) => declining && void review(declining, { status: 'declined', comment, ...(files.length ? { files } : {}) })}
      />
    </>
  );
};

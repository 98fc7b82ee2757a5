import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ComplianceTracking } from '../../contract/entities';
import { ApiError } from '../providers/ApiError';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { isHandledWrite } from '../providers/writeReactions';
import { AdminTrackingCard } from './AdminTrackingCard';
import { CardPages, ComplianceFeedback } from './ComplianceFeedback';
import { ComplianceReviewDialog } from './ComplianceReviewDialog';

const PER_PAGE = 10;
type CompanyCompliancePanelProps = { companyId: number };
type Review = { tracking: ComplianceTracking; body: { status: 'verified' | 'declined'; comment?: string; files?: string[] } };

const fieldErrors = (e: unknown): Record<string, string> =>
  e instanceof ApiError ? Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v.join('\n')])) : {};

/** The company profile's compliance tab: its trackings, newest first, with the review of submitted ones. */
export const CompanyCompliancePanel = ({ companyId }: CompanyCompliancePanelProps) => {
  const notify = useNotify();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<ComplianceTracking | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data, isFetching, error } = useQuery({
    queryKey: queryKeys.companyCompliances(companyId, page),
    queryFn: ({ signal }) => dataProvider.getCompanyCompliances({ params: { id: companyId }, query: { page, per_page: PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
  const { mutate: decide, isPending: busy } = useMutation({
    mutationFn: ({ tracking, body }: Review) => dataProvider.reviewCompliance({ params: { id: tracking.id }, body }),
    onMutate: () => setErrors({}),
    onSuccess: async (_tracking, { body }) => {
      notify(body.status === 'verified' ? 'app.compliance.review.verified' : 'app.compliance.review.declined', { type: 'info' });
      setDeclining(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource('compliance-trackings') });
    },
    onError: (e) => {
      setErrors(fieldErrors(e));
      // A closed code dialog or the shell's alert has said how it ended.
      if (isHandledWrite(e)) return;
      if (!(e instanceof ApiError) || Object.keys(e.errors).length === 0) notify('app.compliance.review.failed', { type: 'error' });
    },
  });
  const review = (tracking: ComplianceTracking, body: Review['body']) => decide({ tracking, body });
  return (
    <>
      <ComplianceFeedback isFetching={isFetching} empty={data?.data.length === 0} emptyKey="app.compliance.empty" failed={Boolean(error)} />
      {(data?.data ?? []).map((t) => (
        <AdminTrackingCard key={t.id} tracking={t} busy={busy} onVerify={() => review(t, { status: 'verified' })} onDecline={() => { setErrors({}); setDeclining(t); }} />
      ))}
      <CardPages total={data?.meta.total} page={page} onPage={setPage} perPage={PER_PAGE} />
      <ComplianceReviewDialog
        tracking={declining}
        busy={busy}
        errors={errors}
        onCancel={() => setDeclining(null)}
        onDecline={(comment, files) => declining && review(declining, { status: 'declined', comment, ...(files.length ? { files } : {}) })}
      />
    </>
  );
};

import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ComplianceSubjectType } from '../../contract/enums';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

/** The trackings of one subject (a user, a company…) with their counts per status; nothing is asked without a subject. */
export const useComplianceSubject = (subject: { entity: ComplianceSubjectType; id: number } | null) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  return useQuery({
    queryKey: queryKeys.complianceSubject(subject?.entity ?? '', subject?.id ?? 0),
    queryFn: async ({ signal }) => {
      const params = { entity: subject?.entity ?? 'user', entity_id: subject?.id ?? 0 };
      const [trackings, counts] = await Promise.all([dataProvider.getComplianceByEntity({ params, signal }), dataProvider.getComplianceCounts({ params, signal })]);
      return { trackings, counts };
    },
    enabled: subject !== null,
  });
};

import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalServiceProvider } from '../../contract/enums';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

/** The onboarding transitions of one payment service of a company (under the companies query key, so company writes refresh them). */
export const useTransitions = (companyId: number, service: PortalServiceProvider, enabled = true) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  return useQuery({
    queryKey: queryKeys.onboardingTransitions(companyId, service),
    queryFn: ({ signal }) => dataProvider.getOnboardingTransitions({ params: { id: companyId, service }, signal }),
    enabled,
  });
};

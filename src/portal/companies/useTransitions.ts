import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalServiceProvider } from '../../contract/enums';
import type { KontorDataProvider } from '../providers/dataProvider';

/** The onboarding transitions of one payment service of a company (under the companies query key, so company writes refresh them). */
export const useTransitions = (companyId: number, service: PortalServiceProvider, enabled = true) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  return useQuery({
    queryKey: ['companies', companyId, 'transitions', service],
    queryFn: ({ signal }) => dataProvider.call('admin.companies.onboardingTransitions', { params: { id: companyId, service }, signal }),
    enabled,
  });
};

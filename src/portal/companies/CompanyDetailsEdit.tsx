import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext } from 'react-admin';
import type { AdminCompany } from '../../contract/entities';
import { RecordPage } from '../frame/RecordPage';
import { queryKeys } from '../providers/queryKeys';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { companyUpdateBody, type CompanyFormValues } from './companyForm';
import { COMPANY_PROFILE_META } from './companyProfileMeta';

// The page's <Show> says when the company cannot be loaded; the same meta on the save keeps react-admin's cache updates on this entry.
const queryOptions = { meta: COMPANY_PROFILE_META };
/** The update call takes every field of the form, as the form has them. */
const transform = (values: Partial<AdminCompany>) => companyUpdateBody(values as unknown as CompanyFormValues);

/**
 * The Details tab of the company profile: react-admin's <Edit mutationMode="pessimistic"> of the
 * page's company, reading the <Show>'s cache entry (no second request), saved with its own save
 * through the dataProvider. After a save the company is read again (its lists too), the form starts
 * from the saved record and the page stays.
 */
export const CompanyDetailsEdit = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const company = useRecordContext<AdminCompany>();
  if (!company) return null;
  const mutationOptions = {
    meta: COMPANY_PROFILE_META,
    onSuccess: () => {
      notify('app.companies.details.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('companies') });
    },
  };
  return (
    <RecordPage.Edit<AdminCompany>
      resource="companies"
      id={company.id}
      redirect={false}
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      transform={transform}
      sx={{ '& .RaEdit-noActions': { mt: 0 } }}
    >
      <CompanyDetailsForm />
    </RecordPage.Edit>
  );
};

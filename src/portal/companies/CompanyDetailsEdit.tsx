import { useRecordContext } from 'react-admin';
import type { AdminCompany } from '../../contract/entities';
import { RecordPage } from '../frame/RecordPage';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { COMPANY_PROFILE_META } from './companyProfileMeta';

// The page's <Show> says when the company cannot be loaded; the same meta on the (unused) mutation keeps react-admin's cache updates on this entry.
const queryOptions = { meta: COMPANY_PROFILE_META };
const mutationOptions = { meta: COMPANY_PROFILE_META };

/**
 * The Details tab of the company profile: react-admin's <Edit mutationMode="pessimistic"> of the
 * page's company, reading the <Show>'s cache entry (no second request). The route table guards the
 * page; the form saves through the error layer and the page stays.
 */
export const CompanyDetailsEdit = () => {
  const company = useRecordContext<AdminCompany>();
  if (!company) return null;
  return (
    <RecordPage.Edit<AdminCompany>
      resource="companies"
      id={company.id}
      redirect={false}
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      sx={{ '& .RaEdit-noActions': { mt: 0 } }}
    >
      <CompanyDetailsForm />
    </RecordPage.Edit>
  );
};

import { Edit, useRecordContext } from 'react-admin';
import type { AdminCompany } from '../../contract/entities';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { COMPANY_PROFILE_META } from './companyProfileMeta';

// The page's <Show> says when the company cannot be loaded; the same meta on the (unused) mutation keeps react-admin's cache updates on this entry.
const queryOptions = { meta: COMPANY_PROFILE_META, onError: () => undefined };
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
    <Edit<AdminCompany>
      resource="companies"
      id={company.id}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      disableAuthentication
      title={false}
      actions={false}
      component="div"
      sx={{ '& .RaEdit-noActions': { mt: 0 } }}
    >
      <CompanyDetailsForm />
    </Edit>
  );
};

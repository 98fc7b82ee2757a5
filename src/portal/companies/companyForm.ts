import type { CallBody } from '../../contract/calls';
import type { AdminCompany } from '../../contract/entities';
import { COMPANY_FEATURES, type CompanyFeature, type CompanyServiceType } from '../../contract/enums';

/** The details form of the company profile. */
export type CompanyFormValues = {
  enabled: boolean;
  white_label_enabled: boolean;
  psp_portal_attached: boolean;
  /** Every user of the company needs a second factor (issue 42). */
  two_factor_required: boolean;
  enabled_features: Record<CompanyFeature, boolean>;
  company_types: CompanyServiceType[];
  zoho_id: string;
};

export const companyFormValues = (company: AdminCompany): CompanyFormValues => ({
  enabled: company.enabled,
  white_label_enabled: company.white_label_enabled,
  psp_portal_attached: company.psp_portal_attached,
  two_factor_required: company.two_factor_required ?? false,
  enabled_features: Object.fromEntries(COMPANY_FEATURES.map((f) => [f, company.enabled_features[f] === true])) as Record<CompanyFeature, boolean>,
  company_types: [...company.company_types],
  zoho_id: company.zoho_id ?? '',
});

/** The update body: every field of the form (the server changes only what differs); a blank CRM id clears it. */
export const companyUpdateBody = (values: CompanyFormValues): CallBody<'admin.companies.update'> => ({
  enabled: values.enabled === true,
  white_label_enabled: values.white_label_enabled === true,
  psp_portal_attached: values.psp_portal_attached === true,
  two_factor_required: values.two_factor_required === true,
  enabled_features: Object.fromEntries(COMPANY_FEATURES.map((f) => [f, values.enabled_features?.[f] === true])),
  company_types: values.company_types ?? [],
  zoho_id: (values.zoho_id ?? '').trim(),
});

/** Disabling a company cuts its users off: the form asks first when the save would do it. */
export const disablesCompany = (company: AdminCompany, values: CompanyFormValues): boolean => company.enabled && values.enabled === false;

import type { z } from 'zod';
import type { adminUserCalls } from '../../../contract/calls/adminUsers';
import { COMPANY_FEATURES, type CompanyFeature, type CompanyServiceType } from '../../../contract/enums';

export type CompanyUpdateBody = z.output<(typeof adminUserCalls)['admin.companies.update']['body']>;

/** The fields of a company an admin may change, as plain values. */
export type CompanyState = {
  legal_type: string;
  enabled: boolean;
  features: Partial<Record<CompanyFeature, boolean>>;
  white_label_enabled: boolean;
  psp_portal_attached: boolean;
  two_factor_required: boolean;
  company_types: CompanyServiceType[];
  zoho_id: string | null;
};

export type CompanyUpdatePlan = { next: CompanyState; changed: string[]; errors: Record<string, string[]> };

/** Old and new value of each changed field (dotted feature names included), for the admin timeline. */
export const changeLog = (current: CompanyState, next: CompanyState, changed: readonly string[]): Record<string, { old: unknown; new: unknown }> => {
  const read = (state: CompanyState, key: string): unknown => {
    if (key.startsWith('enabled_features.')) return state.features[key.slice('enabled_features.'.length) as CompanyFeature] ?? false;
    return state[key as keyof CompanyState];
  };
  return Object.fromEntries(changed.map((key) => [key, { old: read(current, key), new: read(next, key) }]));
};

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Applies an update to a company's state and checks the rules that span fields
 * (docs/decisions.md "Companies (admin)"): features switched on must be allowed for the legal type
 * (settings allowed_features_{individual|company}); the PSP portal attachment needs the PSP portal
 * feature; individuals have no white label.
 */
export const planCompanyUpdate = (current: CompanyState, body: CompanyUpdateBody, allowedFeatures: readonly CompanyFeature[]): CompanyUpdatePlan => {
  const features: Partial<Record<CompanyFeature, boolean>> = {};
  for (const f of COMPANY_FEATURES) features[f] = body.enabled_features?.[f] ?? current.features[f] ?? false;
  const next: CompanyState = {
    legal_type: current.legal_type,
    enabled: body.enabled ?? current.enabled,
    features,
    white_label_enabled: body.white_label_enabled ?? current.white_label_enabled,
    psp_portal_attached: body.psp_portal_attached ?? current.psp_portal_attached,
    two_factor_required: body.two_factor_required ?? current.two_factor_required,
    company_types: body.company_types ?? current.company_types,
    zoho_id: body.zoho_id === undefined ? current.zoho_id : body.zoho_id,
  };
  const errors: Record<string, string[]> = {};
  const kind = current.legal_type === 'individual' ? 'individual' : 'company';
  for (const f of COMPANY_FEATURES) {
    if (features[f] && !current.features[f] && !allowedFeatures.includes(f)) {
      errors[`enabled_features.${f}`] = [`The ${f} feature is not allowed for ${kind} customers.`];
    }
  }
  if (next.psp_portal_attached && !features.psp_portal) {
    const field = body.psp_portal_attached ? 'psp_portal_attached' : 'enabled_features.psp_portal';
    errors[field] = ['A company can be attached to the PSP portal only while its PSP portal feature is on.'];
  }
  if (kind === 'individual' && next.white_label_enabled && !current.white_label_enabled) errors.white_label_enabled = ['Individual customers cannot have a white label.'];
  if (kind === 'individual' && next.company_types.includes('WHITE_LABEL') && !current.company_types.includes('WHITE_LABEL')) {
    errors.company_types = ['Individual customers cannot have the WHITE_LABEL company type.'];
  }
  const changed: string[] = [];
  if (next.enabled !== current.enabled) changed.push('enabled');
  for (const f of COMPANY_FEATURES) if ((current.features[f] ?? false) !== features[f]) changed.push(`enabled_features.${f}`);
  if (next.white_label_enabled !== current.white_label_enabled) changed.push('white_label_enabled');
  if (next.psp_portal_attached !== current.psp_portal_attached) changed.push('psp_portal_attached');
  if (next.two_factor_required !== current.two_factor_required) changed.push('two_factor_required');
  if (!sameList(next.company_types, current.company_types)) changed.push('company_types');
  if (next.zoho_id !== current.zoho_id) changed.push('zoho_id');
  return { next, changed, errors };
};

import { describe, expect, it } from 'vitest';
import type { AdminCompany, OnboardingTransition } from '../../../../src/contract/entities';
import { companyFormValues, companyUpdateBody, disablesCompany } from '../../../../src/portal/companies/companyForm';
import { pendingTransition, serviceAction, statusChipColor } from '../../../../src/portal/companies/onboardingActions';
import { fieldRows, fieldsFromRows, fieldText } from '../../../../src/portal/companies/transitionFields';

const company: AdminCompany = {
  id: 7, name: 'Acme', enabled: true, enabled_features: { crypto: true, portals: false }, psp_portal_attached: false, white_label_enabled: false,
  legal_type: 'company', company_types: ['REGULAR'], affiliate_owner_company: null, portal_services: {}, payment_service_status: 'ACTIVE', zoho_id: null, employees_count: 2,
};

const transition = (id: number, applied: boolean): OnboardingTransition => ({ id, from_stage: 'a', to_stage: 'b', fields: {}, applied_at: applied ? '2026-01-01T00:00:00Z' : null });

describe('payment service actions', () => {
  it.each([
    ['DISABLED', 'onboard', 'error'],
    ['ONBOARDING_START', 'applyNext', 'warning'],
    ['ONBOARDING_IN_PROGRESS', 'applyNext', 'primary'],
    ['ACTIVE', null, 'success'],
  ] as const)('%s offers %s and shows %s', (status, action, colour) => {
    expect(serviceAction(status)).toBe(action);
    expect(statusChipColor(status)).toBe(colour);
  });

  it('the pending transition is the first one not applied', () => {
    expect(pendingTransition([transition(1, true), transition(2, false)])?.id).toBe(2);
    expect(pendingTransition([transition(1, true)])).toBeNull();
    expect(pendingTransition([])).toBeNull();
  });
});

describe('company details form', () => {
  it('fills every feature (missing ones off) and a blank CRM id', () => {
    expect(companyFormValues(company)).toEqual({
      enabled: true, white_label_enabled: false, psp_portal_attached: false, company_types: ['REGULAR'], zoho_id: '', two_factor_required: false,
      enabled_features: { affiliation: false, crypto: true, portals: false, psp_portal: false, create_accounts: false },
    });
  });

  it('sends every field with booleans, trims the CRM id and tells when the save disables the company', () => {
    const values = { ...companyFormValues(company), zoho_id: '  ZC-1 ', enabled: false };
    expect(companyUpdateBody(values)).toMatchObject({ enabled: false, zoho_id: 'ZC-1', enabled_features: { crypto: true, affiliation: false } });
    expect(disablesCompany(company, values)).toBe(true);
    expect(disablesCompany(company, { ...values, enabled: true })).toBe(false);
    expect(disablesCompany({ ...company, enabled: false }, values)).toBe(false);
  });
});

describe('transition fields', () => {
  it('turns rows into fields, drops empty rows and keeps value types', () => {
    const rows = [...fieldRows({ pages: 3, ok: true }), { name: 'reference', value: 'BCB-1' }, { name: ' ', value: '' }];
    expect(fieldsFromRows(rows)).toEqual({ fields: { pages: 3, ok: true, reference: 'BCB-1' }, errors: {} });
  });

  it('marks names the server refuses and names given twice', () => {
    const { errors, fields } = fieldsFromRows([{ name: 'Bad Name', value: 1 }, { name: 'a', value: 1 }, { name: 'a', value: 2 }, { name: '', value: 'orphan' }]);
    expect(errors).toEqual({ 0: 'app.companies.services.field_name_invalid', 2: 'app.companies.services.field_name_twice', 3: 'app.companies.services.field_name_invalid' });
    expect(fields).toEqual({ a: 1 });
  });

  it('shows null as an empty text', () => {
    expect([null, 3, false, 'x'].map(fieldText)).toEqual(['', '3', 'false', 'x']);
  });
});

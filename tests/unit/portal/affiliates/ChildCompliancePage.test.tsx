import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChildCompany, ChildComplianceTracking } from '../../../../src/contract/entities';
import { AffiliateCompliancePage } from '../../../../src/portal/affiliates/AffiliateCompliancePage';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const nordlicht: ChildCompany = {
  id: 5, name: 'Nordlicht Logistics AG', enabled: true, enabled_features: {}, psp_portal_attached: false, white_label_enabled: false, legal_type: 'company', company_types: ['REGULAR'],
  affiliate_owner_company: { id: 1, name: 'Acme' }, portal_services: {}, payment_service_status: 'ACTIVE', country: 'DE', created_at: '2026-01-01T10:00:00Z', accounts_summary: [],
};
const tracking: ChildComplianceTracking = {
  id: 9, category: 'AFFILIATE_TRANSFER', status: 'submitted', step: 'files', compliable_type: 'transaction', compliable_id: 77, company_id: 5, files: [], comment: null,
  created_at: '2026-06-01T10:00:00Z', updated_at: '2026-06-01T10:00:00Z', company: { id: 5, name: 'Nordlicht Logistics AG' },
};

const provider = () => ({
  getList: vi.fn(async (resource: string, _params: { filter: Record<string, unknown> }) => {
    if (resource === 'affiliates') return { data: [nordlicht], total: 1 };
    if (resource === 'affiliate-compliance-trackings') return { data: [tracking], total: 1 };
    return { data: [], total: 0 };
  }),
  call: vi.fn(async () => []),
});

const lastFilter = (dp: ReturnType<typeof provider>) => dp.getList.mock.calls.filter(([r]) => r === 'affiliate-compliance-trackings').at(-1)?.[1].filter;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ChildCompliancePage', () => {
  it("lists the affiliates' trackings and narrows them by status and by company", async () => {
    signInAs('manager-reader');
    const dp = provider();
    const user = userEvent.setup();
    renderMoneyPage('/manager/affiliates/compliance-trackings', '/manager/affiliates/compliance-trackings', <AffiliateCompliancePage />, dp);
    const [row] = await screen.findAllByTestId('compliance-row');
    expect(within(row!).getByText('Nordlicht Logistics AG')).toBeInTheDocument();
    expect(within(row!).getByText('Affiliate transfer')).toBeInTheDocument();
    expect(within(row!).getByText('Submitted')).toBeInTheDocument();
    expect(within(row!).getByText('Transaction #77')).toBeInTheDocument();
    expect(lastFilter(dp)).toEqual({});

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Declined' }));
    await waitFor(() => expect(lastFilter(dp)).toEqual({ status: 'declined' }));

    // The companies' list loads on its own, beside the trackings: wait for it rather than assume it came first.
    const companies = within(await screen.findByRole('table', { name: 'Affiliated companies' }));
    await user.click(companies.getByText('Nordlicht Logistics AG'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Affiliated companies' })).getByTestId('child-company-row')).toHaveAttribute('data-selected', 'true'));
    await waitFor(() => expect(lastFilter(dp)).toEqual({ status: 'declined', company_id: '5' }));
    // No accounts drill-down on the compliance page.
    expect(screen.queryByRole('list', { name: 'Accounts' })).toBeNull();
    expect(dp.call).not.toHaveBeenCalled();
  });
});

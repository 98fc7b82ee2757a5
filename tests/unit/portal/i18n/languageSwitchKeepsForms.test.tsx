import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocalesMenuButton } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalRuleEdit } from '../../../../src/portal/approvals/ApprovalRuleEdit';
import { BeneficiaryCreate } from '../../../../src/portal/beneficiaries/BeneficiaryCreate';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/dictionaries/countries') return { body: { data: [{ id: 'DE', name: 'Germany' }] } };
  if (url.pathname.startsWith('/api/v1/dictionaries/')) return { body: { data: [] } };
  if (url.pathname === '/api/v1/manager/approval-rules/5') {
    return { body: { data: { id: 5, currency: null, threshold: '1000.00', approvals_required: 1, import_basis: 'total', created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z' } } };
  }
  return { status: 404, body: { message: 'Not found.' } };
};

afterEach(async () => {
  cleanUpPages();
  // One i18n provider for all tests: back to English.
  await i18nProvider.changeLocale('en');
});

describe('a change of language on a record form (issue 43)', () => {
  it('keeps what the person typed in a <Create> form and shows the page in the new language', async () => {
    signInAs('manager');
    mockFetch(server);
    const user = userEvent.setup();
    const page = (
      <>
        {/* The app bar's language menu. */}
        <LocalesMenuButton />
        <BeneficiaryCreate />
      </>
    );
    renderRoutes('/manager/transaction-agents/create', { '/manager/transaction-agents/create': page }, { dataProvider, locale: 'de' });
    const name = await screen.findByLabelText(/^Firmenname/);
    await user.type(name, 'Nordlicht Handel');
    await user.type(screen.getByLabelText(/^IBAN/), 'DE89370400440532013000');

    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    const sameName = await screen.findByLabelText(/^Company name/);
    expect(sameName).toHaveValue('Nordlicht Handel');
    // The same input, not a new one: the form was not mounted again.
    expect(sameName).toBe(name);
    expect(screen.getByLabelText(/^IBAN/)).toHaveValue('DE89370400440532013000');
    await waitFor(() => expect(screen.queryByLabelText(/^Firmenname/)).toBeNull());
  });

  it('keeps a changed record in an <Edit> form: no new fetch resets it', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    const page = (
      <>
        <LocalesMenuButton />
        <ApprovalRuleEdit />
      </>
    );
    renderRoutes('/manager/approval-rules/5', { '/manager/approval-rules/:id': page }, { dataProvider, locale: 'de' });
    const threshold = await screen.findByLabelText(/^Ab Betrag/);
    // The record's 1000.00 as German writes it (money/LocaleAmountInput).
    await waitFor(() => expect(threshold).toHaveValue('1.000,00'));
    await user.clear(threshold);
    await user.type(threshold, '2500,50');
    await user.click(screen.getByRole('radio', { name: /^2 / }));
    const reads = calls.filter((c) => c.url.includes('/approval-rules/5')).length;

    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    const english = await screen.findByLabelText(/^From amount/);
    // The same amount, now as English writes it.
    expect(english).toHaveValue('2,500.50');
    expect(screen.getByRole('radio', { name: /^2 approvals/ })).toBeChecked();
    expect(calls.filter((c) => c.url.includes('/approval-rules/5')).length).toBe(reads);
  });
});

import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ManagerActivityPage } from '../../../../src/portal/activityLogs/ManagerActivityPage';
import { BeneficiaryCreate } from '../../../../src/portal/beneficiaries/BeneficiaryCreate';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { formatMoney } from '../../../../src/portal/money/formatMoney';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { bodyRows, memoryServer } from '../lists/memoryServer';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const IBAN = 'DE89370400440532013000';

/** The dictionaries, the IBAN lookup, and a create the server refuses with its English field errors. */
const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/dictionaries/countries') return { body: { data: [{ id: 'DE', name: 'Germany' }] } };
  if (url.pathname.startsWith('/api/v1/dictionaries/')) return { body: { data: [] } };
  if (url.pathname === '/api/v1/externals/iban') {
    return { body: { data: { iban: IBAN, country: 'DE', sort_code: null, bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank', bank_address: 'Kaiserplatz', bank_city: 'Frankfurt am Main', bank_country: 'DE' } } };
  }
  if (url.pathname === '/api/v1/manager/transactions/agents' && call.method === 'POST') {
    return {
      status: 422,
      body: {
        message: 'The selected country is invalid.',
        errors: { country: ['The selected country is invalid.'], company_name: ['The company name field is too long (at most 255).'], iban: ['The IBAN check digits are invalid.'] },
      },
    };
  }
  return { status: 404, body: { message: 'Not found.' } };
};

const input = (name: string): HTMLInputElement => {
  const found = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input ${name}`);
  return found;
};

afterEach(cleanUpPages);

describe("the server's texts on the portal's screens, in the person's language", () => {
  it('a German user sees the 422 field errors of the beneficiary form in German, on their fields', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderMoneyPage('/manager/transaction-agents/create', '/manager/transaction-agents/create', <BeneficiaryCreate />, dataProvider, { locale: 'de' });
    await waitFor(() => expect(document.querySelector('input[name="company_name"]')).not.toBeNull());
    await user.type(input('company_name'), 'Acme Supplies');
    await user.type(input('iban'), IBAN);
    await user.tab();
    await waitFor(() => expect(input('bank_name')).toHaveValue('Commerzbank'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));

    expect(await screen.findByText('Das gewählte Land ist ungültig.')).toBeInTheDocument();
    expect(screen.getByText('Die Prüfziffern der IBAN sind ungültig.')).toBeInTheDocument();
    // The field's name through the portal's German field names.
    expect(screen.getByText('Das Feld „Firmenname“ ist zu lang (höchstens 255).')).toBeInTheDocument();
    expect(input('iban')).toHaveAttribute('aria-invalid', 'true');
    expect(input('company_name')).toHaveAttribute('aria-invalid', 'true');
    // No English left on the page.
    expect(screen.queryByText(/The selected country|check digits|too long/)).toBeNull();
  });

  it('a German user reads the activity descriptions in German; a text the catalogue does not know stays as sent', async () => {
    signInAs('manager');
    const entries = [
      { description: 'Beneficiary Anna Schmidt (#12) created', type: 'beneficiary.created' },
      { description: 'Support ticket #7 closed', type: 'ticket.status_changed' },
      { description: 'Role of user #4 changed from manager to manager-reader', type: 'admin.user_role_changed' },
      { description: 'Imported from the legacy ledger', type: 'auth.login' },
      { description: 'Portal withdrawal PW-7 of 1500.00 EUR to free_market account 77', type: 'portal.withdrawal_created' },
    ].map((e, i) => ({
      id: i + 1, ...e, company_id: 1, user_id: 1, ip: '10.0.0.1', user_agent: 'UA', created_at: `2026-06-0${i + 1}T10:00:00Z`,
      user: { id: 1, first_name: 'Ann', last_name: 'Lee', email: 'ann@x.test' }, acting_admin: null,
    }));
    const { dataProvider: memory } = memoryServer(entries);
    renderRoutes('/manager/activities', { '/manager/activities': <ManagerActivityPage /> }, { dataProvider: memory, locale: 'de' });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByText('Empfänger Anna Schmidt (#12) angelegt')).toBeInTheDocument();
    expect(screen.getByText('Support-Ticket #7 geschlossen')).toBeInTheDocument();
    expect(screen.getByText('Rolle von Benutzer #4 von manager zu manager-reader geändert')).toBeInTheDocument();
    expect(screen.getByText('Imported from the legacy ledger')).toBeInTheDocument();
    expect(screen.queryByText('Beneficiary Anna Schmidt (#12) created')).toBeNull();
    // The amount as German money, the portal service by its provider's name.
    // (The page's text has its no-break spaces read as spaces.)
    const withdrawal = `Portalauszahlung PW-7 über ${formatMoney('1500.00', 'EUR', 'de')} auf das Konto 77 bei Free Market`.replace(/\s/g, ' ');
    expect(screen.getByText(withdrawal)).toBeInTheDocument();
    expect(withdrawal).toContain('1.500,00 €');
  });
});

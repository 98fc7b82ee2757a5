import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountBalancesPanel } from '../../../../src/portal/dashboard/AccountBalancesPanel';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { signInAs } from './renderMoneyPage';

const account = (id: number, name: string, currency: string, balance: string, available: string) => ({ id, name, currency, currency_unit: { value: currency, sub_unit: 2, currency_type: 'fiat' }, balance, available_balance: available, iban: null, selected: false });

afterEach(() => {
  cleanUpPages();
  Reflect.deleteProperty(window, 'matchMedia');
});

const twoAccounts = () =>
  mockFetch((call: RecordedCall) =>
    call.url.startsWith('/api/v1/manager/bank-accounts')
      ? { body: { data: [account(1, 'Main EUR', 'EUR', '1234.50', '1200.00'), account(2, 'Payroll GBP', 'GBP', '99.95', '99.95')], meta: { current_page: 1, last_page: 1, per_page: 100, total: 2 } } }
      : { status: 404, body: { message: 'Not found.' } },
  );

describe('AccountBalancesPanel (manager dashboard)', () => {
  it('shows each account with its balance in the language, and its name opens it', async () => {
    signInAs('manager');
    twoAccounts();
    renderRoutes('/manager', { '/manager': <AccountBalancesPanel /> }, { locale: 'de' });
    const table = await screen.findByRole('table', { name: 'Konten' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Main EUR');
    expect(rows[0]).toHaveTextContent('1.234,50 €');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Main EUR' })).toHaveAttribute('href', '/manager/transactions/approved_transactions?bid=1');
    expect(rows[1]).toHaveTextContent('99,95 £');
  });

  it('on a phone: one list item per account, its balance and what is available, the whole row opening it', async () => {
    // jsdom has no matchMedia: every "down(sm)" query matches, as on a phone.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (media: string) => ({ matches: media.includes('max-width'), media, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }),
    });
    signInAs('manager');
    twoAccounts();
    renderRoutes('/manager', { '/manager': <AccountBalancesPanel /> }, { locale: 'de' });
    const list = await screen.findByRole('list', { name: 'Konten' });
    expect(screen.queryByRole('table')).toBeNull();
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Main EUR');
    expect(links[0]).toHaveTextContent('1.234,50 €');
    expect(links[0]).toHaveTextContent('Verfügbarer Saldo: 1.200,00 €');
    expect(links[0]).toHaveAttribute('href', '/manager/transactions/approved_transactions?bid=1');
    expect(links[1]).toHaveTextContent('99,95 £');
  });
});

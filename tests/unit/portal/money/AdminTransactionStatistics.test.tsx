import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTransactionStatistics } from '../../../../src/portal/adminTransactions/AdminTransactionStatistics';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch } from '../fetchMock';
import { renderMoneyPage, signInAs } from './renderMoneyPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AdminTransactionStatistics', () => {
  it('shows the counts and the EUR amounts of the period', async () => {
    signInAs('admin');
    const calls = mockFetch(() => ({ body: { data: { total: 1523, recent: 12, deposit: '1234567.89', withdraw: '42.00', fee: '0.50' } } }));
    renderMoneyPage('/admin', '/admin', <AdminTransactionStatistics />, dataProvider);
    expect(await screen.findByTestId('admin-stat-total')).toHaveTextContent('1523');
    expect(screen.getByTestId('admin-stat-recent')).toHaveTextContent('12');
    expect(screen.getByTestId('admin-stat-deposit')).toHaveTextContent('€1,234,567.89');
    expect(screen.getByTestId('admin-stat-fee')).toHaveTextContent('€0.50');
    expect(calls[0]?.url).toBe('/api/v1/a/transactions/statistic?period=current_month');
  });
});

import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivitiesByTypeChart } from '../../../../src/portal/activityLogs/ActivitiesByTypeChart';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const types = ['auth.login', 'transaction.created', 'auth.logout', 'profile.updated', 'report.requested', 'import.created', 'transaction.denied', 'auth.login_failed'];
const volume = (period: string) => ({
  granularity: 'day', period, from: '2026-06-01T00:00:00.000Z', to: '2026-06-03T00:00:00.000Z', dates: ['2026-06-01', '2026-06-02'],
  series: period === 'previous_month' ? [] : types.map((type, i) => ({ type, total: 20 - i, counts: [10 - i, 10] })),
});

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/a/activities-volume-by-type') return { body: { data: volume(url.searchParams.get('period') ?? '') } };
  return { status: 404, body: { message: 'Not found.' } };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ActivitiesByTypeChart', () => {
  it('charts the six busiest types and "Other", per chosen period', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    renderMoneyPage('/admin', '/admin', <ActivitiesByTypeChart />, dataProvider);
    await waitFor(() => expect(screen.getByText('Sign-in')).toBeInTheDocument());
    for (const label of ['Transaction created', 'Sign-out', 'Profile updated', 'Report requested', 'Import uploaded', 'Other']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByText('Transaction denied')).toBeNull();
    expect(new URL(calls[0]?.url ?? '', 'http://portal.test').searchParams.get('period')).toBe('current_month');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Period/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Previous month'));
    expect(await screen.findByText('No activity in this period.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('period=previous_month'))).toBe(true);
  });
});

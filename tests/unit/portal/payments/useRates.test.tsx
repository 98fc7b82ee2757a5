import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRates } from '../../../../src/portal/payments/useRates';
import { signInAs } from '../money/renderMoneyPage';
import { mockFetch } from '../fetchMock';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await act(async () => Promise.resolve());
};

beforeEach(() => {
  vi.useFakeTimers();
  signInAs('manager');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useRates', () => {
  it('loads, counts down from 10 each second, reloads at zero, and waits while paused', async () => {
    let n = 0;
    const calls = mockFetch(() => ({ body: { data: { rate: `1.0${++n}`, sell: 'EUR', buy: 'USD' } } }));
    let paused = false;
    const { result } = renderHook(() => useRates(1, 2, () => paused));
    await flush();
    expect(result.current.rate?.rate).toBe('1.01');
    expect(result.current.timer).toBe(10);
    expect(calls[0]?.url).toContain('manager/exchange/rates?bank_account_id=1&to_account_id=2');

    await act(async () => vi.advanceTimersByTime(3000));
    expect(result.current.timer).toBe(7);
    paused = true;
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(result.current.timer).toBe(7);
    expect(calls).toHaveLength(1);
    paused = false;
    await act(async () => vi.advanceTimersByTime(7000));
    await flush();
    expect(calls).toHaveLength(2);
    expect(result.current.rate?.rate).toBe('1.02');
    expect(result.current.timer).toBe(10);
  });

  it('does nothing without both accounts', async () => {
    const calls = mockFetch(() => ({ body: { data: {} } }));
    const { result } = renderHook(() => useRates(1, null, () => false));
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(calls).toHaveLength(0);
    expect(result.current.rate).toBeNull();
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_POLLING_MS } from '../../../../src/contract/constants';
import { usePolling } from '../../../../src/portal/system/usePolling';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await act(async () => Promise.resolve());
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePolling (system overview)', () => {
  it('loads at once, then every 20 s, keeping the readings of the visit', async () => {
    let n = 0;
    const load = vi.fn(async () => ++n);
    const { result } = renderHook(() => usePolling(load, 'cpu'));
    await flush();
    expect(SYSTEM_POLLING_MS).toBe(20_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.data).toBe(1);

    await act(async () => vi.advanceTimersByTime(19_999));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe(2);

    for (let i = 0; i < 2; i += 1) {
      await act(async () => vi.advanceTimersByTime(SYSTEM_POLLING_MS));
      await flush();
    }
    expect(load).toHaveBeenCalledTimes(4);
    expect(result.current.history).toEqual([1, 2, 3, 4]);
  });

  it('stops polling and aborts the load in flight when the page unmounts', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<number>(() => undefined);
    });
    const { unmount } = renderHook(() => usePolling(load, 'hdd'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => vi.advanceTimersByTime(5 * SYSTEM_POLLING_MS));
    expect(load).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('skips a tick while a load is still under way, and keeps the last reading when a load fails', async () => {
    let release: (v: number) => void = () => undefined;
    let mode: 'slow' | 'fail' | 'ok' = 'slow';
    const load = vi.fn(() => {
      if (mode === 'slow') return new Promise<number>((resolve) => { release = resolve; });
      if (mode === 'fail') return Promise.reject(new Error('down'));
      return Promise.resolve(7);
    });
    const { result } = renderHook(() => usePolling(load, 'rabbitmq'));
    await act(async () => vi.advanceTimersByTime(SYSTEM_POLLING_MS));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => release(5));
    await flush();
    expect(result.current.data).toBe(5);
    mode = 'fail';
    await act(async () => vi.advanceTimersByTime(SYSTEM_POLLING_MS));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe(5);
    expect(result.current.error).toBeInstanceOf(Error);
    mode = 'ok';
    await act(async () => vi.advanceTimersByTime(SYSTEM_POLLING_MS));
    await flush();
    expect(result.current).toMatchObject({ data: 7, error: null, history: [5, 7] });
  });

  it('starts over for another subpage', async () => {
    const load = vi.fn(async () => 1);
    const { result, rerender } = renderHook(({ key }) => usePolling(load, key), { initialProps: { key: 'cpu' } });
    await flush();
    expect(result.current.history).toEqual([1]);
    rerender({ key: 'hdd' });
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.history).toEqual([1]);
    await act(async () => vi.advanceTimersByTime(SYSTEM_POLLING_MS));
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

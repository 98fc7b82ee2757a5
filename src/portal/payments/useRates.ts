import { useEffect, useRef, useState } from 'react';
import { RATES_TICK_MS, RATES_TIMER_VALUE } from '../../contract/constants';
import type { ExchangeRate } from '../../contract/entities';
import { dataProvider } from '../providers/dataProvider';

/**
 * The rate between two own accounts (document 1 section 4 "Rates per sell/buy pair"): loaded at start,
 * then a countdown from 10 ticks every second and reloads at zero; a tick while loading is ignored;
 * while `paused()` (30 s after a submit) the countdown waits. Needs both accounts, otherwise nothing.
 */
export const useRates = (from: number | null, to: number | null, paused: () => boolean) => {
  const [rate, setRate] = useState<ExchangeRate | null>(null);
  const [timer, setTimer] = useState(0);
  const loading = useRef(false);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => {
    setRate(null);
    if (!from || !to) return undefined;
    let alive = true;
    let left = 0;
    const load = async () => {
      if (loading.current) return;
      loading.current = true;
      try {
        const next = await dataProvider.getExchangeRate({ query: { bank_account_id: from, to_account_id: to }, errorContext: 'silent' });
        if (!alive) return;
        setRate(next);
        left = RATES_TIMER_VALUE;
        setTimer(left);
      } catch {
        // A pair without a rate shows none; the next tick tries again.
        if (alive) setRate(null);
      } finally {
        loading.current = false;
      }
    };
    void load();
    const interval = setInterval(() => {
      if (loading.current || pausedRef.current()) return;
      left -= 1;
      setTimer(Math.max(left, 0));
      if (left <= 0) void load();
    }, RATES_TICK_MS);
    return () => {
      alive = false;
      clearInterval(interval);
      setTimer(0);
    };
  }, [from, to]);

  return { rate, timer };
};

import { useEffect, useState } from 'react';
import type { FormEngine } from './engine/createFormEngine';
import { useRates } from './useRates';

/**
 * The quote an exchange form is shown and sends (issue 38: a quote is an object): the rate with its
 * quote id, kept in the form's values `rate` and `quote_id` so that the amounts are computed with exactly
 * what the person sees and the payment carries that very quote. When the server refuses the quote (it
 * ended while the person was confirming), a new one is asked for at once and `renewed` says so until the
 * next send.
 */
export const useQuote = <C, T>(engine: FormEngine<C, T>, from: number | null, to: number | null, refusal: string | undefined) => {
  const { rate, timer, reload } = useRates(from, to, engine.ratesPaused);
  const [renewed, setRenewed] = useState(false);
  const values = engine.get().values;
  useEffect(() => {
    const patch: Record<string, string> = {};
    if ((rate?.rate ?? '') !== (values.rate ?? '')) patch.rate = rate?.rate ?? '';
    if ((rate?.quote_id ?? '') !== (values.quote_id ?? '')) patch.quote_id = rate?.quote_id ?? '';
    if (Object.keys(patch).length > 0) engine.change(patch);
  }, [rate, values.rate, values.quote_id, engine]);
  useEffect(() => {
    if (!refusal) return;
    setRenewed(true);
    reload();
  }, [refusal, reload]);
  return { rate, timer, renewed, sent: () => setRenewed(false) };
};

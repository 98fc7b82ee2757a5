import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbortError, lookup, lookupCall } from '../../../../src/portal/providers/lookup';

/** A request that answers when told to, and rejects with an AbortError when its signal aborts. */
const pending = () => {
  let answer: (value: string) => void = () => undefined;
  const request = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      answer = resolve;
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  return { request, answer: (value: string) => answer(value) };
};

afterEach(() => vi.unstubAllGlobals());

describe('lookups cancel earlier lookups of the same kind', () => {
  it('a second IBAN lookup aborts the first; only the last one answers', async () => {
    const first = pending();
    const second = pending();
    const one = lookup('ibanBank', first.request);
    const two = lookup('ibanBank', second.request);
    second.answer('Deutsche Bank');
    await expect(one).rejects.toSatisfy(isAbortError);
    await expect(two).resolves.toBe('Deutsche Bank');
  });

  it('lookups of different kinds run side by side (bank SWIFT and intermediary SWIFT)', async () => {
    const bank = pending();
    const intermediary = pending();
    const one = lookup('swiftBank', bank.request);
    const two = lookup('intermediarySwift', intermediary.request);
    bank.answer('Bank');
    intermediary.answer('Intermediary');
    await expect(Promise.all([one, two])).resolves.toEqual(['Bank', 'Intermediary']);
  });

  it('a finished lookup is not aborted by the next one', async () => {
    const done = pending();
    const one = lookup('merchant', done.request);
    done.answer('first');
    await expect(one).resolves.toBe('first');
    const next = pending();
    const two = lookup('merchant', next.request);
    next.answer('second');
    await expect(two).resolves.toBe('second');
  });

  it('lookupCall sends the kind’s call with an abortable signal', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        if (init.signal) signals.push(init.signal);
        return new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          if (url.includes('DE02')) resolve(new Response(JSON.stringify({ data: { bank_name: 'Commerzbank' } }), { headers: { 'content-type': 'application/json' } }));
        });
      }),
    );
    const stale = lookupCall('beneficiaryByIban', { query: { iban: 'DE89370400440532013000' } });
    const fresh = lookupCall<{ bank_name: string }>('beneficiaryByIban', { query: { iban: 'DE02120300000000202051' } });
    await expect(stale).rejects.toSatisfy(isAbortError);
    await expect(fresh).resolves.toEqual({ bank_name: 'Commerzbank' });
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });
});

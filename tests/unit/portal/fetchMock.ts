import { vi } from 'vitest';

export type RecordedCall = { url: string; method: string; headers: Headers; body: unknown };

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** Replaces fetch: answers come from `respond`, every request is recorded. */
export const mockFetch = (respond: (call: RecordedCall) => Answer) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const answer = respond(call);
    const headers = new Headers(answer.headers);
    if (answer.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};

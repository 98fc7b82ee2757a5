import type { HttpEndpoint } from './selection';

/**
 * Kontor's side of its JSON protocol with a real adapter (docs/operations.md, "Outside parties"): every
 * call is `POST <url>/<operation>` with a JSON body and `Authorization: Bearer <token>`, answered with a
 * JSON object. A bank points the setting at its provider if it speaks the protocol, or at a small bridge
 * of its own in front of the provider's API.
 *
 * What comes back is one of: the answer; AdapterRefused (4xx: the provider said no, with its reason);
 * AdapterUnavailable (no answer in time, a network error, 5xx, or an answer that is not a JSON object).
 */
export class AdapterUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdapterUnavailable';
  }
}

export class AdapterRefused extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`The adapter refused (${status}): ${reason}`);
    this.name = 'AdapterRefused';
  }
}

/** The longest answer Kontor reads from an adapter. */
const MAX_ANSWER_BYTES = 1024 * 1024;

const reasonOf = (body: unknown, status: number): string => {
  if (typeof body === 'object' && body !== null) {
    const b = body as Record<string, unknown>;
    for (const key of ['reason', 'message', 'error']) if (typeof b[key] === 'string' && b[key]) return (b[key] as string).slice(0, 500);
  }
  return `HTTP ${status}`;
};

export const callAdapter = async (endpoint: HttpEndpoint, operation: string, body: unknown, options: { timeoutMs: number; signal?: AbortSignal }): Promise<Record<string, unknown>> => {
  const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]) : AbortSignal.timeout(options.timeoutMs);
  let res: Response;
  try {
    res = await fetch(`${endpoint.url}/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}) },
      body: JSON.stringify(body),
      signal,
      redirect: 'error',
    });
  } catch (e) {
    throw new AdapterUnavailable(`${operation}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const text = await res.text().catch(() => '');
  if (text.length > MAX_ANSWER_BYTES) throw new AdapterUnavailable(`${operation}: answer too long`);
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (res.status >= 500) throw new AdapterUnavailable(`${operation}: ${reasonOf(parsed, res.status)}`);
  if (res.status >= 400) throw new AdapterRefused(res.status, reasonOf(parsed, res.status));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AdapterUnavailable(`${operation}: the answer is not a JSON object`);
  return parsed as Record<string, unknown>;
};

/** A string field of an adapter's answer, or AdapterUnavailable (the answer does not keep the protocol). */
export const textField = (answer: Record<string, unknown>, name: string, shape?: RegExp): string => {
  const value = answer[name];
  if (typeof value !== 'string' || value === '' || (shape && !shape.test(value))) throw new AdapterUnavailable(`the adapter's answer has no valid "${name}"`);
  return value;
};

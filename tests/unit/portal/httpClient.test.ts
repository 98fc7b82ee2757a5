import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_ID, STORAGE_KEYS } from '../../../src/contract/constants';
import { ApiError, isOtpRequired } from '../../../src/portal/providers/ApiError';
import { buildUrl, fetchData, fetchPage, httpClient, toApiError, unwrap } from '../../../src/portal/providers/httpClient';
import { mockFetch, type Answer } from './fetchMock';

const meta = { current_page: 1, last_page: 3, per_page: 2, path: '/x', from: 1, to: 2, total: 5 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('httpClient requests', () => {
  it('sends the client version, a stable 30-character browser id, JSON and no Authorization when signed out', async () => {
    const calls = mockFetch(() => ({ body: { data: 1 } }));
    await httpClient('auth/me');
    await httpClient('auth/me');
    const [first, second] = calls;
    expect(first?.url).toBe('/api/v1/auth/me');
    expect(first?.headers.get('x-client-version')).toBe(RELEASE_ID);
    expect(first?.headers.get('accept')).toBe('application/json');
    expect(first?.headers.get('x-browser-id')).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(second?.headers.get('x-browser-id')).toBe(first?.headers.get('x-browser-id'));
    expect(localStorage.getItem(STORAGE_KEYS.browserId)).toBe(first?.headers.get('x-browser-id'));
    expect(first?.headers.has('authorization')).toBe(false);
  });

  it('sends the stored token as Bearer, the one-time code when given, and a JSON body', async () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify({ access_token: 'abc', expires_at: 4_000_000_000, expires_in: 60, expires_date: '', token_type: 'Bearer' }));
    const calls = mockFetch(() => ({ body: { data: { ok: true } } }));
    await httpClient('auth/login', { method: 'POST', body: { email: 'a@b.c' }, oneTimeCode: '123456' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer abc');
    expect(calls[0]?.headers.get('one-time-code')).toBe('123456');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ email: 'a@b.c' });
  });

  it('writes arrays in the query as name[]', () => {
    expect(buildUrl('manager/transactions', { page: 2, 'tid': [4, 5], skip: undefined, none: null })).toBe('/api/v1/manager/transactions?page=2&tid%5B%5D=4&tid%5B%5D=5');
  });
});

describe('httpClient answers', () => {
  it('unwraps {data} to the data and keeps {data, meta} as a page', async () => {
    expect(unwrap({ data: { id: 1 } })).toEqual({ id: 1 });
    expect(unwrap({ data: [1, 2], meta })).toEqual({ data: [1, 2], meta });
    expect(unwrap({ message: 'Signed out.' })).toEqual({ message: 'Signed out.' });
    mockFetch((call) => (call.url.includes('page') ? { body: { data: [{ id: 1 }], meta } } : { body: { data: { id: 7 } } }));
    expect(await fetchData<{ id: number }>('item')).toEqual({ id: 7 });
    expect(await fetchPage<{ id: number }>('page')).toEqual({ data: [{ id: 1 }], meta });
  });

  it('turns a 422 into an ApiError with the field map, joined for react-admin forms', async () => {
    mockFetch(() => ({ status: 422, body: { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.', 'Second.'] } } }));
    const error = await httpClient('auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.', 'Second.'] },
      body: { errors: { email: 'These credentials do not match our records.\nSecond.' } },
      otpRequired: false,
    });
  });

  it('reads the otp-required flag of a 403 and Retry-After of a 429', async () => {
    mockFetch((call): Answer =>
      call.url.endsWith('otp')
        ? { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } }
        : { status: 429, body: { message: 'Too many login attempts.' }, headers: { 'retry-after': '90' } },
    );
    const otp = await httpClient('otp').catch((e: unknown) => e);
    expect(isOtpRequired(otp)).toBe(true);
    const throttled = await httpClient('throttled').catch((e: unknown) => e);
    expect(isOtpRequired(throttled)).toBe(false);
    expect(throttled).toMatchObject({ status: 429, retryAfterSeconds: 90, message: 'Too many login attempts.' });
  });

  it.each([
    [500, {}, { message: 'SQL exploded' }, 'app.error.server'],
    [502, {}, null, 'app.error.server'],
    [503, { maintenance: 'true' }, null, 'app.error.maintenance'],
    [503, { maintenance: 'true' }, { message: 'Back at noon' }, 'Back at noon'],
    [503, { 'remote-portal-status': 'down' }, null, 'app.error.remote_portal'],
    [401, {}, null, 'app.error.unauthorized'],
    [422, {}, {}, 'app.error.unknown'],
    [404, {}, { message: 'Not found.' }, 'Not found.'],
    [400, {}, 'plain text', 'app.error.unexpected'],
  ])('status %i with headers %j and body %j gives the message %s', (status, headers, body, message) => {
    expect(toApiError(status, new Headers(headers), body).message).toBe(message);
  });

  it('a network failure is a status 0 ApiError with the communication message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(httpClient('auth/me')).rejects.toMatchObject({ status: 0, message: 'ra.notification.http_error' });
  });
});

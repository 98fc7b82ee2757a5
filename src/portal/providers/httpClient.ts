import { RELEASE_ID } from '../../contract/constants';
import { API_BASE, HEADERS, type HttpMethod, type Paginated, type PaginationMeta } from '../../contract/http';
import { ApiError } from './ApiError';
import { apiErrorEvents, type ErrorContext } from './apiErrorEvents';
import { readAccessToken } from './authStorage';
import { getBrowserId } from './browserId';
import { isRecord } from './storage';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export type RequestOptions = {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** A two-factor code entered for this request (the one-time-code header). */
  oneTimeCode?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Who reacts to an error answer (default 'request': the shell's alerts and logout). */
  errorContext?: ErrorContext;
};

export type HttpResponse<T> = { status: number; headers: Headers; body: T };

export const buildUrl = (path: string, query: Record<string, QueryValue> = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
};

/** The headers of document 2 section 3. */
export const requestHeaders = (options: Pick<RequestOptions, 'oneTimeCode' | 'headers'> & { json?: boolean } = {}): Headers => {
  const headers = new Headers({ Accept: 'application/json', [HEADERS.clientVersion]: RELEASE_ID, [HEADERS.browserId]: getBrowserId() });
  const token = readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.oneTimeCode) headers.set(HEADERS.oneTimeCode, options.oneTimeCode);
  if (options.json) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const stringErrors = (value: unknown): Record<string, string[]> => {
  if (!isRecord(value)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (typeof messages === 'string') result[field] = [messages];
    else if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return result;
};

/** Turns an error answer into an ApiError, with the fallbacks of the error catalogue (document 2, section 8). */
export const toApiError = (status: number, headers: Headers, body: unknown): ApiError => {
  const serverMessage = isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  const maintenance = status === 503 && headers.get(HEADERS.maintenance) !== null;
  const remotePortal = status === 503 && headers.get(HEADERS.remotePortalStatus) !== null;
  const retryAfter = Number.parseInt(headers.get(HEADERS.retryAfter) ?? '', 10);
  let message: string;
  if (maintenance) message = serverMessage ?? 'app.error.maintenance';
  else if (remotePortal) message = serverMessage ?? 'app.error.remote_portal';
  else if (status >= 500) message = 'app.error.server';
  else if (status === 401) message = serverMessage ?? 'app.error.unauthorized';
  else if (status === 422) message = serverMessage ?? 'app.error.unknown';
  else message = serverMessage ?? 'app.error.unexpected';
  return new ApiError({
    status,
    message,
    errors: isRecord(body) ? stringErrors(body.errors) : {},
    otpRequired: status === 403 && headers.get(HEADERS.otpRequired) === 'true',
    otpMethods: (headers.get(HEADERS.otpMethods) ?? '').split(',').map((m) => m.trim()).filter((m) => m !== ''),
    passkeyOptions: headers.get(HEADERS.passkeyOptions),
    twoFactorSetupRequired: status === 403 && headers.get(HEADERS.twoFactorSetupRequired) === 'true',
    retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null,
    maintenance,
    remotePortal,
  });
};

/** One call to the API: the raw answer, or an ApiError for any status of 400 and above. */
export const httpClient = async <T = unknown>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> => {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const hasJson = options.body !== undefined && !isForm;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: requestHeaders({ oneTimeCode: options.oneTimeCode, headers: options.headers, json: hasJson }),
      body: isForm ? (options.body as FormData) : hasJson ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: 'ra.notification.http_error' });
  }
  const body = await readBody(response);
  if (response.status >= 400) {
    const error = toApiError(response.status, response.headers, body);
    apiErrorEvents.report(error, options.errorContext ?? 'request');
    throw error;
  }
  return { status: response.status, headers: response.headers, body: body as T };
};

const isPaginationMeta = (value: unknown): value is PaginationMeta =>
  isRecord(value) && typeof value.current_page === 'number' && typeof value.total === 'number';

/** `{data, meta}` stays a page, `{data}` becomes its data, anything else is returned as it came. */
export const unwrap = (body: unknown): unknown => {
  if (!isRecord(body) || !('data' in body)) return body;
  return isPaginationMeta(body.meta) ? { data: body.data, meta: body.meta } : body.data;
};

/** A call answering one item (or a plain list): its `data`. */
export const fetchData = async <T>(path: string, options: RequestOptions = {}): Promise<T> => unwrap((await httpClient(path, options)).body) as T;

/** A call answering a paginated list: `data` and `meta`. */
export const fetchPage = async <T>(path: string, options: RequestOptions = {}): Promise<Paginated<T>> => {
  const page = unwrap((await httpClient(path, options)).body);
  if (!isRecord(page) || !Array.isArray(page.data) || !isPaginationMeta(page.meta)) {
    throw new ApiError({ status: 200, message: 'app.error.unexpected' });
  }
  return { data: page.data as T[], meta: page.meta };
};

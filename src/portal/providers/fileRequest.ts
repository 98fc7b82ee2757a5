import type { CallName } from '../../contract/calls';
import { callRoutes } from '../../contract/callRoutes';
import { fillPath } from '../../contract/http';
import { apiErrorEvents } from './apiErrorEvents';
import { buildUrl, type QueryValue, requestHeaders, toApiError } from './httpClient';

/** The file name of a Content-Disposition header, else the fallback. */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
};

/**
 * The file answer of a call (PDF documents, spreadsheets) with the session's headers, and its name
 * (Content-Disposition, else the fallback): the JSON client cannot carry binary bodies. Error answers
 * go through the error catalogue like any other call.
 */
export const fetchFile = async (name: CallName, params: Record<string, string | number>, fallbackName: string, query: Record<string, QueryValue> = {}): Promise<{ blob: Blob; fileName: string }> => {
  const response = await fetch(buildUrl(fillPath(callRoutes[name][1], params), query), { headers: requestHeaders(), credentials: 'same-origin' });
  if (response.status >= 400) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const error = toApiError(response.status, response.headers, body);
    apiErrorEvents.report(error, 'request');
    throw error;
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
};

/** The one cookie the API uses: the HttpOnly refresh token. */
export const REFRESH_COOKIE = 'kontor_refresh';
/** While an admin acts as a user, that session's refresh token lives beside the admin's own. */
export const ACT_AS_REFRESH_COOKIE = 'kontor_refresh_as';
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

export const readCookie = (header: string | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
};

export const refreshCookie = (value: string, maxAgeSeconds: number, secure: boolean, name: string = REFRESH_COOKIE): string =>
  [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

export const clearRefreshCookie = (secure: boolean, name: string = REFRESH_COOKIE): string => refreshCookie('', 0, secure, name);

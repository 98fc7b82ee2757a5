/** An IANA time zone the runtime's Intl knows ("Europe/Berlin", "UTC"): the browser's and the server's alike. */
export const isTimeZone = (value: string): boolean => {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

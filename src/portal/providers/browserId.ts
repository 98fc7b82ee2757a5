import { BROWSER_ID_LENGTH, STORAGE_KEYS } from '../../contract/constants';
import { readItem, writeItem } from './storage';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random identifier of this browser: letters and digits, unbiased (rejection sampling). */
export const randomBrowserId = (length: number = BROWSER_ID_LENGTH): string => {
  const limit = 256 - (256 % ALPHABET.length);
  let id = '';
  while (id.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
};

const isBrowserId = (value: string | null): value is string => value !== null && new RegExp(`^[A-Za-z0-9]{${BROWSER_ID_LENGTH}}$`).test(value);

/** The browser identifier sent with every call: created once, then kept in local storage. */
export const getBrowserId = (): string => {
  const stored = readItem(STORAGE_KEYS.browserId);
  if (isBrowserId(stored)) return stored;
  const id = randomBrowserId();
  writeItem(STORAGE_KEYS.browserId, id);
  return id;
};

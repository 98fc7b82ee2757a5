/** Document 1 section 5: two letters, two digits, four alphanumerics, seven digits, up to 16 optional alphanumerics. */
export const IBAN_PATTERN = /^[A-Za-z]{2}\d{2}[A-Za-z0-9]{4}\d{7}[A-Za-z0-9]{0,16}$/;

export const isIbanShaped = (value: unknown): boolean => typeof value === 'string' && IBAN_PATTERN.test(value);

/** SWIFT/BIC shape: bank, country, location, optional branch. */
export const isBicShaped = (value: unknown): boolean => typeof value === 'string' && /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(value.trim());

const ID = /^\d{1,10}$/;

/** Whether typed text is a record id (up to ten digits). */
export const isRecordId = (text: string): boolean => ID.test(text);

/**
 * The validate of a list filter that takes a record id (company, account, user): anything but up to ten
 * digits is refused on the input with `messageKey`, so the list waits instead of sending what the server refuses.
 */
export const validateIdFilter = (messageKey = 'app.activity.invalid_id') => (value: unknown): string | undefined =>
  value && !isRecordId(String(value).trim()) ? messageKey : undefined;

/** A field value of a timeline record or change as text: empty for none, yes/no keys for flags, JSON for objects. */
export const formatValue = (value: unknown, translate: (key: string) => string): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? 'app.timeline.yes' : 'app.timeline.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

import { TextField } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { useInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { datePattern, formatIsoDay, parseLocaleDay } from './localeDate';

type LocaleDateInputProps = {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  /** Read by react-admin's filter form (shown without the filter button). */
  alwaysOn?: boolean;
};

/**
 * A date filter typed the reader's way (issue 43: the browser's date field showed mm/dd/yyyy whatever
 * the portal's language): 23.11.2026 in German, 11/23/2026 in English, 2026/11/23 in Japanese. The
 * filter holds the ISO day once the typed date is whole; until then the address keeps the last one.
 */
export const LocaleDateInput = ({ source, label, validate }: LocaleDateInputProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState, id } = useInput({ source, validate });
  const [draft, setDraft] = useState(() => formatIsoDay(field.value, locale));
  const value = typeof field.value === 'string' ? field.value : '';
  // A value set elsewhere (filters cleared, another language) is shown; a draft on its way is kept.
  // The draft is the person's own while it matches the value: it is read, not followed.
  const followValue = useEffectEvent((next: string, language: string) => {
    if ((parseLocaleDay(draft, language) ?? '') !== next) setDraft(formatIsoDay(next, language));
  });
  useEffect(() => followValue(value, locale), [value, locale]);
  const { order, separator } = datePattern(locale);
  const placeholder = order.map((part) => translate(`app.lists.date_parts.${part}`)).join(separator);
  const incomplete = draft.trim() !== '' && parseLocaleDay(draft, locale) === null;
  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      label={label}
      value={draft}
      placeholder={placeholder}
      size="small"
      variant="filled"
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (text.trim() === '') field.onChange('');
        else {
          const iso = parseLocaleDay(text, locale);
          if (iso !== null) field.onChange(iso);
        }
      }}
      onBlur={field.onBlur}
      error={incomplete || Boolean(error)}
      helperText={incomplete ? translate('app.lists.date_hint', { example: placeholder }) : error ? translate(error, { _: error }) : ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
};

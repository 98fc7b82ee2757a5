import { TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { FieldTitle, useInput, useLocaleState, useTranslate, type InputProps } from 'react-admin';
import { formatLocaleAmount, parseLocaleAmount } from './localeAmount';

type Props = Omit<InputProps, 'source'> & { source: string; label?: string; helperText?: string; disabled?: boolean };

/**
 * An amount of a react-admin record form, typed as the person's language writes it ("2.500,50" in
 * German, "2,500.50" in English): the form's value is the canonical decimal the API takes ("2500.50"),
 * the field keeps what the person typed while they type (no reformatting under the cursor), shows it
 * in the language's form once they leave it, and again when the language changes. Text that is not an
 * amount stays as typed, says how to write one, and leaves no amount in the form. No floats.
 */
export const LocaleAmountInput = ({ source, label, helperText, disabled, ...rest }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState, isRequired } = useInput({ source, ...rest });
  const value = typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value);
  const [draft, setDraft] = useState(() => formatLocaleAmount(value, locale));
  const [invalid, setInvalid] = useState(false);
  // The value this field last put into the form: a different one came from outside (a reset, a record).
  const own = useRef(value);
  const shownLocale = useRef(locale);

  useEffect(() => {
    if (value === own.current && shownLocale.current === locale) return;
    shownLocale.current = locale;
    own.current = value;
    if (!invalid || value !== '') {
      setDraft(formatLocaleAmount(value, locale));
      setInvalid(false);
    }
  }, [value, locale, invalid]);

  const onChange = (typed: string) => {
    setDraft(typed);
    const parsed = parseLocaleAmount(typed, locale);
    setInvalid(parsed === null);
    const next = parsed ?? '';
    own.current = next;
    field.onChange(next);
  };

  const serverError = fieldState.error?.message;
  const message = invalid ? translate('app.payments.amount_format', { example: formatLocaleAmount('1234.56', locale) }) : serverError ? translate(serverError, { _: serverError }) : helperText;
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      id={`amount-${source}`}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={draft}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        field.onBlur();
        if (!invalid && value !== '') setDraft(formatLocaleAmount(value, locale));
      }}
      disabled={disabled}
      error={invalid || Boolean(serverError)}
      helperText={message ?? ' '}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      fullWidth
    />
  );
};

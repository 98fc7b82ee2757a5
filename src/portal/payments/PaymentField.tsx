import { MenuItem, TextField } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatLocaleAmount, parseLocaleAmount } from '../money/localeAmount';
import type { FormState } from './engine/types';

export type FieldOption = { id: string | number; name: string };

export type PaymentFieldProps = {
  name: string;
  values: FormState;
  errors: Record<string, string>;
  onChange: (patch: FormState) => void;
  /** Translation key of the label; the field name under app.payments.fields by default. */
  label?: string;
  /** Values of the label's placeholders ("To account of %{company}"). */
  labelArgs?: Record<string, unknown>;
  options?: readonly FieldOption[];
  disabled?: boolean;
  required?: boolean;
  multiline?: boolean;
  /** Blank choice of a select (clearing it). */
  emptyLabel?: string;
  /**
   * How typed text reaches the form:
   * - 'keystroke' (default): every change at once;
   * - 'leave': the form sees the value when the person leaves the field, pastes or presses Enter, so
   *   rules that move or reformat a value (IBAN → account number, space stripping, bank lookups) run
   *   on what was meant, never on half an IBAN (issue 21 item 1);
   * - 'amount': typed in the language's format (1.234,56 in German), the form keeps the canonical
   *   decimal at every keystroke (issue 21 item 2).
   */
  entry?: 'keystroke' | 'leave' | 'amount';
};

const text = (raw: unknown): string => (raw === null || raw === undefined ? '' : String(raw));

/**
 * What the input shows while the person edits it: their own characters, not the form's value, for
 * the 'leave' and 'amount' entries. It follows the form's value when that changes from elsewhere
 * (a beneficiary chosen, a prefill, a recalculated amount, another language).
 */
const useDraft = (entry: PaymentFieldProps['entry'], value: string, locale: string) => {
  const shown = useCallback((v: string) => (entry === 'amount' ? formatLocaleAmount(v, locale) : v), [entry, locale]);
  const [draft, setDraft] = useState(() => shown(value));
  const own = useRef(value);
  // Counts what the field sent: when the form's rules turn it into something else, even the value the
  // form held before (an account number moved out of a SEPA IBAN field), the input shows the result.
  const [sent, setSent] = useState(0);
  useEffect(() => {
    // Acts only on a value the field did not send itself (a language change alone finds own === value).
    if (value !== own.current) {
      own.current = value;
      setDraft(shown(value));
    }
  }, [value, sent, shown]);
  const lastLocale = useRef(locale);
  useEffect(() => {
    // Acts only on a change of language; typing (draft, value) passes through here without effect.
    if (lastLocale.current === locale) return;
    lastLocale.current = locale;
    // Another language: the same amount in its format, unless what is typed is not an amount yet.
    if (entry === 'amount' && parseLocaleAmount(draft, locale) !== value) setDraft(shown(value));
  }, [locale, entry, draft, value, shown]);
  return { draft, setDraft, own, markSent: () => setSent((n) => n + 1) };
};

/**
 * One input of a payment form bound to the form engine: its value from the engine, changes through
 * the engine's listeners, and the server's message for it under it (named like the field so a 422
 * focuses it).
 */
export const PaymentField = ({ name, values, errors, onChange, label, labelArgs, options, disabled, required, multiline, emptyLabel, entry = 'keystroke' }: PaymentFieldProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const raw = text(values[name]);
  const { draft, setDraft, own, markSent } = useDraft(entry, raw, locale);
  const [invalidAmount, setInvalidAmount] = useState(false);
  const pasted = useRef(false);
  // An amount is taken whole when the field is entered (issue 43): typing after a click replaces the
  // default 100 instead of appending to it ("10012.34"). The click's mouse-up would undo the selection.
  const entered = useRef(false);
  const selectOnEntry = entry === 'amount'
    ? {
        onFocus: (event: FocusEvent<HTMLInputElement>) => {
          entered.current = true;
          event.target.select();
        },
        onMouseUp: (event: MouseEvent) => {
          if (entered.current) event.preventDefault();
          entered.current = false;
        },
      }
    : {};
  const drafting = options === undefined && entry !== 'keystroke';
  // A select shows blank until its options (loaded lists) hold the value.
  const value = drafting ? draft : options && !options.some((o) => String(o.id) === raw) ? '' : raw;

  const send = (next: string) => {
    own.current = next;
    onChange({ [name]: next });
    markSent();
  };
  const commit = () => {
    if (entry === 'leave' && draft !== raw) send(draft);
    // Left with a valid amount: shown as the language writes it ("99.95" typed in German → "99,95").
    if (entry === 'amount' && !invalidAmount && raw !== '') setDraft(formatLocaleAmount(raw, locale));
  };
  const onInput = (typed: string) => {
    if (!drafting) return onChange({ [name]: typed });
    setDraft(typed);
    if (entry === 'amount') {
      const parsed = parseLocaleAmount(typed, locale);
      setInvalidAmount(parsed === null);
      // Not an amount (yet): the form holds no amount, so nothing is totalled or sent as one.
      send(parsed ?? '');
    } else if (pasted.current) {
      pasted.current = false;
      send(typed);
    }
  };
  const error = invalidAmount ? 'app.payments.amount_format' : errors[name];
  return (
    <TextField
      name={name}
      id={`payment-${name}`}
      label={translate(label ?? `app.payments.fields.${name}`, labelArgs)}
      value={value}
      onChange={(event) => onInput(event.target.value)}
      onBlur={commit}
      {...selectOnEntry}
      onPaste={drafting ? (_event: ClipboardEvent) => void (pasted.current = true) : undefined}
      onKeyDown={drafting ? (event: KeyboardEvent) => void (event.key === 'Enter' && commit()) : undefined}
      select={options !== undefined}
      disabled={disabled}
      required={required}
      multiline={multiline}
      error={Boolean(error)}
      helperText={error ? translate(error, { _: error, example: formatLocaleAmount('1234.56', locale) }) : ' '}
      fullWidth
      size="small"
      // A long choice ("Company EUR Business Account · €1,117,691.52") wraps on a phone instead of widening the page.
      sx={options ? { '& .MuiInputBase-root .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `field-${name}`, ...(entry === 'amount' ? { inputMode: 'decimal', autoComplete: 'off' } : {}) } }}
    >
      {options && emptyLabel ? <MenuItem value="">{translate(emptyLabel)}</MenuItem> : null}
      {options?.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormState } from './engine/types';

export type FieldOption = { id: string | number; name: string };

export type PaymentFieldProps = {
  name: string;
  values: FormState;
  errors: Record<string, string>;
  onChange: (patch: FormState) => void;
  /** Translation key of the label; the field name under app.payments.fields by default. */
  label?: string;
  options?: readonly FieldOption[];
  disabled?: boolean;
  required?: boolean;
  multiline?: boolean;
  /** Blank choice of a select (clearing it). */
  emptyLabel?: string;
};

/**
 * One input of a payment form bound to the form engine: its value from the engine, changes through
 * the engine's listeners, and the server's message for it under it (named like the field so a 422
 * focuses it).
 */
export const PaymentField = ({ name, values, errors, onChange, label, options, disabled, required, multiline, emptyLabel }: PaymentFieldProps) => {
  const translate = useTranslate();
  const raw = values[name];
  const text = raw === null || raw === undefined ? '' : String(raw);
  // A select shows blank until its options (loaded lists) hold the value.
  const value = options && !options.some((o) => String(o.id) === text) ? '' : text;
  const error = errors[name];
  return (
    <TextField
      name={name}
      id={`payment-${name}`}
      label={translate(label ?? `app.payments.fields.${name}`)}
      value={value}
      onChange={(event) => onChange({ [name]: event.target.value })}
      select={options !== undefined}
      disabled={disabled}
      required={required}
      multiline={multiline}
      error={Boolean(error)}
      helperText={error ? translate(error, { _: error }) : ' '}
      fullWidth
      size="small"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `field-${name}` } }}
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

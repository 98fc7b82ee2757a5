import { Box, InputAdornment, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { HEX_COLOR } from './whiteLabelForm';

type ColorInputProps = { source: string; label: string; validate: (value: unknown) => string | undefined; disabled?: boolean };

/** A #RRGGBB colour: the browser's colour picker beside the text, both on the same field. */
export const ColorInput = ({ source, label, validate, disabled = false }: ColorInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, validate });
  const value = typeof field.value === 'string' ? field.value : '';
  const message = fieldState.error?.message;
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      disabled={disabled}
      error={Boolean(message)}
      helperText={message ? translate(message, { _: message }) : ' '}
      size="small"
      sx={{ width: 220 }}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                disabled={disabled}
                aria-label={translate('app.white_label.pick_color', { name: label })}
                value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
                onChange={(event) => field.onChange((event.target as HTMLInputElement).value)}
                sx={{ width: 28, height: 28, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

import { Box, FormHelperText, InputBase, Typography } from '@mui/material';
import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { OTP_CODE_LENGTH, OTP_FOCUS_DELAY_MS } from '../../contract/constants';
import { isOtpComplete, otpFromPaste, otpValue, typedDigits, writeDigits, type OtpDigits } from './otpCode';

export type TwoFactorInputProps = {
  value: OtpDigits;
  onChange: (digits: OtpDigits) => void;
  /** Called once each time the sixth digit completes the code. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  /** A message under the inputs: the server's refusal (shown as an error) or a status line. */
  error?: string | null;
  helperText?: string | null;
  focusDelayMs?: number;
};

/** The Auth Code: six single-digit inputs (document 1, section 5). */
export const TwoFactorInput = ({ value, onChange, onComplete, disabled = false, error, helperText, focusDelayMs = OTP_FOCUS_DELAY_MS }: TwoFactorInputProps) => {
  const translate = useTranslate();
  const labelId = useId();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const wasEmpty = useRef(true);
  const refocus = useRef(false);

  const focus = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(index, OTP_CODE_LENGTH - 1))];
    input?.focus();
    input?.select();
  };

  // The first input takes the focus after a moment, unless the person is already in the code:
  // the focus never moves under someone who is typing.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const inCode = inputs.current.some((input) => input !== null && input === document.activeElement);
      const typed = inputs.current.some((input) => input !== null && input.value !== '');
      if (!inCode && !typed) focus(0);
    }, focusDelayMs);
    return () => window.clearTimeout(timer);
  }, [focusDelayMs]);

  // A reset (after a refused code) starts again from the first input.
  const empty = value.every((d) => d === '');
  useEffect(() => {
    if (empty && !wasEmpty.current) refocus.current = true;
    wasEmpty.current = empty;
    if (refocus.current && !disabled) {
      refocus.current = false;
      focus(0);
    }
  }, [empty, disabled]);

  const commit = (next: OtpDigits) => {
    onChange(next);
    if (isOtpComplete(next) && !isOtpComplete(value)) onComplete(otpValue(next));
  };

  const handleChange = (index: number, raw: string) => {
    if (raw === '') {
      commit(value.map((d, i) => (i === index ? '' : d)));
      return;
    }
    const typed = typedDigits(raw, value[index] ?? '');
    if (typed === '') return;
    const written = writeDigits(value, index, typed);
    commit(written.digits);
    focus(written.focus);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      commit(value.map((d, i) => (i === index - 1 ? '' : d)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_CODE_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const next = otpFromPaste(event.clipboardData.getData('text'));
    if (next.every((d) => d === '')) return;
    commit(next);
    const firstEmpty = next.indexOf('');
    focus(firstEmpty === -1 ? OTP_CODE_LENGTH - 1 : firstEmpty);
  };

  const message = error ?? helperText;
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="div" sx={{ mb: 1 }}>
        {translate('app.two_factor.label')}
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
        {value.map((digit, index) => (
          <InputBase
            key={index}
            value={digit}
            disabled={disabled}
            error={Boolean(error)}
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current[index] = element;
            }}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(event)}
            onFocus={(event) => event.target.select()}
            inputProps={{
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              'aria-label': translate('app.two_factor.digit', { position: index + 1, count: OTP_CODE_LENGTH }),
              'aria-invalid': Boolean(error),
            }}
            sx={{
              width: 48,
              height: 56,
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
              fontSize: 24,
              '&.Mui-focused': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
              '& input': { textAlign: 'center', p: 0 },
            }}
          />
        ))}
      </Box>
      {message ? (
        <FormHelperText error={Boolean(error)} role={error ? 'alert' : 'status'} sx={{ textAlign: 'center', mt: 1 }}>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
};

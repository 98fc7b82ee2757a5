import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Divider, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CodeSummary } from '../providers/writePrompts';
import { emptyOtp, type OtpDigits } from './otpCode';
import { TwoFactorInput } from './TwoFactorInput';

/** What submitting a code led to: null when it was accepted, else the message to show under the inputs. */
export type TwoFactorOutcome = { refused: string } | null;

/** What the code confirms, shown above the inputs: the amount (formatted, with its currency) and the payee. */
export type TwoFactorSummary = CodeSummary;

export type TwoFactorModalProps = {
  open: boolean;
  /** Shown when the confirmed request moves money (document: payments show amount and payee). */
  summary?: TwoFactorSummary | null;
  /** Sends the request again with the code; resolves with the refusal when the code was not accepted. */
  onSubmit: (code: string) => Promise<TwoFactorOutcome>;
  onCancel: () => void;
  /** "Use a passkey" instead of the code (the server's otp-methods named one): signs and sends the request again. */
  onPasskey?: () => Promise<TwoFactorOutcome>;
  /** The sign-in accepts a recovery code instead of the code (sent through onSubmit). */
  recoveryCodes?: boolean;
};

/** "Verify your action": the two-factor prompt of document 1 section 2.5, submitting on the sixth digit. */
export const TwoFactorModal = ({ open, summary, onSubmit, onCancel, onPasskey, recoveryCodes = false }: TwoFactorModalProps) => {
  const translate = useTranslate();
  const [digits, setDigits] = useState<OtpDigits>(emptyOtp);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A recovery code instead of the six digits (sign-in only): a text field of its own.
  const [recovery, setRecovery] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!open) {
      setDigits(emptyOtp());
      setError(null);
      setSubmitting(false);
      setRecovery(null);
    }
  }, [open]);

  const answer = async (send: () => Promise<TwoFactorOutcome>) => {
    setSubmitting(true);
    setError(null);
    const outcome = await send();
    if (!mounted.current) return;
    setSubmitting(false);
    if (outcome) {
      // A refused code resets the digits (document 1, section 4 "Two-factor").
      setDigits(emptyOtp());
      setError(outcome.refused);
    }
  };
  const submit = (code: string) => answer(() => onSubmit(code));
  const shownError = error ? translate(error, { _: error }) : null;

  return (
    <Dialog open={open} onClose={submitting ? undefined : onCancel} aria-labelledby="two-factor-title" maxWidth="xs" fullWidth>
      <DialogTitle id="two-factor-title">{translate('app.two_factor.title')}</DialogTitle>
      <DialogContent>
        {summary?.amount || summary?.payee || summary?.exchange || summary?.schedule ? (
          <Box data-testid="two-factor-summary" sx={{ mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            {summary.amount ? (
              <Typography variant="body2">
                {translate('app.two_factor.amount')}: <strong>{summary.amount}</strong>
              </Typography>
            ) : null}
            {summary.payee ? (
              <Typography variant="body2">
                {translate('app.two_factor.payee')}: <strong>{summary.payee}</strong>
              </Typography>
            ) : null}
            {summary.exchange ? (
              <Typography variant="body2" data-testid="two-factor-exchange">
                {translate('app.two_factor.exchange')}: <strong>{summary.exchange}</strong>
              </Typography>
            ) : null}
            {summary.schedule ? (
              <Typography variant="body2" data-testid="two-factor-schedule">
                {translate('app.schedules.when')}: <strong>{summary.schedule}</strong>
              </Typography>
            ) : null}
          </Box>
        ) : null}
        {recovery === null ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.two_factor.text')}</DialogContentText>
            <TwoFactorInput
              value={digits}
              onChange={setDigits}
              onComplete={(code) => void submit(code)}
              disabled={submitting}
              error={shownError}
              helperText={submitting ? translate('app.two_factor.accepted') : null}
            />
          </>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (recovery.trim() !== '') void submit(recovery.trim());
            }}
          >
            <DialogContentText sx={{ mb: 2 }}>{translate('app.second_factors.recovery.sign_in_text')}</DialogContentText>
            <TextField
              label={translate('app.second_factors.recovery.code')}
              value={recovery}
              onChange={(event) => setRecovery(event.target.value)}
              disabled={submitting}
              error={Boolean(shownError)}
              helperText={shownError ?? translate('app.second_factors.recovery.code_hint')}
              slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, 'aria-invalid': Boolean(shownError) }, formHelperText: { role: shownError ? 'alert' : undefined } }}
              autoFocus
              fullWidth
            />
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={submitting || recovery.trim() === ''} fullWidth>
              {translate('app.second_factors.recovery.verify')}
            </Button>
          </Box>
        )}
        {onPasskey || recoveryCodes ? (
          <>
            <Divider sx={{ my: 2 }}>{translate('app.second_factors.or')}</Divider>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {onPasskey ? (
                <Button variant="outlined" startIcon={<KeyIcon />} disabled={submitting} onClick={() => void answer(onPasskey)}>
                  {translate('app.second_factors.passkeys.use')}
                </Button>
              ) : null}
              {recoveryCodes ? (
                <Button
                  variant="text"
                  disabled={submitting}
                  onClick={() => {
                    setError(null);
                    setDigits(emptyOtp());
                    setRecovery(recovery === null ? '' : null);
                  }}
                >
                  {translate(recovery === null ? 'app.second_factors.recovery.use' : 'app.second_factors.recovery.use_app')}
                </Button>
              ) : null}
            </Box>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={submitting}>
          {translate('app.two_factor.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { emptyOtp, type OtpDigits } from '../twoFactor/otpCode';
import { TwoFactorInput } from '../twoFactor/TwoFactorInput';
import { errorMessageOf } from '../pages/errorMessageOf';
import { ErrorAlert } from '../pages/ErrorAlert';
import { fieldErrorsOf } from '../pages/fieldErrorsOf';
import type { KontorDataProvider } from '../providers/dataProvider';

/** `codes`: the ten recovery codes made with it, to show once (issue 42). */
type TwoFactorSetupProps = { onEnabled: (codes: string[]) => Promise<void> };

/** GET profile/2fa/google/qr-code. */
type Enrolment = { secret: string; otpauth_url: string; qr_code: string };

type Step = { name: 'off' } | { name: 'loading' } | { name: 'failed'; error: unknown } | { name: 'scan'; enrolment: Enrolment };

/** Two-factor is off: "Enable" shows the QR code and the secret, and a code of the new secret turns it on. */
export const TwoFactorSetup = ({ onEnabled }: TwoFactorSetupProps) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [step, setStep] = useState<Step>({ name: 'off' });
  const [digits, setDigits] = useState<OtpDigits>(emptyOtp);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const start = async () => {
    setStep({ name: 'loading' });
    setDigits(emptyOtp());
    setCodeError(null);
    try {
      setStep({ name: 'scan', enrolment: await dataProvider.getTwoFactorEnrolment() });
    } catch (error) {
      setStep({ name: 'failed', error });
    }
  };

  const assign = async (code: string) => {
    setSubmitting(true);
    setCodeError(null);
    try {
      const answer = await dataProvider.assignTwoFactor({ body: { code }, errorContext: 'form' });
      notify('app.pages.profile.two_factor.enabled', { type: 'success' });
      await onEnabled(answer.recovery_codes ?? []);
    } catch (error) {
      // A refused code resets the digits and shows the message on the field (document 2, section 8).
      setDigits(emptyOtp());
      setCodeError(fieldErrorsOf(error, ['code'])?.code ?? errorMessageOf(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (step.name !== 'scan') {
    return (
      <>
        {step.name === 'failed' ? <ErrorAlert error={step.error} /> : null}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.pages.profile.two_factor.off_text')}
        </Typography>
        <Button variant="contained" startIcon={<QrCodeIcon />} onClick={() => void start()} disabled={step.name === 'loading'}>
          {translate('app.pages.profile.two_factor.enable')}
        </Button>
      </>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('app.pages.profile.two_factor.scan')}</Typography>
      <Box component="img" src={step.enrolment.qr_code} alt={translate('app.pages.profile.two_factor.qr_alt')} sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white', p: 1, borderRadius: 1 }} />
      <TextField
        label={translate('app.pages.profile.two_factor.secret')}
        value={step.enrolment.secret}
        helperText={translate('app.pages.profile.two_factor.secret_hint')}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: 1 } } }}
        onFocus={(event) => event.target.select()}
        fullWidth
      />
      <Typography variant="body2">{translate('app.pages.profile.two_factor.enter_code')}</Typography>
      <TwoFactorInput
        value={digits}
        onChange={setDigits}
        onComplete={(code) => void assign(code)}
        disabled={submitting}
        error={codeError ? translate(codeError, { _: codeError }) : null}
        helperText={submitting ? translate('app.two_factor.accepted') : null}
      />
      <Box>
        <Button onClick={() => setStep({ name: 'off' })} disabled={submitting}>
          {translate('ra.action.cancel')}
        </Button>
      </Box>
    </Stack>
  );
};

import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExchangeRate } from '../../contract/entities';
import type { CryptoNetwork } from '../../contract/enums';
import type { FieldOption } from '../payments/PaymentField';

/** The network choices of a crypto account's currency, named for people. */
export const networkOptions = (networks: readonly CryptoNetwork[], translate: (key: string) => string): FieldOption[] =>
  networks.map((n) => ({ id: n, name: translate(`app.crypto.networks.${n}`) }));

type RateLineProps = { rate: ExchangeRate | null; timer: number };

/** The rate in use and the seconds to its refresh (document 1 section 4 "Rates per sell/buy pair"). */
export const RateLine = ({ rate, timer }: RateLineProps) => {
  const translate = useTranslate();
  return (
    <Typography sx={{ mt: 1 }} data-testid="exchange-rate">
      {rate ? translate('app.payments.rate', { sell: rate.sell, buy: rate.buy, rate: rate.rate, seconds: timer }) : translate('app.payments.no_rate')}
    </Typography>
  );
};

type SubmitRowProps = { label: string; busy: boolean; canAct: boolean };

/** The form's submit; read-only users see why it is not there (crypto actions are manager only). */
export const SubmitRow = ({ label, busy, canAct }: SubmitRowProps) => {
  const translate = useTranslate();
  if (!canAct) return <Alert severity="info" sx={{ mt: 2 }}>{translate('app.crypto.read_only')}</Alert>;
  return (
    <Stack direction="row" sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" disabled={busy}>{translate(label)}</Button>
    </Stack>
  );
};

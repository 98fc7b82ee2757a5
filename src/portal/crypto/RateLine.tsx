import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExchangeRate } from '../../contract/entities';

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

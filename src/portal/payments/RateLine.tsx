import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExchangeRate } from '../../contract/entities';

type RateLineProps = { rate: ExchangeRate | null; timer: number; renewed?: boolean };

/**
 * The quote in use and the seconds to its refresh (document 1 section 4 "Rates per sell/buy pair"). When
 * the server refused the quote a payment carried (it had ended), it says that a new one is shown (issue 38).
 */
export const RateLine = ({ rate, timer, renewed = false }: RateLineProps) => {
  const translate = useTranslate();
  return (
    <>
      {renewed ? <Alert severity="warning" role="alert" sx={{ mt: 1 }} data-testid="quote-renewed">{translate('app.payments.quote_renewed')}</Alert> : null}
      <Typography sx={{ mt: 1 }} data-testid="exchange-rate">
        {rate ? translate('app.payments.rate', { sell: rate.sell, buy: rate.buy, rate: rate.rate, seconds: timer }) : translate('app.payments.no_rate')}
      </Typography>
    </>
  );
};

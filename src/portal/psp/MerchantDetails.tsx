import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../tables/formatMoney';
import type { PspMerchant } from './pspTypes';

/** Merchant id, website, sign-up date and the end of the current token. */
export const MerchantDetails = ({ merchant }: { merchant: PspMerchant }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows: [string, string][] = [
    ['app.psp.overview.merchant', merchant.merchant_id],
    ['app.psp.overview.website', merchant.website ?? '—'],
    ['app.psp.overview.signed_up_at', formatDateTime(merchant.signed_up_at, locale)],
    ['app.psp.overview.token', translate('app.psp.overview.token_hint', { hint: merchant.token_hint })],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, my: 2 }} data-testid="psp-merchant">
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{translate(label)}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
};

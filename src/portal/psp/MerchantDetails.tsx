import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../money/formatMoney';
import { PspFacts } from './PspFacts';
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
  return <PspFacts rows={rows} testId="psp-merchant" />;
};

import { Grid } from '@mui/material';
import type { DictionaryOption, FreeMarketSector } from '../../contract/entities';
import type { BankAccountPaymentService } from '../../contract/enums';
import { useDictionary } from '../dictionaries/useDictionary';
import { PaymentField } from './PaymentField';
import { fieldProps, type SectionProps } from './sectionProps';

type PurposeSectionProps = SectionProps & { paymentService: BankAccountPaymentService | null };

/** Free-market sector, industry and purpose for a free-market account; the BCB purpose code for a BCB account. */
export const PurposeSection = ({ paymentService, ...p }: PurposeSectionProps) => {
  const { data: sectors } = useDictionary<FreeMarketSector>('free_market_sectors');
  const { data: purposes } = useDictionary<DictionaryOption>('free_market_payment_purpose');
  const { data: codes } = useDictionary<DictionaryOption>('bcb_purpose_codes');
  const half = { xs: 12, sm: 4 } as const;
  if (paymentService === 'bcb') {
    return <Grid container spacing={2}><Grid size={half}><PaymentField {...fieldProps(p, 'bcb_purpose_code')} options={codes ?? []} emptyLabel="app.payments.none" /></Grid></Grid>;
  }
  if (paymentService !== 'free_market') return null;
  const industries = sectors?.find((s) => String(s.id) === String(p.values.free_market_sector_id))?.industries ?? [];
  return (
    <Grid container spacing={2}>
      {p.values.customer_legal_type === 'individual' ? null : (
        <Grid size={half}><PaymentField {...fieldProps(p, 'free_market_sector_id')} options={sectors ?? []} emptyLabel="app.payments.none" /></Grid>
      )}
      <Grid size={half}><PaymentField {...fieldProps(p, 'free_market_industry_id')} options={industries} emptyLabel="app.payments.none" /></Grid>
      <Grid size={half}><PaymentField {...fieldProps(p, 'free_market_payment_purpose_id')} options={purposes ?? []} emptyLabel="app.payments.none" /></Grid>
    </Grid>
  );
};

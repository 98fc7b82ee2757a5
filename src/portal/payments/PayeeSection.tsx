import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PaymentField } from './PaymentField';
import { fieldProps, type SectionProps } from './sectionProps';
import { useTransferServiceOptions } from './useTransferServiceOptions';

/** The payee: account (IBAN or number), service, legal type, name and address. */
export const PayeeSection = (p: SectionProps) => {
  const translate = useTranslate();
  const services = useTransferServiceOptions(p.values.iban_transfer_services);
  const individual = p.values.customer_legal_type === 'individual';
  const legalTypes = [
    { id: 'company', name: translate('app.payments.legal_types.company') },
    { id: 'individual', name: translate('app.payments.legal_types.individual') },
  ];
  const half = { xs: 12, sm: 6 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={half}><PaymentField {...fieldProps(p, 'customer_iban')} entry="leave" label="app.payments.fields.customer_iban" /></Grid>
      <Grid size={half}><PaymentField {...fieldProps(p, 'transfer_service')} options={services} required /></Grid>
      <Grid size={half}><PaymentField {...fieldProps(p, 'customer_account')} /></Grid>
      {p.values.transfer_service === 'fps_chaps' ? <Grid size={half}><PaymentField {...fieldProps(p, 'customer_sort_code')} /></Grid> : null}
      <Grid size={half}><PaymentField {...fieldProps(p, 'customer_legal_type')} options={legalTypes} /></Grid>
      {individual ? (
        <>
          <Grid size={half}><PaymentField {...fieldProps(p, 'customer_first_name')} required /></Grid>
          <Grid size={half}><PaymentField {...fieldProps(p, 'customer_last_name')} required /></Grid>
        </>
      ) : (
        <Grid size={half}><PaymentField {...fieldProps(p, 'customer_name')} required /></Grid>
      )}
      <Grid size={half}><PaymentField {...fieldProps(p, 'customer_street')} /></Grid>
      <Grid size={{ xs: 6, sm: 3 }}><PaymentField {...fieldProps(p, 'customer_building_number')} /></Grid>
      <Grid size={{ xs: 6, sm: 3 }}><PaymentField {...fieldProps(p, 'customer_post_code')} /></Grid>
      <Grid size={half}><PaymentField {...fieldProps(p, 'customer_city')} /></Grid>
      <Grid size={half}><PaymentField {...fieldProps(p, 'customer_country')} options={p.countries} emptyLabel="app.payments.none" required /></Grid>
    </Grid>
  );
};

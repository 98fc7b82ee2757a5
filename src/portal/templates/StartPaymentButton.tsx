import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PaymentTemplate } from '../../contract/templates';
import { startPaymentPath } from './templatePaths';

/** Opens the template's payment form filled with it; the payment is checked and confirmed there as any other. */
export const StartPaymentButton = ({ record, variant = 'text' }: { record: PaymentTemplate; variant?: 'text' | 'contained' }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={startPaymentPath(record)} size="small" variant={variant} startIcon={<SendIcon />} aria-label={translate('app.templates.start_named', { name: record.name })}>
      {translate('app.templates.start')}
    </Button>
  );
};
